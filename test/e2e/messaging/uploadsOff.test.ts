// Without `upload-file` no picker: in a channel whose config has uploads off (a server-side config override) the
// composer's attachment menu offers no "File" (a poll still), there is no file input and no drop zone, while text
// still goes out; switched off and on again while the channel is open, the picker follows without a reload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelData } from 'stream-chat';
import type { Page } from 'playwright-core';
import { messageList, startMessagingHost, typeAndSend } from './messagingHost.js';
import type { MessagingHost } from './messagingHost.js';
import { CHANNEL_TYPE } from '../../../src/contract/ids.js';

let host: MessagingHost;
beforeAll(async () => { host = await startMessagingHost(); });
afterAll(async () => { await host?.close(); });

const picker = (page: Page) => page.getByTestId('invoke-attachment-selector-button');

/** Whether the composer's attachment menu offers "File" (it may still offer a poll); the menu is closed again. */
async function offersFiles(page: Page): Promise<boolean> {
  if (await picker(page).count() === 0) return false;
  await picker(page).click();
  const menu = page.getByTestId('attachment-selector-actions-menu');
  await menu.waitFor();
  const offered = await menu.locator('.str-chat__attachment-selector-actions-menu__upload-file-button').count() > 0;
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  return offered;
}
const fileInputs = (page: Page) => page.locator('.str-chat__message-composer input[type="file"]');
const attachmentPreviews = (page: Page) => page.locator('.str-chat__attachment-preview-list .str-chat__attachment-preview-file');
const uploads = () => host.proxy.requests.filter((line) => /^POST \/channels\/[^/]+\/[^/]+\/(?:file|image)/.test(line));

/**
 * Drags a file over the composer and drops it: returns whether the kit's drop overlay ("Drag your files here")
 * showed while the file was over it. React renders the overlay a task after the drag's events (they are not
 * discrete events), so `expected` says how long to look: shown, up to 5 s for it to come; hidden, the page's next
 * two frames, by which a render the drag started has been painted.
 */
async function dropFile(page: Page, expected: 'shown' | 'hidden'): Promise<boolean> {
  const zone = page.locator('.str-chat__message-composer-container.str-chat__dropzone-root');
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['a short brief'], 'brief.txt', { type: 'text/plain' }));
    return transfer;
  });
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  const overlay = page.locator('.str-chat__dropzone-container');
  let shown: boolean;
  if (expected === 'shown') {
    shown = await overlay.waitFor({ timeout: 5_000 }).then(() => true, () => false);
  } else {
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    shown = await overlay.count() > 0;
  }
  await zone.dispatchEvent('drop', { dataTransfer });
  await dataTransfer.dispose();
  return shown;
}

describe('without upload-file, no picker', () => {
  it('a channel opened with uploads off has no picker, file input or drop zone; text is sent', async () => {
    const { alice, bob, alicePage, bobPage } = await host.conversation();
    // The attachment button loads at the composer's first idle moment.
    await picker(bobPage).waitFor();
    expect(await offersFiles(bobPage)).toBe(true);
    const quiet = host.server.channel(CHANNEL_TYPE, `no-files-${bob.sub}`, {
      created_by_id: alice.sub, members: [alice.sub, bob.sub], name: 'No files here', kind: 'bounty', config_overrides: { uploads: false },
    } as ChannelData);
    await quiet.create();
    await bobPage.locator('.bc-back').click();
    await bobPage.locator(`li[data-cid="${quiet.cid}"]`).getByTestId('channel-list-item-button').click();
    await bobPage.getByText('No files here').first().waitFor();
    await bobPage.getByTestId('message-input').waitFor();

    expect(await offersFiles(bobPage)).toBe(false);
    expect(await fileInputs(bobPage).count()).toBe(0);
    const uploadsBefore = uploads().length;
    expect(await dropFile(bobPage, 'hidden')).toBe(false);
    await typeAndSend(bobPage, 'Only words in here');
    await alicePage.locator('.bc-back').click();
    await alicePage.locator(`li[data-cid="${quiet.cid}"]`).getByTestId('channel-list-item-button').click();
    await messageList(alicePage).getByText('Only words in here').waitFor();
    // The text went out after the drop: a file taken from it would have been on its way by then.
    expect(await attachmentPreviews(bobPage).count()).toBe(0);
    expect(uploads().length).toBe(uploadsBefore);
  });

  it('uploads switched off while the channel is open remove the picker and drop zone at once; switched on, both come back together', async () => {
    const { alicePage, bobPage, channel } = await host.conversation();
    await picker(bobPage).waitFor();
    expect(await offersFiles(bobPage)).toBe(true);
    expect(await fileInputs(bobPage).count()).toBeGreaterThan(0);

    await channel.updatePartial({ set: { config_overrides: { uploads: false } } });
    await expect.poll(() => fileInputs(bobPage).count()).toBe(0);
    expect(await offersFiles(bobPage)).toBe(false);
    const uploadsBefore = uploads().length;
    expect(await dropFile(bobPage, 'hidden')).toBe(false);
    await typeAndSend(bobPage, 'Words still go out');
    await messageList(alicePage).getByText('Words still go out').waitFor();
    expect(await attachmentPreviews(bobPage).count()).toBe(0);
    expect(uploads().length).toBe(uploadsBefore);

    await channel.updatePartial({ unset: ['config_overrides'] });
    await expect.poll(() => fileInputs(bobPage).count()).toBeGreaterThan(0);
    expect(await offersFiles(bobPage)).toBe(true);
    // The drop zone comes back with the picker: a file dropped as soon as the picker offers files is taken.
    expect(await dropFile(bobPage, 'shown')).toBe(true);
    await attachmentPreviews(bobPage).first().waitFor();
    await expect.poll(() => uploads().length).toBeGreaterThan(uploadsBefore);
  });
});
