// One Escape closes one layer, the emoji picker included: Escape with focus on the emoji button, inside the picker
// or in the picker's search box closes the picker only; the conversation stays, and the next Escape goes back to
// the list. (The kit's picker had no Escape of its own: the panel took the key and closed the conversation under
// it; in the search box emoji-mart took it and dropped focus, so nothing answered.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makePair, openDirectMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { DESKTOP } from './helpers/devices.js';

let env: HostEnvironment;
beforeAll(async () => { env = await startHostEnvironment(); }, 60_000);
afterAll(async () => { await env?.close(); });

const picker = (page: Page) => page.locator('em-emoji-picker');
const conversation = (page: Page) => page.locator('.str-chat__main-panel .str-chat__message-textarea');
const list = (page: Page) => page.locator('.str-chat__channel-list');

/** Opens a DM and its emoji picker; resolves once the picker's search box shows. */
async function openPicker(page: Page, pair: ReturnType<typeof makePair>, bountyId: string): Promise<void> {
  await openDirectMessage(page, { userId: pair.poster.sub, bountyId, candidateId: pair.candidate.sub });
  await page.locator('.str-chat__main-panel').getByRole('button', { name: 'Emoji picker' }).click();
  await picker(page).locator('input[type=search]').waitFor();
}

/** The second Escape: back to the list, the panel still open. */
async function escapeGoesBackToTheList(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await list(page).waitFor();
  // The message view stays mounted, hidden, for the next open.
  await expect.poll(() => conversation(page).isVisible()).toBe(false);
  expect(await page.locator('.bc-panel').isVisible()).toBe(true);
}

describe('Escape and the emoji picker', () => {
  it.each([
    ['on the emoji button', async (_page: Page) => {}],
    ['in the picker\'s search box', async (page: Page) => { await picker(page).locator('input[type=search]').focus(); }],
    ['on an emoji of the picker', async (page: Page) => { await picker(page).locator('button[aria-label]').first().focus(); }],
  ])('Escape %s closes the picker only; the next one goes back to the list', async (_where, focus) => {
    const pair = makePair();
    const id = Math.random().toString(36).slice(2);
    const page = await env.openHost(pair.candidate, `emoji-escape-${id}.html`, {}, DESKTOP);
    page.setDefaultTimeout(10_000);
    await openPicker(page, pair, `bounty-emoji-escape-${id}`);
    await focus(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => picker(page).count()).toBe(0);
    // Settled: a conversation closed by the same key would be gone by now.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(await conversation(page).isVisible()).toBe(true);
    expect(await page.locator('.bc-back').isVisible()).toBe(true);
    expect(await page.locator('.bc-panel').isVisible()).toBe(true);
    await escapeGoesBackToTheList(page);
    await page.close();
  });
});
