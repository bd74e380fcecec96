// The specification's rows in a DM, as the user sees them: an empty conversation says 'No chats here yet…'; the
// other person's name shows on their messages; reopening with 3 new messages shows "3 unread" and one date chip
// for the day; a gallery of five says "1 more"; the jump-to-latest button counts what arrived while scrolled up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { StreamChat } from 'stream-chat';
import type { Channel } from 'stream-chat';
import { makePair, openDirectMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';

let env: HostEnvironment;
let alice: Page;
let dmChannel: Channel;
let server: StreamChat;
const { candidate, poster } = makePair();
const dm = { userId: poster.sub, bountyId: 'bounty-polish', candidateId: candidate.sub };

beforeAll(async () => {
  env = await startHostEnvironment();
  alice = await env.openHost(candidate, 'alice.html', {}, { viewport: { width: 1100, height: 800 } });
  alice.setDefaultTimeout(10_000);
  await openDirectMessage(alice, dm);
  server = new StreamChat(env.backend.streamKey, env.backend.streamSecret, { baseURL: env.backend.streamUrl });
  // Bob never signs in here: the provider knows him by the name his host gives him.
  await server.upsertUser({ id: poster.sub, name: poster.name });
  const found = (await server.queryChannels({ members: { $in: [candidate.sub] } })).find((channel) => channel.id?.startsWith('dm-'));
  if (!found) throw new Error('the DM was not created');
  dmChannel = found;
}, 60_000);
afterAll(async () => { await env?.close(); });

const list = () => alice.locator('.str-chat__main-panel .str-chat__message-list');
const fromBob = async (texts: string[]) => { for (const text of texts) await dmChannel.sendMessage({ text, user_id: poster.sub }); };

describe('a DM as the product says', () => {
  it("an empty conversation says 'No chats here yet…'", async () => {
    await alice.getByText('No chats here yet…').waitFor();
    expect(await alice.getByText('Send a message to start the conversation').count()).toBe(0);
  });

  it("shows the other person's name on their messages", async () => {
    await fromBob(['Hello from Bob']);
    const message = list().locator('.str-chat__li').filter({ has: alice.getByText('Hello from Bob', { exact: true }) });
    await expect.poll(() => message.locator('.str-chat__message-metadata__name').textContent()).toBe(poster.name);
  });

  it('reopened with 3 new messages: the "3 unread" separator above them, and one date chip for the day', async () => {
    // Alice has read Bob's hello (her read, throttled by the kit, reached the provider) before she goes back.
    await expect.poll(async () => {
      await dmChannel.query({ state: true, watch: false });
      const read = dmChannel.state.read[candidate.sub];
      return !!read && read.last_read >= (dmChannel.state.latestMessages.at(-1)?.created_at ?? new Date());
    }).toBe(true);
    await alice.locator('.bc-back').click();
    await fromBob(['New one', 'New two', 'New three']);
    await alice.locator(`li[data-cid="${dmChannel.cid}"]`).filter({ hasText: 'New three' }).click();
    await alice.getByTestId('message-input').waitFor();
    await list().getByText('New three', { exact: true }).waitFor();
    const first = list().locator('.str-chat__li').filter({ has: alice.getByText('New one', { exact: true }) });
    await expect.poll(() => first.getByTestId('unread-messages-separator').textContent()).toContain('3 unread');
    expect(await list().getByTestId('date-separator').count()).toBe(1);
  });

  it('messages that come while the list is being fetched again stay unread: on the row, then as "2 unread"', async () => {
    // Back on the list, its first page is asked again. Here the provider writes that answer before Bob's two
    // messages and it arrives after them (as a busy page or network may have it), read state and all.
    let written!: () => void;
    const answerWritten = new Promise<void>((resolve) => { written = resolve; });
    let release!: () => void;
    const released = new Promise<void>((resolve) => { release = resolve; });
    await alice.route((url) => new URL(url).pathname.endsWith('/channels'), async (route) => {
      const response = await route.fetch();
      written();
      await released;
      await route.fulfill({ response });
    }, { times: 1 });
    await alice.locator('.bc-back').click();
    await answerWritten;
    await fromBob(['Later one', 'Later two']);
    // Both have reached the page (the host hears of each) before the answer does.
    await alice.waitForFunction(() => (window as unknown as { events: Array<[string, { text?: string }]> }).events
      .some(([name, detail]) => name == 'message' && detail.text == 'Later two'), null, { polling: 50 });
    const row = alice.locator(`li[data-cid="${dmChannel.cid}"]`);
    const answered = alice.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/channels'));
    release();
    // Once the answer is in: the row still counts both, and the conversation opens with both unread.
    await answered;
    await expect.poll(() => row.getByTestId('unread-badge').textContent()).toBe('2');
    await row.click();
    await list().getByText('Later two', { exact: true }).waitFor();
    const first = list().locator('.str-chat__li').filter({ has: alice.getByText('Later one', { exact: true }) });
    await expect.poll(() => first.getByTestId('unread-messages-separator').textContent()).toContain('2 unread');
  });

  it('a gallery of five images says "1 more" on its fourth tile', async () => {
    const images = Array.from({ length: 5 }, (_, i) => ({ type: 'image', image_url: `https://images.test/${i}.png`, fallback: `${i}.png` }));
    await dmChannel.sendMessage({ text: 'Five photos', attachments: images, user_id: poster.sub });
    const gallery = list().locator('.str-chat__li').filter({ has: alice.getByText('Five photos', { exact: true }) });
    await expect.poll(() => gallery.locator('.str-chat__modal-gallery__placeholder').textContent()).toBe('1 more');
  });

  it('the jump-to-latest button counts the messages that arrived in this channel while scrolled up', async () => {
    await fromBob(Array.from({ length: 30 }, (_, i) => `Filler ${i + 1}`));
    await list().getByText('Filler 30', { exact: true }).waitFor();
    // Up a little at a time until the button shows (a late layout change may pin the list to the bottom again), not
    // to the top: the top would fetch an older page and move the history window, racing the two new messages.
    const jump = alice.getByTestId('scroll-to-latest-message-button');
    // As a user scrolls: the wheel over the list, whichever element scrolls it (a long channel's list is another).
    await list().hover();
    await expect.poll(async () => {
      await alice.mouse.wheel(0, -400);
      return jump.waitFor({ timeout: 1_000 }).then(() => true, () => false);
    }, { timeout: 20_000 }).toBe(true);
    // Well clear of the bottom, where a new message would scroll the list down and take the button away.
    for (let i = 0; i < 3; i++) await alice.mouse.wheel(0, -400);
    await jump.waitFor();
    await fromBob(['While away 1', 'While away 2']);
    await expect.poll(() => alice.getByTestId('unread-message-notification-counter').textContent()).toBe('2');
    // The sticky date over the scrolled list sits on a band of its own (a background), not over message text.
    const band = await alice.getByTestId('floating-date-separator').evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(band).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
  });

  it('a long sender name stays on one line, cut with an ellipsis, within its message', async () => {
    await server.upsertUser({ id: poster.sub, name: 'Bartholomew Alexander Montgomery-Fitzgerald the Third of Somewhere Far' });
    await alice.getByTestId('scroll-to-latest-message-button').click();
    await fromBob(['Long name here']);
    const message = list().locator('.str-chat__li').filter({ has: alice.getByText('Long name here', { exact: true }) });
    const name = message.locator('.str-chat__message-metadata__name');
    await name.waitFor();
    const box = await name.evaluate((node) => {
      const style = getComputedStyle(node);
      const li = node.closest('.str-chat__li')!.getBoundingClientRect();
      const own = node.getBoundingClientRect();
      return { ellipsis: style.textOverflow, cut: node.scrollWidth > node.clientWidth, oneLine: own.height < 2 * parseFloat(style.lineHeight || '16'), inside: own.right <= li.right + 0.5 };
    });
    expect(box).toEqual({ ellipsis: 'ellipsis', cut: true, oneLine: true, inside: true });
  });

  it('a thread in a DM offers "Also send to the conversation"', async () => {
    const { message: parent } = await dmChannel.sendMessage({ text: 'Thread parent', user_id: poster.sub });
    await list().getByText('Thread parent', { exact: true }).waitFor();
    await dmChannel.sendMessage({ text: 'A reply in the thread', parent_id: parent.id, user_id: poster.sub });
    await list().locator('.str-chat__message-replies-count-button').last().click();
    const thread = alice.locator('.str-chat__thread');
    await thread.getByText('A reply in the thread').waitFor();
    await thread.getByText('Also send to the conversation').waitFor();
    expect(await alice.getByText('Also send as a direct message').count()).toBe(0);
    // Its close button sits in the header's end corner, not in the middle of the bar.
    const corner = await thread.evaluate((node) => {
      const header = node.querySelector('.str-chat__thread-header')!.getBoundingClientRect();
      const close = node.querySelector('[data-testid=close-thread-button]')!.getBoundingClientRect();
      return header.right - close.right;
    });
    expect(corner).toBeLessThanOrEqual(24);
  });

  it('Back and Escape in a thread go back one level: to the conversation, not the list', async () => {
    const thread = alice.locator('.str-chat__thread');
    // Back in the thread's header (the one header while a thread shows).
    // Back in the conversation: its own composer shows (where the list scrolled to is another test's matter).
    const composer = alice.locator('.str-chat__main-panel').getByTestId('message-input');
    await thread.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => thread.count()).toBe(0);
    await composer.waitFor();
    // The thread's parent is the latest message; the list may come back scrolled elsewhere (another test's
    // matter), and a virtual list draws only what is in view: scroll to the end until the parent is drawn.
    const replies = list().locator('.str-chat__message-replies-count-button');
    await expect.poll(async () => {
      await list().locator('.str-chat__message-list-scroll').evaluate((node) => node.scrollTo({ top: node.scrollHeight }));
      return replies.count();
    }).toBeGreaterThan(0);
    // A click event on the button itself: the list was just scrolled by hand above, and the virtual list may still be
    // settling its rows, which a pointer click waits out as "not stable" (it once did for 10 s on a busy machine).
    await replies.last().dispatchEvent('click');
    await thread.getByText('A reply in the thread').waitFor();
    await thread.getByTestId('message-input').press('Escape');
    await expect.poll(() => thread.count()).toBe(0);
    await composer.waitFor();
    expect(await alice.locator('.bc-panel').isVisible()).toBe(true);
  });
});
