// Dark mode, finished: on the list, a conversation and a thread, axe finds nothing serious or critical (its
// contrast rule checks every text at WCAG AA), the row's bounty title and the title bar read at 4.5:1 or more,
// the borders between layers show, and each layer has one surface colour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { addAxe, seriousFindings } from './support/axe.js';
import { lookUsers, seedLookScene } from './support/lookScene.js';
import type { LookScene } from './support/lookScene.js';
import { contrastRatio, over } from '../helpers/contrast.js';
import { SIZES } from './helpers/devices.js';

let env: HostEnvironment;
beforeAll(async () => { env = await startHostEnvironment(); });
afterAll(async () => { await env?.close(); });

/** The text colour of `locator` and the opaque colour behind it (translucent layers composed), as rendered. */
async function colours(locator: Locator): Promise<{ fg: string; bg: string }> {
  const layers = await locator.evaluate((element) => {
    const stack: string[] = [];
    for (let node: Element | null = element; node; node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host ?? null)) {
      stack.push(getComputedStyle(node).backgroundColor);
    }
    return { fg: getComputedStyle(element).color, stack };
  });
  let bg = 'rgb(255, 255, 255)';
  for (const layer of layers.stack.reverse()) bg = over(layer, bg);
  return { fg: over(layers.fg, bg), bg };
}
const ratio = async (locator: Locator) => { const { fg, bg } = await colours(locator); return contrastRatio(fg, bg); };

const sizes = SIZES;

describe.each(sizes)('dark mode on %s', (name, device) => {
  let page: Page;
  let scene: LookScene;
  beforeAll(async () => {
    const users = lookUsers();
    page = await env.openHost(users.candidate, `dark-${name}.html`, { initOptions: "theme: { colorScheme: 'dark' }" }, { ...device, colorScheme: 'dark' });
    page.setDefaultTimeout(10_000);
    await addAxe(page);
    await page.locator('.bc-launcher').click();
    scene = await seedLookScene(env, page, users);
  }, 60_000);
  afterAll(async () => { await page?.close(); });

  it('the list: no serious axe finding, the bounty title and the header at AA, one surface, visible borders', async () => {
    await page.locator('.bc-back').click();
    const row = page.locator('.bc-row').filter({ hasText: 'Carla Diaz' });
    await row.getByTestId('unread-badge').waitFor();
    expect(await seriousFindings(page)).toEqual([]);
    for (const text of [row.getByTestId('row-bounty'), page.locator('.bc-bar-title'), row.locator('time'), row.getByTestId('row-new')]) {
      expect(await ratio(text), await text.innerHTML()).toBeGreaterThanOrEqual(4.5);
    }
    // One surface: the panel, the list and a row share the panel's colour.
    const panel = (await colours(page.locator('.bc-bar'))).bg;
    expect((await colours(page.locator('.str-chat__channel-list'))).bg).toBe(panel);
    expect((await colours(row.getByTestId('row-bounty'))).bg).toBe(panel);
    // The title bar's border shows against the panel (WCAG 1.4.11 asks 3:1 of component edges; a separator 1.5).
    const border = await page.locator('.bc-bar').evaluate((el) => getComputedStyle(el).borderBottomColor);
    expect(contrastRatio(over(border, panel), panel)).toBeGreaterThanOrEqual(1.5);
  });

  it('a conversation: no serious axe finding, the message list on the panel\'s surface', async () => {
    await page.locator('.bc-row').filter({ hasText: scene.poster.name }).getByTestId('channel-list-item-button').click();
    const list = page.locator('.str-chat__main-panel .str-chat__message-list');
    await list.getByText('the deadline is flexible').waitFor();
    expect(await seriousFindings(page)).toEqual([]);
    const panel = (await colours(page.locator('.bc-bar'))).bg;
    expect((await colours(list)).bg).toBe(panel);
    const composer = await colours(page.getByTestId('message-input'));
    expect(contrastRatio(composer.fg, composer.bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('a thread: no serious axe finding', async () => {
    const thread = page.locator('.str-chat__thread');
    // A tap the list's re-render swallowed opens no thread: the user would tap again.
    await expect.poll(async () => {
      if (await thread.getByText('include the A/B test setup').isVisible()) return true;
      // force: on a loaded machine the phone's list still shifts by a pixel between frames (known, being looked into;
      // the widget's known open item), which Playwright's stability wait never sees end. The thread must still open.
      await page.locator('.str-chat__main-panel .str-chat__message-replies-count-button').first().click({ timeout: 2_000, force: true }).catch(() => undefined);
      return thread.getByText('include the A/B test setup').waitFor({ timeout: 2_000 }).then(() => true, () => false);
    }, { timeout: 20_000 }).toBe(true);
    expect(await seriousFindings(page)).toEqual([]);
  });
});
