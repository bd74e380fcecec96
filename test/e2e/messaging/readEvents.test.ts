// Without read events there is no unread counting: in a channel whose type has read events off (the member lacks
// `read-events`) a new message puts no unread badge on its row, is not counted in the host's unread event, shows
// no unread separator or notice, and the widget sends no mark-read for it; a DM next to it keeps counting. Both
// when the channel is like that from the start and when its type's read events are switched off while it is open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel, ChannelData } from 'stream-chat';
import type { Page } from 'playwright-core';
import { messageList, startMessagingHost } from './messagingHost.js';
import type { Conversation, MessagingHost } from './messagingHost.js';

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

/** A new channel type (no commands) and a channel of it with Alice (owner) and Bob, created server-side. */
async function roomOfNewType(conversation: Conversation, readEvents: boolean, name: string) {
  const type = `reads-${readEvents ? 'on' : 'off'}-${Date.now().toString(36)}`;
  await host.server.createChannelType({ name: type, read_events: readEvents, commands: [] });
  const channel = host.server.channel(type, `room-${conversation.alice.sub}`, {
    created_by_id: conversation.alice.sub, members: [conversation.alice.sub, conversation.bob.sub], name,
  } as ChannelData);
  await channel.create();
  return channel;
}

const row = (page: Page, cid: string) => page.locator(`li[data-cid="${cid}"]`);
const badge = (page: Page, cid: string) => row(page, cid).getByTestId('unread-badge');
const readPosts = (cid: string) => host.proxy.requests.filter((line) => line.startsWith(`POST /channels/${cid.replace(':', '/')}/read`));
const queried = (cid: string, since: number) => host.proxy.requests.slice(since).some((line) => line.startsWith(`POST /channels/${cid.replace(':', '/')}/query`));

/**
 * On Bob's list, a message in `quiet` (shown as its preview) is not counted while the DM's message after it is:
 * one badge, on the DM, and the host's count is 1.
 */
async function onlyTheDmCounts(page: Page, quiet: string, dm: string, lastUnread: () => Promise<UnreadDetail | undefined>): Promise<void> {
  await expect.poll(() => badge(page, dm).textContent()).toBe('1');
  expect(await badge(page, quiet).count()).toBe(0);
  await expect.poll(lastUnread).toEqual({ total: 1, channels: 1 });
}

/** Opens `cid` from the list until `text` shows: no unread separator and no "N unread" notice in it. */
async function opensWithoutUnread(page: Page, cid: string, text: string): Promise<void> {
  await row(page, cid).getByTestId('channel-list-item-button').click();
  await messageList(page).getByText(text).waitFor();
  expect(await page.getByTestId('unread-messages-separator').count()).toBe(0);
  expect(await page.getByTestId('unread-messages-notification').count()).toBe(0);
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

// Skipped since issue 21 (finding 1): the widget lists only channels of the product's own type with a kind the
// service set, so a room of another type without read events, next to a DM that counts, can no longer be in
// the list. Read events can only be switched for the product's whole type; these tests need rewriting around
// that (a host of their own whose product type starts without read events).
describe.skip('without read events, no unread counting', () => {
  it('a channel without read events from the start: no badge, not in the host count, no separator, no mark-read; the DM next to it counts', async () => {
    const conversation = await host.conversation();
    const { alice, bobPage, channel: dm } = conversation;
    const lastUnread = await recordUnread(bobPage);
    const quiet = await roomOfNewType(conversation, false, 'Quiet room');
    await backToList(bobPage);
    await row(bobPage, quiet.cid).waitFor();

    await quiet.sendMessage({ text: 'Quiet news', user_id: alice.sub });
    await expect.poll(() => row(bobPage, quiet.cid).textContent()).toContain('Quiet news');
    // The DM's message comes after: once it is counted, the quiet one would have been too.
    await dm.sendMessage({ text: 'Counted news', user_id: alice.sub });
    await onlyTheDmCounts(bobPage, quiet.cid, dm.cid, lastUnread);
    await opensWithoutUnread(bobPage, quiet.cid, 'Quiet news');

    // Opening the DM marks it read; by then a mark-read of the quiet channel would have gone out before it.
    await backToList(bobPage);
    const dmReads = readPosts(dm.cid).length;
    await row(bobPage, dm.cid).getByTestId('channel-list-item-button').click();
    await messageList(bobPage).getByText('Counted news').waitFor();
    await expect.poll(() => readPosts(dm.cid).length).toBeGreaterThan(dmReads);
    expect(readPosts(quiet.cid)).toEqual([]);
    await expect.poll(lastUnread).toEqual({ total: 0, channels: 0 });
  });

  it('read events switched off on the type while the channel is open: from its next update on nothing counts, and switched on again it counts', async () => {
    const conversation = await host.conversation();
    const { alice, bobPage, channel: dm } = conversation;
    const lastUnread = await recordUnread(bobPage);
    const live = await roomOfNewType(conversation, true, 'Live room');
    await backToList(bobPage);

    // While it has read events, a message counts and opening the channel marks it read.
    await live.sendMessage({ text: 'Counted while on', user_id: alice.sub });
    await expect.poll(() => badge(bobPage, live.cid).textContent()).toBe('1');
    await expect.poll(lastUnread).toEqual({ total: 1, channels: 1 });
    await row(bobPage, live.cid).getByTestId('channel-list-item-button').click();
    await messageList(bobPage).getByText('Counted while on').waitFor();
    await expect.poll(() => readPosts(live.cid).length).toBe(1);
    await expect.poll(lastUnread).toEqual({ total: 0, channels: 0 });

    await switchReadEvents(live, false, 'Live room, quiet now');

    await live.sendMessage({ text: 'Not counted while off', user_id: alice.sub });
    await messageList(bobPage).getByText('Not counted while off').waitFor();
    await backToList(bobPage);
    await live.sendMessage({ text: 'Nor this one', user_id: alice.sub });
    await expect.poll(() => row(bobPage, live.cid).textContent()).toContain('Nor this one');
    await dm.sendMessage({ text: 'The DM still counts', user_id: alice.sub });
    await onlyTheDmCounts(bobPage, live.cid, dm.cid, lastUnread);
    await opensWithoutUnread(bobPage, live.cid, 'Nor this one');
    expect(readPosts(live.cid)).toHaveLength(1);

    // Switched on again while the channel is open: what arrives now is marked read again, without a reload.
    await switchReadEvents(live, true, 'Live room, counting again');
    await live.sendMessage({ text: 'Counted again', user_id: alice.sub });
    await messageList(bobPage).getByText('Counted again').waitFor();
    await expect.poll(() => readPosts(live.cid).length).toBe(2);
  });
});
