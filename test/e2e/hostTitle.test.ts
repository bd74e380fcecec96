// The host page owns its title: a message that arrives while the tab is hidden leaves the title as the host set
// it, and the host learns the unread count from the widget's `unread` event instead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startDmPair } from './helpers/dmPair.js';
import type { DmPair } from './helpers/dmPair.js';
import { hostEvents, sendMessage } from './helpers/widgetHost.js';

let pair: DmPair;
beforeAll(async () => { pair = await startDmPair({ bountyId: 'bounty-title', timeout: 10_000 }); });
afterAll(async () => { await pair?.close(); });

/** The page's tab goes to the background, as the kit sees it: `document.hidden` and a `visibilitychange`. */
const hideTab = (page: Page) => page.evaluate(() => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
});

/** The total of the last `unread` event the host received. */
const lastUnread = async (page: Page) => ((await hostEvents(page)).filter(([name]) => name == 'unread').at(-1)?.[1] as { total: number } | undefined)?.total;

describe('the host page title', () => {
  it('stays as the host set it when a message arrives in the open DM while the tab is hidden; the unread event reports it', async () => {
    const { alice, bob } = pair;
    await alice.evaluate(() => { document.title = 'Bounties · Job board'; });
    await hideTab(alice);
    await sendMessage(bob, 'Sent while your tab was hidden');
    // The message is on Alice's screen (the kit handled its event) and her host heard of it as unread.
    await alice.locator('.str-chat__message-list').getByText('Sent while your tab was hidden').waitFor();
    await expect.poll(() => lastUnread(alice)).toBe(1);
    expect(await alice.title()).toBe('Bounties · Job board');
  });
});
