/** Where `npm run screenshots` writes, and how it takes the panel's picture. */
import type { Page } from 'playwright-core';

/** docs/screenshots/ of the repository. */
export const SHOTS_DIR = new URL('../../docs/screenshots/', import.meta.url).pathname;

/** The whole viewport (`full`: the whole page) as docs/screenshots/`name`.png; answers the PNG. */
export async function shootPage(page: Page, name: string, full = false): Promise<Buffer> {
  const png = await page.screenshot({ path: `${SHOTS_DIR}${name}.png`, fullPage: full, animations: 'disabled' });
  console.log(`docs/screenshots/${name}.png`);
  return png;
}

/** The panel (its box, a little shadow around it) as a PNG named `name`. */
export async function shoot(page: Page, name: string): Promise<void> {
  // Layout and the panel's entrance settle first: two frames after the fonts are in.
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))));
  const box = await page.locator('.bc-panel').boundingBox();
  if (!box) throw new Error(`no panel for ${name}`);
  const viewport = page.viewportSize()!;
  const x = Math.max(0, box.x - 8);
  const y = Math.max(0, box.y - 8);
  const clip = { x, y, width: Math.min(viewport.width - x, box.width + 16), height: Math.min(viewport.height - y, box.height + 16) };
  await page.screenshot({ path: `${SHOTS_DIR}${name}.png`, clip, animations: 'disabled' });
  console.log(`docs/screenshots/${name}.png`);
}
