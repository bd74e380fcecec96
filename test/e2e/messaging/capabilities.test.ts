// Capabilities changed on the provider while the channel is open take effect at once, without a reload:
// a frozen channel (composer and thread composer replaced, no reacting), links switched off (refused before
// sending), slow mode (a countdown for a plain member, none for one who may skip it) and a role change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelData } from 'stream-chat';
import { messageList, startMessagingHost, typeAndSend } from './messagingHost.js';
import type { MessagingHost } from './messagingHost.js';
import { CHANNEL_TYPE } from '../../../src/contract/ids.js';

let host: MessagingHost;
beforeAll(async () => { host = await startMessagingHost(); });
afterAll(async () => { await host?.close(); });

const READ_ONLY = "You can't send messages in this conversation";
const THREAD_READ_ONLY = "You can't send thread replies in this conversation";

/** Waits until the page has asked the provider for the channel again (after `since` requests). */
async function requeried(since: number): Promise<void> {
  await expect.poll(() => host.proxy.requests.slice(since).some((line) => new RegExp(`^POST /channels/${CHANNEL_TYPE}/[^/]+/query`).test(line))).toBe(true);
}

describe('capabilities, live', () => {
  it('freezing replaces the composer and the thread composer and removes reacting; unfreezing restores them', async () => {
    const { alicePage, bobPage, channel } = await host.conversation();
    await typeAndSend(alicePage, 'Open a thread on this');
    // The channel's list comes first; the thread shows the message again in its own list.
    const message = messageList(bobPage).first().locator('.str-chat__message', { hasText: 'Open a thread on this' });
    await message.waitFor();
    // A message's actions load at the page's first idle moment after the channel shows.
    await expect.poll(() => message.getByTestId('message-reaction-action').count()).toBe(1);
    // The action shows on hover; the click is dispatched so the test does not depend on hover styling.
    await message.getByTestId('thread-action').dispatchEvent('click');
    const thread = bobPage.locator('.str-chat__thread');
    await thread.getByTestId('message-input').waitFor();

    await channel.updatePartial({ set: { frozen: true } });
    await bobPage.getByText(READ_ONLY, { exact: true }).waitFor();
    await thread.getByText(THREAD_READ_ONLY, { exact: true }).waitFor();
    expect(await bobPage.getByTestId('message-input').count()).toBe(0);
    // Without upload-file (a frozen channel drops it) there is no file picker either.
    expect(await bobPage.getByTestId('invoke-attachment-selector-button').count()).toBe(0);
    // The thread covers the list in the narrow panel: count the message's actions rather than hover them.
    await expect.poll(() => message.getByTestId('message-reaction-action').count()).toBe(0);

    await channel.updatePartial({ unset: ['frozen'] });
    await thread.getByTestId('message-input').waitFor();
    await expect.poll(() => bobPage.getByText(READ_ONLY, { exact: true }).count()).toBe(0);
    await expect.poll(() => message.getByTestId('message-reaction-action').count()).toBe(1);
  });

  it("links switched off while the channel is open: a link is refused before sending with 'Sending links is not allowed in this conversation'", async () => {
    const { alicePage, bobPage, channel } = await host.conversation();
    await typeAndSend(bobPage, 'see https://example.com/first');
    await messageList(alicePage).locator('.str-chat__message', { hasText: 'example.com/first' }).waitFor();

    const since = host.proxy.requests.length;
    await channel.updatePartial({ set: { disable_links: true } as Partial<ChannelData> });
    await requeried(since);
    const posts = host.proxy.messagePosts.length;
    await typeAndSend(bobPage, 'and www.example.org/second');
    await bobPage.getByText('Sending links is not allowed in this conversation', { exact: true }).waitFor();
    expect(host.proxy.messagePosts.length).toBe(posts);
    expect(await bobPage.getByTestId('message-input').inputValue()).toBe('and www.example.org/second');
    expect(await messageList(bobPage).locator('.str-chat__message', { hasText: 'example.org/second' }).count()).toBe(0);

    await typeAndSend(bobPage, 'fine, no links then');
    await messageList(alicePage).getByText('fine, no links then').waitFor();
    expect(await bobPage.getByText('Sending links is not allowed in this conversation').count()).toBe(0);
  });

  it('slow mode set on the provider: a plain member sees the countdown and cannot send; so does the DM\'s opener; a promotion lifts it live', async () => {
    const { alice, alicePage, bob, bobPage, channel } = await host.conversation();
    await channel.update({ cooldown: 30 } as ChannelData);

    await typeAndSend(bobPage, 'Bob, first under slow mode');
    const countdown = bobPage.getByTestId('cooldown-timer');
    await countdown.waitFor();
    const first = Number(await countdown.textContent());
    expect(first).toBeGreaterThan(25);
    expect(first).toBeLessThanOrEqual(30);
    await expect.poll(async () => Number(await countdown.textContent()), { timeout: 5_000 }).toBeLessThan(first);
    expect(await bobPage.getByTestId('message-input').isDisabled()).toBe(true);

    // The opener owns the DM for the product only (owner_id): the service user created it, so at the provider
    // she holds no owner grant and slow mode applies to her too.
    await typeAndSend(alicePage, 'Alice, first');
    await messageList(bobPage).getByText('Alice, first').waitFor();
    await alicePage.getByTestId('cooldown-timer').waitFor();

    // Bob becomes a moderator: the countdown goes away without a reload, and he can send again.
    await channel.addModerators([bob.sub]);
    await expect.poll(() => countdown.count()).toBe(0);
    await typeAndSend(bobPage, 'Bob, as a moderator');
    await messageList(alicePage).getByText('Bob, as a moderator').waitFor();
    expect(alice.sub).not.toBe(bob.sub);
  });
});
