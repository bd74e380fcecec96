// The open conversation's header as a person meets it, on a desktop and on a touch phone: one row holds Back, the
// other person's name with her presence line, a search button (an icon with a name, not an emoji), "⋯"
// (Conversation options) and Close. The options menu holds mute, mute the person, block and report: it opens from
// the keyboard on its first item, arrows move, Escape closes the menu alone and focus goes back to "⋯", as it does
// when a chosen item's dialog closes; it stays inside the panel, and on a phone every target in it is 44 × 44 px.
// Before, the header carried a second and third row of text links ("Mute conversation", "Mute Bob", "Block Bob",
// "Report Bob") and a 🔍 that showed as a missing-glyph box without an emoji font.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { SIZES } from './helpers/devices.js';
import { startDmPair } from './helpers/dmPair.js';
import type { DmPair } from './helpers/dmPair.js';
import { conversationOptions, optionsMenu } from './helpers/conversationOptions.js';

type Box = { x: number; y: number; width: number; height: number };

/** The element's box (it must be on screen). */
async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

/** What has focus inside the widget's shadow root: its accessible name, or its role. */
const focusedName = (page: Page) => page.evaluate(() => {
  const active = document.querySelector('bounty-chat')!.shadowRoot!.activeElement as HTMLElement | null;
  return active?.getAttribute('aria-label') ?? active?.textContent ?? null;
});

/** `inner` lies inside `outer` (half a pixel of rounding allowed). */
const inside = (inner: Box, outer: Box) => inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5
  && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;

describe.each(SIZES)('the conversation header (%s)', (device, options) => {
  let pair: DmPair;
  let page: Page;
  const phone = device === 'phone';
  beforeAll(async () => {
    pair = await startDmPair({ bountyId: `bounty-header-${device}`, alice: options, bob: options, timeout: 10_000 });
    page = pair.alice;
  }, 90_000);
  afterAll(async () => { await pair?.close(); });

  it('holds Back, the name and presence, search, ⋯ and Close on one row; no text links under it', async () => {
    const bar = page.locator('.bc-bar');
    const parts = {
      back: page.locator('.bc-back'), heading: page.locator('.bc-bar-heading'),
      search: page.getByRole('button', { name: 'Search messages' }), options: conversationOptions(page), close: page.locator('.bc-close'),
    };
    // The heading is the person: her name, and under it whether she is there.
    await page.locator('.bc-bar-counts').waitFor();
    expect(await page.locator('.bc-bar-title').textContent()).toBe(pair.poster.name);
    expect(await page.locator('.bc-bar-counts').textContent()).toMatch(/Online|Active/);
    const barBox = await box(bar);
    const boxes = Object.fromEntries(await Promise.all(Object.entries(parts).map(async ([name, part]) => [name, await box(part)] as const)));
    // Every part inside the bar, and all on one row: one horizontal line crosses each of them.
    for (const [name, partBox] of Object.entries(boxes)) expect({ name, inside: inside(partBox, barBox) }).toEqual({ name, inside: true });
    const all = Object.values(boxes);
    expect(Math.max(...all.map((part) => part.y))).toBeLessThan(Math.min(...all.map((part) => part.y + part.height)));
    // In reading order along the row: Back, the person, search, ⋯, Close.
    const order = ['back', 'heading', 'search', 'options', 'close'].map((name) => boxes[name]!.x);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // The search button's face is a drawing, not a character a machine may lack.
    expect(await parts.search.textContent()).toBe('');
    expect(await parts.search.locator('svg').count()).toBe(1);
    // The old rows of links are gone.
    for (const words of ['Mute conversation', `Block ${pair.poster.name}`, `Report ${pair.poster.name}`]) {
      expect(await page.getByRole('button', { name: words }).count()).toBe(0);
    }
    if (phone) {
      for (const name of ['search', 'options', 'back', 'close'] as const) {
        expect({ name, width: boxes[name]!.width >= 44, height: boxes[name]!.height >= 44 }).toEqual({ name, width: true, height: true });
      }
    }
  });

  it('the keyboard opens the menu on its first item, arrows move, Escape closes the menu alone and focus comes back', async () => {
    const button = conversationOptions(page);
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = optionsMenu(page);
    await menu.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const names = await menu.getByRole('menuitem').allTextContents();
    expect(names).toEqual(['Mute conversation', `Mute ${pair.poster.name}`, `Block ${pair.poster.name}…`, `Report ${pair.poster.name}…`]);
    await expect.poll(() => focusedName(page)).toBe('Mute conversation');
    await page.keyboard.press('ArrowDown');
    expect(await focusedName(page)).toBe(`Mute ${pair.poster.name}`);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focusedName(page)).toBe(`Report ${pair.poster.name}…`);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    // Only the menu closed: the conversation is still open, and focus is back on "⋯".
    expect(await page.locator('.bc-back').isVisible()).toBe(true);
    expect(await page.locator('.str-chat__main-panel textarea').isVisible()).toBe(true);
    expect(await focusedName(page)).toBe('Conversation options');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    // ArrowDown opens it too, and ArrowUp on its last item; Space as well.
    await page.keyboard.press('ArrowUp');
    await menu.waitFor();
    await expect.poll(() => focusedName(page)).toBe(`Report ${pair.poster.name}…`);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await page.keyboard.press('Space');
    await menu.waitFor();
    await expect.poll(() => focusedName(page)).toBe('Mute conversation');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
  });

  it('the open menu lies inside the panel; on a phone each item is 44 px tall', async () => {
    await conversationOptions(page).click();
    const menu = optionsMenu(page);
    await menu.waitFor();
    const panel = await box(page.locator('.bc-panel'));
    expect(inside(await box(menu), panel)).toBe(true);
    if (phone) {
      for (const item of await menu.getByRole('menuitem').all()) expect((await box(item)).height).toBeGreaterThanOrEqual(44);
    }
    // A click elsewhere closes it.
    await page.locator('.bc-bar-title').click();
    await menu.waitFor({ state: 'detached' });
  });

  it('a chosen item\'s dialog returns focus to ⋯ when it closes', async () => {
    await conversationOptions(page).click();
    await optionsMenu(page).getByRole('menuitem', { name: `Report ${pair.poster.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Report ${pair.poster.name}` });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe('Conversation options');
    // The conversation stayed open under the dialog.
    expect(await page.locator('.bc-back').isVisible()).toBe(true);
  });

  it('muting from the menu shows the muted mark in the header; the menu then offers Unmute', async () => {
    await conversationOptions(page).click();
    await optionsMenu(page).getByRole('menuitem', { name: 'Mute conversation' }).click();
    const mark = page.getByTestId('conversation-muted');
    await mark.waitFor();
    expect(await mark.getAttribute('aria-label')).toBe('Muted');
    expect(inside(await box(mark), await box(page.locator('.bc-bar')))).toBe(true);
    await conversationOptions(page).click();
    await optionsMenu(page).getByRole('menuitem', { name: 'Unmute', exact: true }).click();
    await mark.waitFor({ state: 'detached' });
  });

  it('search opens its box under the header; Escape closes it and focus returns to the search button', async () => {
    await page.getByRole('button', { name: 'Search messages' }).click();
    const box = page.getByRole('searchbox', { name: 'Search in this conversation' });
    await box.waitFor();
    await expect.poll(() => focusedName(page)).toBe('Search in this conversation');
    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'detached' });
    expect(await focusedName(page)).toBe('Search messages');
    expect(await page.locator('.bc-back').isVisible()).toBe(true);
  });
});
