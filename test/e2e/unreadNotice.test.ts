// The "N unread" notice over a conversation shows only while the first unread message is above the view: a DM
// opened with its unread message in view shows none; one opened at the first of more unread messages than fit
// shows it once the reader scrolls past that message, and clicking it brings the message back into view under
// the unread separator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { HostUser } from './helpers/backend.js';
import { makePair, openDirectMessage, sendMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { providerAdmin } from './support/providerAdmin.js';

let env: HostEnvironment;
beforeAll(async () => { env = await startHostEnvironment(); });
afterAll(async () => { await env?.close(); });

/** Alice's page, opened on the DM in which Bob has sent `texts` (one by one, oldest first) that she has not read. */
async function openWithUnread(bountyId: string, texts: string[]): Promise<Page> {
  const { candidate, poster } = makePair();
  const dm = { userId: poster.sub, bountyId, candidateId: candidate.sub };
  const bob = await env.openHost(poster, `${poster.sub}.html`);
  await openDirectMessage(bob, dm);
  await bob.close();
  await sendAs(poster, texts);
  const alice = await env.openHost(candidate, `${candidate.sub}.html`, {}, { viewport: { width: 1100, height: 800 } });
  alice.setDefaultTimeout(10_000);
  await openDirectMessage(alice, dm);
  // The DM opens at its first unread message.
  await alice.locator('.str-chat__message-list').getByText(texts[0]!, { exact: true }).waitFor();
  return alice;
}

/** `user` sends `texts` in their only channel, through the provider. */
async function sendAs(user: HostUser, texts: string[]): Promise<void> {
  const [channel] = await providerAdmin(env.backend).queryChannels({ members: { $in: [user.sub] } });
  for (const text of texts) await channel!.sendMessage({ text, user_id: user.sub });
}

/** Whether the message `text` lies wholly inside the scrolled message list's visible area. */
const inView = (page: Page, text: string) => page.locator('.str-chat__message-list-scroll').evaluate((scroller, wanted) => {
  const area = scroller.getBoundingClientRect();
  const bubble = [...scroller.querySelectorAll('[data-testid=message-text-inner-wrapper]')].find((node) => node.textContent?.trim() === wanted);
  const box = bubble?.getBoundingClientRect();
  return !!box && box.top >= area.top && box.bottom <= area.bottom;
}, text);

const notice = (page: Page) => page.getByTestId('unread-messages-notification');

describe('the unread notice', () => {
  it('does not show when the DM opens with its only unread message in view', async () => {
    const alice = await openWithUnread('bounty-unread-1', ['Are you free to start on Monday?']);
    expect(await inView(alice, 'Are you free to start on Monday?')).toBe(true);
    // A reply rendered after the list settled: whatever the notice was going to do at opening, it has done.
    await sendMessage(alice, 'Yes, Monday works');
    expect(await notice(alice).count()).toBe(0);
    await alice.close();
  });

  it('shows once the first unread message is scrolled above the view, and clicking it brings that message back', async () => {
    const texts = Array.from({ length: 40 }, (_, i) => `Unread line ${i + 1}`);
    const alice = await openWithUnread('bounty-unread-40', texts);
    // Opened at the first unread message: in view, so no notice.
    expect(await inView(alice, 'Unread line 1')).toBe(true);
    expect(await notice(alice).count()).toBe(0);
    // Read down past it: the notice says how many are unread.
    const scroller = alice.locator('.str-chat__message-list-scroll');
    const box = (await scroller.boundingBox())!;
    await alice.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await alice.mouse.wheel(0, 900);
    await notice(alice).getByText('40 unread').waitFor();
    expect(await inView(alice, 'Unread line 1')).toBe(false);

    await notice(alice).getByText('40 unread').click();
    await expect.poll(() => inView(alice, 'Unread line 1')).toBe(true);
    // The separator sits right above the first unread message, and the notice is gone.
    const first = alice.locator('.str-chat__li').filter({ has: alice.getByText('Unread line 1', { exact: true }) });
    await first.locator('.str-chat__unread-messages-separator').waitFor();
    await expect.poll(() => notice(alice).count()).toBe(0);
    await alice.close();
  }, 60_000);
});
