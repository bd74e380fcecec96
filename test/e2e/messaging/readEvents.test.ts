// Without read events there is no unread counting: when the operator turns read events off on the product's
// channel type (members lack `read-events`), a new message puts no unread badge on its row, is not counted in the
// host's unread event, shows no unread separator or notice, and no widget sends a mark-read for it. Both when the
// widget starts that way and when the type's read events are switched off, and on again, while a DM is open.
// Each file has a provider of its own, so switching the product's type here touches no other test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel, ChannelData } from 'stream-chat';
import { CHANNEL_TYPE } from '../../../src/contract/ids.js';
import type { Page } from 'playwright-core';
import { messageList, startMessagingHost } from './messagingHost.js';
import type { MessagingHost } from './messagingHost.js';

let host: MessagingHost;
beforeAll(async () => { host = await startMessagingHost(); });
afterAll(async () => { await host?.close(); });

type UnreadDetail = { total: number; channels: number };

/** Starts keeping the host page's `unread` events (the widget's counts for the host's header). */
async function recordUnread(page: Page): Promise<() => Promise<UnreadDetail | undefined>> {
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { unreadSeen: unknown[] }).unreadSeen = seen;
    window.addEventListener('bountychat:unread', (event) => seen.push((event as CustomEvent).detail));
  });
  return () => page.evaluate(() => (window as unknown as { unreadSeen: UnreadDetail[] }).unreadSeen.at(-1));
}

const row = (page: Page, cid: string) => page.locator(`li[data-cid="${cid}"]`);
const badge = (page: Page, cid: string) => row(page, cid).getByTestId('unread-badge');
const readPosts = (cid: string) => host.proxy.requests.filter((line) => line.startsWith(`POST /channels/${cid.replace(':', '/')}/read`));
const queried = (cid: string, since: number) => host.proxy.requests.slice(since).some((line) => line.startsWith(`POST /channels/${cid.replace(':', '/')}/query`));

/**
 * On Bob's list, Alice's `text` in `cid` shows as the row's preview (the widget has handled the message) and is
 * not counted: no badge, and the host's count, if it has one, is zero.
 */
async function notCounted(page: Page, cid: string, text: string, lastUnread: () => Promise<UnreadDetail | undefined>): Promise<void> {
  await expect.poll(() => row(page, cid).textContent()).toContain(text);
  expect(await badge(page, cid).count()).toBe(0);
  expect([undefined, { total: 0, channels: 0 }]).toContainEqual(await lastUnread());
}

/** Opens `cid` from the list until `text` shows: no unread separator and no "N unread" notice in it. */
async function opensWithoutUnread(page: Page, cid: string, text: string): Promise<void> {
  await row(page, cid).getByTestId('channel-list-item-button').click();
  await messageList(page).getByText(text).waitFor();
  expect(await page.getByTestId('unread-messages-separator').count()).toBe(0);
  expect(await page.getByTestId('unread-messages-notification').count()).toBe(0);
}

/**
 * Waits until no mark-read for `cid` has come for a second. Opening a channel can send a second mark up to the
 * mark throttle's 500 ms after the first; a count of marks starts only once those are in.
 */
async function readsSettled(cid: string): Promise<void> {
  let last = -1;
  let changedAt = 0;
  await expect.poll(() => {
    const count = readPosts(cid).length;
    if (count !== last) [last, changedAt] = [count, Date.now()];
    return Date.now() - changedAt >= 1_000;
  }, { interval: 100 }).toBe(true);
}

/**
 * The operator switches the type's read events; the channel's next update (a rename) carries the new config, and
 * resolves once the open channel has been queried again for its capabilities.
 */
async function switchReadEvents(channel: Channel, on: boolean, name: string): Promise<void> {
  const since = host.proxy.requests.length;
  await host.server.updateChannelType(channel.type, { read_events: on });
  await channel.updatePartial({ set: { name } as Partial<ChannelData> });
  await expect.poll(() => queried(channel.cid, since)).toBe(true);
}

/** Back from the open channel to the list. */
async function backToList(page: Page): Promise<void> {
  await page.locator('.bc-back').click();
  await page.getByTestId('channel-list-item-button').first().waitFor();
}

describe('without read events, no unread counting', () => {
  it('a widget that starts with read events off: no badge, not in the host count, no separator, no mark-read', async () => {
    const { alice, alicePage, bobPage, channel: dm } = await host.conversation();
    await host.server.updateChannelType(CHANNEL_TYPE, { read_events: false });
    // Alice's widget learnt the type's configuration before the switch (a channel's next update would bring it):
    // she leaves, and Bob's widget starts again, learning it from its first query.
    await alicePage.close();
    await bobPage.reload();
    const lastUnread = await recordUnread(bobPage);
    await bobPage.locator('.bc-launcher').click();
    await row(bobPage, dm.cid).waitFor();
    const reads = readPosts(dm.cid).length;

    await dm.sendMessage({ text: 'Quiet news', user_id: alice.sub });
    await notCounted(bobPage, dm.cid, 'Quiet news', lastUnread);
    await opensWithoutUnread(bobPage, dm.cid, 'Quiet news');
    // Opened and read: with read events on, a mark-read would be on its way by the time a second message shows.
    await dm.sendMessage({ text: 'Still quiet', user_id: alice.sub });
    await messageList(bobPage).getByText('Still quiet').waitFor();
    expect(readPosts(dm.cid).length).toBe(reads);
  }, 60_000);

  it('read events switched off on the type while the DM is open: from its next update on nothing counts, and switched on again it counts', async () => {
    await host.server.updateChannelType(CHANNEL_TYPE, { read_events: true });
    const { alice, alicePage, bobPage, channel: dm } = await host.conversation();
    // Alice writes from the server: with her page gone, every mark-read and re-query below is Bob's widget's.
    await alicePage.close();
    const lastUnread = await recordUnread(bobPage);
    await backToList(bobPage);

    // While it has read events, a message counts and opening the channel marks it read.
    const before = readPosts(dm.cid).length;
    await dm.sendMessage({ text: 'Counted while on', user_id: alice.sub });
    await expect.poll(() => badge(bobPage, dm.cid).textContent()).toBe('1');
    await expect.poll(lastUnread).toEqual({ total: 1, channels: 1 });
    await row(bobPage, dm.cid).getByTestId('channel-list-item-button').click();
    await messageList(bobPage).getByText('Counted while on').waitFor();
    await expect.poll(() => readPosts(dm.cid).length).toBeGreaterThan(before);
    await expect.poll(lastUnread).toEqual({ total: 0, channels: 0 });
    await readsSettled(dm.cid);

    // The re-query's answer (the capabilities without `read-events`) is held back until the next message has
    // shown: the update that switched read events off is enough for it not to be marked read.
    let answerQueries = () => {};
    host.proxy.holdQueries(new Promise<void>((resolve) => { answerQueries = resolve; }));
    await switchReadEvents(dm, false, 'Quiet now');
    const readsWhileOff = readPosts(dm.cid).length;
    await dm.sendMessage({ text: 'Not counted while off', user_id: alice.sub });
    await messageList(bobPage).getByText('Not counted while off').waitFor();
    host.proxy.holdQueries(null);
    answerQueries();
    await backToList(bobPage);
    await dm.sendMessage({ text: 'Nor this one', user_id: alice.sub });
    await notCounted(bobPage, dm.cid, 'Nor this one', lastUnread);
    await opensWithoutUnread(bobPage, dm.cid, 'Nor this one');
    expect(readPosts(dm.cid).length).toBe(readsWhileOff);

    // Switched on again while the channel is open: what arrives now is marked read again, without a reload.
    await switchReadEvents(dm, true, 'Counting again');
    await dm.sendMessage({ text: 'Counted again', user_id: alice.sub });
    await messageList(bobPage).getByText('Counted again').waitFor();
    await expect.poll(() => readPosts(dm.cid).length).toBeGreaterThan(readsWhileOff);
  }, 60_000);
});
