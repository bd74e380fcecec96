// Threads and the composer's @-mentions and typing events, between two users on the real provider fake:
// replies come 50 a page, newest first; the thread header names the channel and closes; reading a busy thread
// is reported at most once a second; the mention list follows the product's rule; typing.start at most every 2 s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { StreamChat } from 'stream-chat';
import type { Channel } from 'stream-chat';
import { hostEvents, makePair, openDirectMessage, sendMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { CHANNEL_TYPE } from '../../src/contract/ids.js';

let env: HostEnvironment;
let alice: Page;
let bob: Page;
let server: StreamChat;
let dmChannel: Channel;
const { candidate, poster } = makePair();
const dm = { userId: poster.sub, bountyId: 'bounty-threads', candidateId: candidate.sub };
const bountyId = `bounty-mentions-${Math.random().toString(36).slice(2, 8)}`;
/** Requests Alice's page made, with when. */
const aliceRequests: Array<{ at: number; request: Request }> = [];

beforeAll(async () => {
  env = await startHostEnvironment();
  server = new StreamChat(env.backend.streamKey, env.backend.streamSecret, { baseURL: env.backend.streamUrl });
  const viewport = { width: 1100, height: 900 };
  [alice, bob] = await Promise.all([
    env.openHost(candidate, 'alice.html', {}, { viewport }),
    env.openHost(poster, 'bob.html', {}, { viewport }),
  ]);
  for (const page of [alice, bob]) page.setDefaultTimeout(10_000);
  alice.on('request', (request) => aliceRequests.push({ at: Date.now(), request }));
  await openDirectMessage(bob, dm);
  const found = (await server.queryChannels({ members: { $in: [poster.sub] } })).find((channel) => channel.id?.startsWith('dm-'));
  if (!found) throw new Error('the DM was not created');
  dmChannel = found;
}, 90_000);
afterAll(async () => { await env?.close(); });

const mainList = (page: Page) => page.locator('.str-chat__main-panel .str-chat__message-list');
const requestsTo = (pattern: RegExp) => aliceRequests.filter(({ request }) => pattern.test(request.url()));

describe('threads', () => {
  let parentId: string;

  it('load 50 replies a page, the newest page first; the header names the channel and closes the thread', async () => {
    const parent = await dmChannel.sendMessage({ text: 'Thread parent', user_id: poster.sub });
    parentId = parent.message.id;
    for (let i = 1; i <= 60; i++) {
      await dmChannel.sendMessage({ text: `Reply ${String(i).padStart(2, '0')}`, parent_id: parentId, user_id: poster.sub });
    }
    await openDirectMessage(alice, dm);
    await mainList(alice).getByText('Thread parent').waitFor();
    await mainList(alice).locator('.str-chat__message-replies-count-button').click();
    const thread = alice.locator('.str-chat__thread');
    await thread.getByText('Reply 60').waitFor();
    await thread.getByText('Reply 11', { exact: true }).waitFor();
    expect(await thread.getByText('Reply 10', { exact: true }).count()).toBe(0);
    const pages = requestsTo(new RegExp(`/messages/${parentId}/replies`)).map(({ request }) => new URL(request.url()).searchParams.get('limit'));
    expect(pages[0]).toBe('50');

    // The header: "Thread", the channel's name as the panel shows it, and a close button.
    const header = thread.locator('.str-chat__thread-header');
    expect(await header.locator('.str-chat__thread-header-title').textContent()).toBe('Thread');
    expect(await header.getByTestId('thread-channel-name').textContent()).toBe(await alice.locator('.bc-bar-title').textContent());

    // Scrolling to the top loads the older page, again 50 at most.
    await expect.poll(async () => {
      await thread.locator('.str-chat__message-list').evaluate((node) => { node.scrollTop = 0; node.dispatchEvent(new Event('scroll')); });
      return thread.getByText('Reply 01', { exact: true }).count();
    }, { timeout: 15_000 }).toBe(1);
    const later = requestsTo(new RegExp(`/messages/${parentId}/replies`)).map(({ request }) => new URL(request.url()).searchParams);
    expect(later.at(-1)?.get('limit')).toBe('50');
    expect(later.at(-1)?.get('id_lt')).toBeTruthy();

    await header.getByTestId('close-thread-button').click();
    await expect.poll(() => alice.locator('.str-chat__thread').count()).toBe(0);
  }, 90_000);

  it('reading a thread is reported at most once per 1,000 ms, however fast the replies come', async () => {
    await mainList(alice).locator('.str-chat__message-replies-count-button').click();
    await alice.locator('.str-chat__thread').getByText('Reply 60').waitFor();
    const isThreadRead = (request: Request) => request.method() === 'POST' && /\/read(\?|$)/.test(request.url())
      && (JSON.parse(request.postData() ?? '{}') as { thread_id?: string }).thread_id === parentId;
    const before = aliceRequests.filter(({ request }) => isThreadRead(request)).length;
    expect(before).toBeGreaterThanOrEqual(1);
    for (let i = 1; i <= 7; i++) await dmChannel.sendMessage({ text: `Burst ${i}`, parent_id: parentId, user_id: poster.sub });
    const beforeLast = Date.now();
    await dmChannel.sendMessage({ text: 'Burst 8', parent_id: parentId, user_id: poster.sub });
    await alice.locator('.str-chat__thread').getByText('Burst 8').waitFor();
    // A read follows the last reply (at once, or at the end of the throttle's second), so it comes after that
    // reply was sent: wait for it, then check the spacing of all of them.
    await expect.poll(() => aliceRequests.filter(({ at, request }) => at >= beforeLast && isThreadRead(request)).length, { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
    // When each read left the browser, by the browser's own clock (the test process hears of requests late, and
    // a busy machine delays one notice more than the next). Without the throttle the burst's reads come tens of
    // milliseconds apart. The throttle counts its second from when the last read arrived, so two leave at least that
    // far apart however long the SDK's own steps held one back; the allowance is for the two clocks' rounding.
    const reads = aliceRequests.filter(({ request }) => isThreadRead(request)).map(({ request }) => request);
    await Promise.all(reads.map((request) => request.response()));
    const times = reads.map((request) => request.timing().startTime);
    const gaps = times.slice(1).map((at, i) => at - times[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(950);
    await alice.locator('.str-chat__thread').getByTestId('close-thread-button').click();
  }, 60_000);
});

describe('mentions and typing', () => {
  const others = ['Zoe Zimmer', 'amy Adams', 'Ben Bauer', 'bella Brook', 'Bert Bond', 'Carl Cole', 'dora Dunn', 'Eli Eng',
    'Fay Fox', 'Gus Gray', 'Hal Hill', 'Ivy Ito', 'Jo Jones', 'Kai King', 'Lea Lee', 'Max Moss'];
  let composer: ReturnType<Page['getByTestId']>;
  const list = () => alice.locator('.str-chat__suggestion-list-container');

  beforeAll(async () => {
    const users = others.map((name) => ({ id: `${name.split(' ')[0]!.toLowerCase()}-${bountyId}`, name }));
    await server.upsertUsers(users);
    // The poster's page gets the host's bounty ticket; the candidate joins the channel it created.
    const ticket = env.backend.mintBountyTicket(bountyId, poster, 'Mentions bounty');
    await bob.evaluate(([id, sealed]) => window.BountyChat!.openBounty(id, { ticket: sealed }), [bountyId, ticket] as const);
    await bob.getByTestId('message-input').waitFor();
    // A conversation to type into (an empty channel shows its empty state, not the typing indicator).
    await sendMessage(bob, 'Welcome to the mentions bounty');
    await alice.evaluate((id) => window.BountyChat!.openBounty(id), bountyId);
    composer = alice.locator('.str-chat__main-panel').getByTestId('message-input');
    await composer.waitFor();
    const channel = server.channel(CHANNEL_TYPE, bountyId);
    await channel.addMembers(users.map((user) => user.id));
  });

  it('"@" lists every member but me, sorted by name, in a list at most 292 px high', async () => {
    await composer.fill('');
    // Alice's widget learns of the new members live; the search reads them.
    await expect.poll(async () => {
      await composer.fill('');
      await composer.pressSequentially('@');
      await list().waitFor();
      return list().locator('[role="option"]').count();
    }).toBe(others.length + 1);
    const names = await list().locator('[role="option"]').evaluateAll((options) => options.map((option) => option.textContent ?? ''));
    const expected = [...others, poster.name].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
    expect(names.map((name) => expected.find((full) => name.includes(full)))).toEqual(expected);
    const box = await list().locator('.str-chat__suggestion-list').evaluate((node) => ({ height: node.getBoundingClientRect().height, scrolls: node.scrollHeight > node.clientHeight }));
    expect(box.height).toBeLessThanOrEqual(292);
    expect(box.scrolls).toBe(true);
  });

  it('matches a case-insensitive prefix, 300 ms after the last keystroke', async () => {
    await composer.fill('');
    // In the page: when each key went down, and when the list first showed.
    await alice.evaluate(() => {
      const host = document.querySelector('bounty-chat')!.shadowRoot!;
      const w = window as unknown as { keys: number[]; listShownAt?: number };
      w.keys = [];
      w.listShownAt = undefined;
      host.addEventListener('keydown', () => w.keys.push(performance.now()), true);
      const observer = new MutationObserver(() => {
        if (w.listShownAt === undefined && host.querySelector('.str-chat__suggestion-list-container [role="option"]')) {
          w.listShownAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(host, { childList: true, subtree: true });
    });
    await composer.pressSequentially('@b');
    await expect.poll(async () => (await list().locator('[role="option"]').allTextContents()).length).toBe(4);
    const options = await list().locator('[role="option"]').allTextContents();
    const expected = ['bella Brook', 'Ben Bauer', 'Bert Bond', poster.name];
    // The matched part is highlighted in its own element: compare without the spaces between parts.
    const squash = (text: string) => text.replace(/\s+/g, '');
    expect(options.map((text) => expected.find((name) => squash(text).includes(squash(name))))).toEqual(expected);
    const { keys, listShownAt } = await alice.evaluate(() => {
      const w = window as unknown as { keys: number[]; listShownAt: number };
      return { keys: w.keys, listShownAt: w.listShownAt };
    });
    const waited = listShownAt - keys.at(-1)!;
    expect(waited).toBeGreaterThanOrEqual(295);
    expect(waited).toBeLessThan(1_500);
  });

  it('a space, Escape or leaving the box closes the list; Escape leaves the chat open', async () => {
    await composer.fill('');
    await composer.pressSequentially('@b');
    await list().waitFor();
    await composer.pressSequentially(' ');
    await expect.poll(() => list().count()).toBe(0);

    await composer.fill('');
    await composer.pressSequentially('@be');
    await list().waitFor();
    const closes = (await hostEvents(alice)).filter(([name]) => name === 'close').length;
    await composer.press('Escape');
    await expect.poll(() => list().count()).toBe(0);
    expect(await composer.isVisible()).toBe(true);
    expect((await hostEvents(alice)).filter(([name]) => name === 'close').length).toBe(closes);

    await composer.fill('');
    await composer.pressSequentially('@be');
    await list().waitFor();
    await alice.locator('.bc-bar-title').click();
    await expect.poll(() => list().count()).toBe(0);
  });

  it('a mention picked from the list reaches the other user highlighted, beside an emoji marked as one', async () => {
    await composer.fill('');
    await composer.pressSequentially('@bert');
    await list().locator('[role="option"]', { hasText: 'Bert Bond' }).click();
    await composer.pressSequentially('can you review this? 🎉');
    await composer.press('Enter');
    // The mention and emoji plugins run inside the Markdown parser, which this message loads in Bob's window.
    const message = bob.locator('.str-chat__main-panel .str-chat__li', { hasText: 'can you review this?' }).last();
    await message.locator('.str-chat__message-mention', { hasText: '@Bert Bond' }).waitFor();
    expect(await message.getByTestId('inline-text-emoji').textContent()).toBe('🎉');
  });

  it('typing.start goes at most every 2 s while typing, typing.stop when the message is sent; the other user sees it', async () => {
    await composer.fill('');
    const start = Date.now();
    const typingEvents = () => aliceRequests.filter(({ at, request }) => at >= start && /\/event(\?|$)/.test(request.url()))
      .map(({ request }) => ({ request, type: (JSON.parse(request.postData() ?? '{}') as { event?: { type?: string } }).event?.type }));
    const starts = () => typingEvents().filter((event) => event.type === 'typing.start');
    let text = '';
    /** One keystroke, and the composer showing it. */
    const typeOne = async () => {
      text += 'a';
      await composer.pressSequentially('a');
      await expect.poll(() => composer.inputValue()).toBe(text);
    };
    await composer.click();
    await typeOne();
    await expect.poll(() => typingEvents().length).toBeGreaterThan(0);
    await typeOne();
    await bob.locator('.str-chat__typing-indicator').waitFor();
    // Alice keeps typing, a key at a time, until a second typing.start leaves (2 s after the first, by the rule);
    // the 10 s bound only ends a rule that never sends another.
    while (starts().length < 2 && Date.now() - start < 10_000) await typeOne();
    const typed = starts();
    const elapsed = Date.now() - start;
    expect(typed.length).toBeGreaterThanOrEqual(2);
    expect(typed.length).toBeLessThanOrEqual(Math.floor(elapsed / 2_000) + 1);
    // Spaced by the browser's clock (see the thread-read test): the rule's 2 s, less what the SDK's asynchronous
    // steps before a request may delay one more than the next; typing every keystroke would send them 100s of ms apart.
    await Promise.all(typed.map(({ request }) => request.response()));
    const sentAt = typed.map(({ request }) => request.timing().startTime);
    const gaps = sentAt.slice(1).map((at, i) => at - sentAt[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1_600);
    await composer.press('Enter');
    await expect.poll(() => typingEvents().some((event) => event.type === 'typing.stop')).toBe(true);
  });
});
