// The typing bubble goes when the message arrives: Bob watches Alice type, she sends, and in Bob's window the bubble
// is gone in the frame her message shows (it stayed about 1.9 s after it, until her typing.stop was handled).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startDmPair } from './helpers/dmPair.js';
import type { DmPair } from './helpers/dmPair.js';
import { sendMessage } from './helpers/widgetHost.js';

let pair: DmPair;
let alice: Page;
let bob: Page;
beforeAll(async () => {
  ({ alice, bob } = pair = await startDmPair({ bountyId: 'bounty-typing-ends', viewport: { width: 1100, height: 900 }, timeout: 10_000 }));
  // A conversation to type into (an empty one shows its empty state, not the typing bubble).
  await sendMessage(bob, 'Hello Alice');
  await alice.locator('.str-chat__message-list').getByText('Hello Alice').waitFor();
}, 90_000);
afterAll(async () => { await pair?.close(); });

describe('the typing bubble', () => {
  it('goes in the frame the typed message shows', async () => {
    const composer = alice.locator('.str-chat__main-panel').getByTestId('message-input');
    await composer.pressSequentially('On my way');
    await bob.locator('.str-chat__typing-indicator').waitFor();
    // In Bob's page, each frame: is the message there, is the bubble there.
    await bob.evaluate(() => {
      const frames: Array<{ message: boolean; typing: boolean }> = [];
      (window as unknown as { typingFrames: typeof frames }).typingFrames = frames;
      const watch = () => {
        const root = document.querySelector('bounty-chat')!.shadowRoot!;
        const message = [...root.querySelectorAll('.str-chat__message-text')].some((node) => node.textContent?.includes('On my way'));
        frames.push({ message, typing: !!root.querySelector('.str-chat__typing-indicator') });
        if (frames.filter((frame) => frame.message).length < 10) requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await composer.press('Enter');
    await bob.locator('.str-chat__message-list').getByText('On my way').waitFor();
    await expect.poll(() => bob.evaluate(() => (window as unknown as { typingFrames: Array<{ message: boolean }> }).typingFrames.filter((frame) => frame.message).length)).toBe(10);
    const frames = await bob.evaluate(() => (window as unknown as { typingFrames: Array<{ message: boolean; typing: boolean }> }).typingFrames);
    expect(frames.filter((frame) => frame.message && frame.typing)).toEqual([]);
  });
});
