// A message's options (the one-click reaction and ⋯) stay inside the panel, and showing them moves no row. Before:
// in the narrow panel the kit sized their box for one button while two show, so beside the user's own message the ⋯
// hung past the panel's left edge (desktop, x ≈ 20 of the panel), and beside another's message the buttons spilled
// past the list's right edge: the list became scrollable sideways, and on a phone opening a message's menu scrolled
// it 28 px, cutting every avatar at the panel's left edge. Their room is kept beside every message, so showing
// them (a hover, a tap) rewraps no text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { SIZES } from './helpers/devices.js';
import { startDmPair } from './helpers/dmPair.js';
import type { DmPair } from './helpers/dmPair.js';
import { sendMessage } from './helpers/widgetHost.js';

type Box = { x: number; y: number; width: number; height: number };

const THEIRS = 'Also: the deadline is flexible by a week, and the budget can stretch if the scope grows a little.';
const MINE = 'Yes, three of them last year, for two shops and a bank. I can send examples and the numbers after each one.';

const list = (page: Page) => page.locator('.str-chat__main-panel .str-chat__message-list');
const messageIn = (page: Page, text: string) => list(page).locator('.str-chat__li', { hasText: text }).last();

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

const inside = (inner: Box, outer: Box) => inner.x >= outer.x - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5;

/** Each row's left edge and its avatar's, in list order. */
const rowPlaces = (page: Page) => list(page).locator('.str-chat__li').evaluateAll((rows) => rows.map((row) => {
  // A grouped message keeps no avatar box (the last of the group shows it).
  const avatar = row.querySelector('.str-chat__message > .str-chat__avatar')?.getBoundingClientRect();
  return [Math.round(row.getBoundingClientRect().x), avatar && avatar.width > 0 ? Math.round(avatar.x) : null];
}));

/** How far the message list can scroll sideways, and how far it has. */
const sideways = (page: Page) => list(page).evaluate((element) => {
  const scroller = element.closest('.str-chat__message-list-scroll') ?? element.querySelector('.str-chat__message-list-scroll') ?? element;
  return { overflow: scroller.scrollWidth - scroller.clientWidth, scrolled: scroller.scrollLeft };
});

/** Shows the message's options: hover with a mouse, a tap on a touch screen. */
async function showOptions(page: Page, message: Locator, touch: boolean): Promise<void> {
  const bubble = message.locator('.str-chat__message-bubble');
  if (touch) await bubble.tap();
  else await bubble.hover();
  await message.getByTestId('message-actions-toggle-button').waitFor();
}

/** Opens the message's menu: its ⋯ with a mouse, a long press on a touch screen. */
async function openMenu(page: Page, message: Locator, touch: boolean): Promise<void> {
  const menu = page.getByRole('menu', { name: 'Message Actions' });
  if (touch) {
    const area = await box(message.locator('.str-chat__message-bubble'));
    const at = { x: area.x + area.width / 2, y: area.y + area.height / 2 };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
    await menu.waitFor();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } else {
    await message.locator('.str-chat__message-bubble').hover();
    await message.getByTestId('message-actions-toggle-button').click();
  }
  await menu.waitFor({ state: 'visible' });
}

describe.each(SIZES)('a message\'s options (%s)', (device, options) => {
  let pair: DmPair;
  let alice: Page;
  const touch = device === 'phone';
  beforeAll(async () => {
    ({ alice } = pair = await startDmPair({ bountyId: `bounty-options-${device}`, alice: options, bob: options, timeout: 10_000 }));
    await sendMessage(pair.bob, THEIRS);
    await messageIn(alice, THEIRS).waitFor();
    await sendMessage(alice, MINE);
    await sendMessage(pair.bob, THEIRS.replace('Also', 'And'));
    await messageIn(alice, THEIRS.replace('Also', 'And')).waitFor();
  }, 90_000);
  afterAll(async () => { await pair?.close(); });

  it('beside the user\'s own longest message, ⋯ and the reaction button lie inside the panel', async () => {
    const mine = messageIn(alice, MINE);
    await alice.locator('.bc-bar-title').hover();
    const resting = await box(mine.locator('.str-chat__message-bubble'));
    await showOptions(alice, mine, touch);
    // Their room was kept: the message neither moves nor rewraps as they show.
    expect(await box(mine.locator('.str-chat__message-bubble'))).toEqual(resting);
    const panel = await box(alice.locator('.bc-panel'));
    const more = await box(mine.getByTestId('message-actions-toggle-button'));
    const react = await box(mine.getByTestId('message-reaction-action'));
    expect({ more: inside(more, panel), react: inside(react, panel) }).toEqual({ more: true, react: true });
    // Nor do they lie over the message's own words.
    const bubble = await box(mine.locator('.str-chat__message-bubble'));
    expect(more.x + more.width).toBeLessThanOrEqual(bubble.x + 0.5);
  });

  it('opening another\'s message menu moves no row sideways, and the list never scrolls sideways', async () => {
    await alice.locator('.bc-bar-title').hover();
    expect((await sideways(alice)).overflow).toBeLessThanOrEqual(0);
    const before = await rowPlaces(alice);
    await openMenu(alice, messageIn(alice, THEIRS.replace('Also', 'And')), touch);
    expect(await rowPlaces(alice)).toEqual(before);
    expect(await sideways(alice)).toEqual({ overflow: 0, scrolled: 0 });
    // The avatars start inside the panel.
    const panel = await box(alice.locator('.bc-panel'));
    for (const [, avatar] of await rowPlaces(alice)) if (avatar !== null) expect(avatar).toBeGreaterThanOrEqual(panel.x);
    await alice.keyboard.press('Escape');
  });
});
