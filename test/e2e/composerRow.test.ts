// The composer gives its text box the row: on the 400 px docked panel and on a phone the textarea is at least 85 %
// of the composer's box wide (it was 204 px of a 302 px row, 26 characters a line), with the attach, emoji and send
// buttons on a row of their own inside the box; and nothing in it moves when the lazy attachment and emoji buttons
// arrive (every box recorded from the first frame the textarea shows until both are there). Boxes are taken
// relative to the panel: the docked panel rises 12 px as it opens, and on a loaded machine the conversation can
// draw before that rise has ended; the panel moving is not the composer's text jumping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePair, openDirectMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { SIZES } from './helpers/devices.js';

let env: HostEnvironment;
beforeAll(async () => { env = await startHostEnvironment(); }, 60_000);
afterAll(async () => { await env?.close(); });

type Box = { x: number; y: number; width: number; height: number };
/** The parts whose boxes are watched, by selector inside the widget's shadow root. */
const PARTS = {
  textarea: '.str-chat__main-panel textarea',
  row: '.str-chat__main-panel .str-chat__message-composer',
  attach: '.str-chat__main-panel .str-chat__attachment-selector',
  emoji: '.str-chat__main-panel .str-chat__message-textarea-emoji-picker',
  send: '.str-chat__main-panel .str-chat__message-composer__actions',
};

describe.each(SIZES)('the composer (%s)', (name, device) => {
  it('gives the text box the row, and holds still while its buttons load', async () => {
    const { candidate, poster } = makePair();
    const page = await env.openHost(candidate, `composer-row-${name}.html`, {}, device);
    page.setDefaultTimeout(10_000);
    // Every distinct box each part has had, from the textarea's first frame, recorded in the page as it draws.
    await page.evaluate((parts) => {
      const seen: Record<string, Array<{ x: number; y: number; width: number; height: number }>> = {};
      (window as unknown as { composerParts: typeof seen }).composerParts = seen;
      const watch = () => {
        const root = document.querySelector('bounty-chat')?.shadowRoot;
        const panel = root?.querySelector('.bc-panel')?.getBoundingClientRect();
        if (panel && root?.querySelector(parts.textarea)) {
          for (const [part, selector] of Object.entries(parts)) {
            const element = root.querySelector(selector);
            if (!element) continue;
            // Whole pixels: while the panel rises its offsets carry float noise (657.0000124 against 657), a
            // jump of the text box is whole pixels.
            const rect = element.getBoundingClientRect();
            const x = Math.round(rect.left - panel.left);
            const y = Math.round(rect.top - panel.top);
            const width = Math.round(rect.width);
            const height = Math.round(rect.height);
            const boxes = (seen[part] ??= []);
            const last = boxes.at(-1);
            if (!last || last.x !== x || last.y !== y || last.width !== width || last.height !== height) boxes.push({ x, y, width, height });
          }
        }
        if (!(window as unknown as { composerDone?: boolean }).composerDone) requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    }, PARTS);
    await openDirectMessage(page, { userId: poster.sub, bountyId: `bounty-composer-row-${name}`, candidateId: candidate.sub });
    await page.getByTestId('invoke-attachment-selector-button').waitFor();
    await page.locator('.str-chat__emoji-picker-button').waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const seen = await page.evaluate(() => {
      (window as unknown as { composerDone: boolean }).composerDone = true;
      return (window as unknown as { composerParts: Record<string, Box[]> }).composerParts;
    });
    // Nothing moved: each part had one box once it had a size (the first frame may be before layout).
    for (const part of Object.keys(PARTS)) {
      const sized = (seen[part] ?? []).filter((box) => box.width > 0);
      expect({ part, boxes: sized }).toEqual({ part, boxes: [sized.at(-1)] });
    }
    const textarea = seen.textarea!.at(-1)!;
    const row = seen.row!.at(-1)!;
    expect(textarea.width / row.width, `${textarea.width} of ${row.width} px`).toBeGreaterThanOrEqual(0.85);
    // A line holds a sentence: 40 characters of the composer's own font fit on one line.
    const fits = await page.getByTestId('message-input').evaluate((element) => {
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = getComputedStyle(element).font;
      return context.measureText('Happy to start on the checkout tests now').width <= element.clientWidth;
    });
    expect(fits).toBe(true);
    await page.close();
  });
});
