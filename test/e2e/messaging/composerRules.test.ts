// The composer's rules in the browser: whitespace is never sent, outer newlines are trimmed, sending waits for
// uploads, at most 30 attachments, and the app's upload configs refuse files with a reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messageList, startMessagingHost } from './messagingHost.js';
import type { MessagingHost } from './messagingHost.js';

let host: MessagingHost;
beforeAll(async () => {
  host = await startMessagingHost();
  // The app's upload configs, as an operator sets them on the provider.
  await host.server.updateAppSettings({
    file_upload_config: { blocked_file_extensions: ['.exe'] },
    image_upload_config: { size_limit: 1024 },
  });
});
afterAll(async () => { await host?.close(); });

const file = (name: string, mimeType: string, size = 10) => ({ name, mimeType, buffer: Buffer.alloc(size, 65) });
const notice = (page: Page) => page.getByTestId('composer-notice');
const fileInput = (page: Page) => page.locator('.str-chat__message-composer input[type="file"]').first();

describe('composer rules', () => {
  it('never sends whitespace alone, and trims leading and trailing newlines', async () => {
    const { alicePage, bobPage, channel } = await host.conversation();
    const composer = bobPage.getByTestId('message-input');
    const posts = host.proxy.messagePosts.length;
    await composer.fill('   \n \t \n');
    // Nothing to send: no send button that may be pressed (the kit shows the voice button instead).
    expect(await bobPage.locator('[data-testid="send-button"]:not([disabled])').count()).toBe(0);
    await composer.press('Enter');
    expect(host.proxy.messagePosts.length).toBe(posts);

    await composer.fill('\n\n  Hello there\n\nsecond paragraph\n\n');
    await composer.press('Enter');
    await messageList(alicePage).getByText('second paragraph').waitFor();
    const { messages } = await channel.query({ messages: { limit: 5 } });
    expect(messages.map((m) => m.text)).toEqual(['  Hello there\n\nsecond paragraph']);
  });

  it("refuses adding files past 30 with 'You can't uplod more than 30 attachments'", async () => {
    const { bobPage } = await host.conversation();
    const many = Array.from({ length: 31 }, (_, i) => file(`note-${i}.txt`, 'text/plain'));
    const uploads = host.proxy.requests.length;
    await fileInput(bobPage).setInputFiles(many);
    await expect.poll(() => notice(bobPage).textContent()).toBe("You can't uplod more than 30 attachments");
    expect(host.proxy.requests.slice(uploads).filter((line) => / \/channels\/[^ ]+\/file/.test(line))).toEqual([]);

    await fileInput(bobPage).setInputFiles([file('a.txt', 'text/plain'), file('b.txt', 'text/plain')]);
    await expect.poll(() => host.proxy.requests.slice(uploads).filter((line) => /^POST \/channels\/[^ ]+\/file/.test(line)).length).toBe(2);
  });

  it("follows the app's upload configs: a blocked extension and an image over the size limit are refused with the reason", async () => {
    const { alicePage, bobPage } = await host.conversation();
    await fileInput(bobPage).setInputFiles([file('setup.exe', 'application/x-msdownload')]);
    await expect.poll(() => notice(bobPage).textContent()).toBe('"setup.exe" can\'t be attached: files ending in .exe are not allowed.');
    await fileInput(bobPage).setInputFiles([file('big.png', 'image/png', 2048)]);
    await expect.poll(() => notice(bobPage).textContent()).toBe('"big.png" can\'t be attached: it is 2 KB, and images may be at most 1 KB.');

    await fileInput(bobPage).setInputFiles([file('brief.pdf', 'application/pdf', 2048)]);
    const composer = bobPage.getByTestId('message-input');
    await composer.fill('the brief');
    await expect.poll(() => bobPage.getByTestId('send-button').isDisabled()).toBe(false);
    await composer.press('Enter');
    await messageList(alicePage).getByText('brief.pdf').waitFor();
  });

  it("does not send while uploads run: 'Wait until all attachments have uploaded', the send button disabled, Enter sends nothing", async () => {
    const { alicePage, bobPage } = await host.conversation();
    let release!: () => void;
    host.proxy.holdUploads(new Promise<void>((resolve) => { release = resolve; }));
    try {
      await fileInput(bobPage).setInputFiles([file('slow.pdf', 'application/pdf', 4096)]);
      const composer = bobPage.getByTestId('message-input');
      await composer.fill('with the slow file');
      const send = bobPage.getByTestId('send-button');
      await expect.poll(() => send.getAttribute('title')).toBe('Wait until all attachments have uploaded');
      expect(await send.isDisabled()).toBe(true);
      await bobPage.getByTestId('composer-hint').getByText('Wait until all attachments have uploaded', { exact: true }).waitFor();
      const posts = host.proxy.messagePosts.length;
      await composer.press('Enter');
      // The text stays (the kit's textarea takes the Enter as a new line; sending trims it).
      expect((await composer.inputValue()).trim()).toBe('with the slow file');
      expect(host.proxy.messagePosts.length).toBe(posts);
    } finally {
      release();
      host.proxy.holdUploads(null);
    }
    await expect.poll(() => bobPage.getByTestId('send-button').isDisabled()).toBe(false);
    expect(await bobPage.getByTestId('composer-hint').count()).toBe(0);
    await bobPage.getByTestId('message-input').press('Enter');
    await messageList(alicePage).getByText('with the slow file').waitFor();
    await messageList(alicePage).getByText('slow.pdf').waitFor();
  });
});
