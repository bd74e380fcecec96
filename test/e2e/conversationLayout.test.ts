// What the conversation puts on screen later never moves or hides what a user is on. The composer holds still
// while its later parts arrive: the attachment button (at the first idle moment) and the emoji button (after the
// conversation shows) take places kept for them, so the text box a user has started to type in neither narrows
// nor moves under the cursor. A toast never covers the latest message: pinning the last message of a full
// conversation says "Message pinned" at the top of the list, where it covers neither that message nor its menu
// button (the kit put it over both).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makePair, openDirectMessage, sendMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';

let env: HostEnvironment;
let page: Page;
const { candidate, poster } = makePair();

beforeAll(async () => {
  env = await startHostEnvironment();
  page = await env.openHost(candidate, 'alice.html', {}, { viewport: { width: 1100, height: 800 } });
  page.setDefaultTimeout(10_000);
}, 60_000);
afterAll(async () => { await env?.close(); });

describe('the composer while its buttons load', () => {
  it('the text box keeps its place and width from the moment it shows', async () => {
    // Every box the text box has had, from its first frame: recorded in the page, as the widget draws it.
    await page.evaluate(() => {
      const boxes: Array<{ left: number; width: number }> = [];
      (window as unknown as { composerBoxes: typeof boxes }).composerBoxes = boxes;
      const record = (textarea: Element) => {
        const { left, width } = textarea.getBoundingClientRect();
        const last = boxes.at(-1);
        if (!last || last.left !== left || last.width !== width) boxes.push({ left, width });
      };
      const watch = () => {
        if (boxes.length > 0 && (window as unknown as { composerSeen?: boolean }).composerSeen) return;
        // The widget draws in a shadow root of the host page's.
        const textarea = [...document.querySelectorAll('*')].map((element) => element.shadowRoot?.querySelector('textarea')).find(Boolean);
        if (textarea) record(textarea);
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await openDirectMessage(page, { userId: poster.sub, bountyId: 'bounty-composer-layout', candidateId: candidate.sub });
    await page.getByTestId('invoke-attachment-selector-button').waitFor();
    await page.locator('.str-chat__emoji-picker-button').waitFor();
    // A few frames more, for any late change.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const boxes = await page.evaluate(() => {
      (window as unknown as { composerSeen: boolean }).composerSeen = true;
      return (window as unknown as { composerBoxes: Array<{ left: number; width: number }> }).composerBoxes;
    });
    expect(boxes.length).toBeGreaterThan(0);
    expect(boxes.filter((box) => box.width > 0)).toEqual([boxes.at(-1)]);
  });
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('toasts in a conversation', () => {
  it('"Message pinned" leaves the pinned last message and its menu button uncovered', async () => {
    // In the DM the test above opened: enough messages to fill the list, so the last one sits at its bottom.
    for (const letter of 'abcdefghijklmn') await sendMessage(page, `Filler message ${letter}`);
    await sendMessage(page, 'Pin this one');
    const message = page.locator('.str-chat__main-panel .str-chat__message-list .str-chat__li', { hasText: 'Pin this one' }).last();
    await message.locator('.str-chat__message-bubble').hover();
    await message.getByTestId('message-actions-toggle-button').click();
    await page.getByRole('menu', { name: 'Message Actions' }).getByRole('menuitem', { name: 'Pin Message' }).click();
    const toast = page.getByTestId('notification').filter({ hasText: 'Message pinned' });
    await toast.waitFor();
    await message.locator('.str-chat__message-bubble').hover();
    const toggle = message.getByTestId('message-actions-toggle-button');
    await toggle.waitFor();
    // Seen, not only reachable: the toast lets the pointer through, so what matters is that it lies over neither.
    const boxes = await Promise.all([toast, toggle, message.locator('.str-chat__message-bubble')].map((part) => part.boundingBox()));
    const [shown, button, bubble] = boxes.map((box) => {
      if (!box) throw new Error('a part is not on screen');
      return box;
    }) as [Box, Box, Box];
    expect(await toast.isVisible()).toBe(true);
    expect({ button: overlaps(shown, button), bubble: overlaps(shown, bubble) }).toEqual({ button: false, bubble: false });
  });
});
