// The composer holds still while its later parts arrive: the attachment button (at the first idle moment) and the
// emoji button (after the conversation shows) take places kept for them, so the text box a user has started to
// type in neither narrows nor moves under the cursor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makePair, openDirectMessage, startHostEnvironment } from './helpers/widgetHost.js';
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
    const boxes = await page.evaluate(() => (window as unknown as { composerBoxes: Array<{ left: number; width: number }> }).composerBoxes);
    expect(boxes.length).toBeGreaterThan(0);
    expect(boxes.filter((box) => box.width > 0)).toEqual([boxes.at(-1)]);
  });
});
