// A message with a blocklisted word bounces (fake-stream's blocklist): the sender gets the bounce prompt,
// and each of its choices does what it says: Delete, Edit Message, Send Anyway.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messageList, startMessagingHost, typeAndSend } from './messagingHost.js';
import type { MessagingHost } from './messagingHost.js';

let host: MessagingHost;
beforeAll(async () => { host = await startMessagingHost({ blocklist: ['scam'] }); });
afterAll(async () => { await host?.close(); });

const PROMPT = 'This message did not meet our content guidelines';

/** Sends `text`, which bounces, and opens the bounce prompt from the bounced message. */
async function bounceAndOpenPrompt(page: Page, text: string) {
  await typeAndSend(page, text);
  const bounced = messageList(page).locator('.str-chat__message--error', { hasText: text });
  await bounced.waitFor();
  await bounced.locator('[data-testid="message-inner"]').click();
  const prompt = page.getByTestId('message-bounce-prompt').filter({ hasText: PROMPT });
  await prompt.waitFor();
  return { bounced, prompt };
}

describe('bounce prompt', () => {
  it('Delete removes the bounced message; the other user never sees it', async () => {
    const { alicePage, bobPage } = await host.conversation();
    const { bounced, prompt } = await bounceAndOpenPrompt(alicePage, 'not a scam at all');
    await prompt.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => bounced.count()).toBe(0);
    await expect.poll(() => prompt.count()).toBe(0);
    expect(await messageList(bobPage).getByText('not a scam at all').count()).toBe(0);
  });

  it('Edit Message puts the text back in the composer; the edited message is sent', async () => {
    const { alicePage, bobPage } = await host.conversation();
    const { bounced, prompt } = await bounceAndOpenPrompt(alicePage, 'this scam offer');
    await prompt.getByRole('button', { name: 'Edit Message' }).click();
    const composer = alicePage.getByTestId('message-input');
    await expect.poll(() => composer.inputValue()).toBe('this scam offer');
    await composer.fill('this fair offer');
    await composer.press('Enter');
    await messageList(bobPage).getByText('this fair offer').waitFor();
    await expect.poll(() => bounced.count()).toBe(0);
    expect(await messageList(bobPage).getByText('this scam offer').count()).toBe(0);
  });

  it('Send Anyway sends the message as it is; the other user gets it once', async () => {
    const { alicePage, bobPage } = await host.conversation();
    const { bounced, prompt } = await bounceAndOpenPrompt(alicePage, 'call it a scam if you like');
    await prompt.getByRole('button', { name: 'Send Anyway' }).click();
    await messageList(bobPage).getByText('call it a scam if you like').waitFor();
    await expect.poll(() => bounced.count()).toBe(0);
    // Once, not twice: polled, because a list that has just gained its first message may redraw it.
    await expect.poll(() => messageList(bobPage).getByText('call it a scam if you like').count()).toBe(1);
    await expect.poll(() => messageList(alicePage).getByText('call it a scam if you like').count()).toBe(1);
  });
});
