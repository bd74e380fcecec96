// Popovers stay inside the panel, on a desktop (1280×800, mouse) and a phone (375×740, touch): the message menu
// and the reaction selector of messages at the panel's top, left and right, the emoji picker, the mention list,
// the attachment menu and the list's row menu at its last row each lie within the panel's box and are drawn on
// top (over the sticky date); a picked reaction closes the selector; on touch a long press opens the menu and
// one tap on a reaction adds it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import type { StreamChat } from 'stream-chat';
import { makeHostUser } from './helpers/backend.js';
import type { HostUser } from './helpers/backend.js';
import { startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { providerAdmin } from './support/providerAdmin.js';
import { CHANNEL_TYPE } from '../../src/contract/ids.js';
import { DESKTOP, SHARP_PHONE } from './helpers/devices.js';

let env: HostEnvironment;
let admin: StreamChat;
beforeAll(async () => {
  env = await startHostEnvironment();
  admin = providerAdmin(env.backend);
});
afterAll(async () => { await env?.close(); });

interface Box { left: number; top: number; right: number; bottom: number }

const boxOf = (locator: Locator): Promise<Box> => locator.evaluate((node) => {
  const { left, top, right, bottom } = node.getBoundingClientRect();
  return { left, top, right, bottom };
});

/** Where `locator`'s box lies: 'inside' the panel's (half a pixel for rounding), else both boxes. */
async function placement(page: Page, locator: Locator): Promise<string> {
  const [box, panel] = await Promise.all([boxOf(locator), boxOf(page.locator('.bc-panel'))]);
  const inside = box.left >= panel.left - 0.5 && box.top >= panel.top - 0.5 && box.right <= panel.right + 0.5 && box.bottom <= panel.bottom + 0.5;
  return inside ? 'inside' : `${JSON.stringify(box)} outside the panel at ${JSON.stringify(panel)}`;
}

/** `locator` lies inside the panel (once placed: a popover is positioned a frame after it has its size). */
async function expectInsidePanel(page: Page, locator: Locator, what: string): Promise<void> {
  await expect.poll(() => placement(page, locator), { message: what }).toBe('inside');
}

/** What the user sees at the middle of `locator`'s top, centre and bottom is the popover itself (nothing over it). */
async function expectOnTop(locator: Locator, what: string): Promise<void> {
  const covering = () => locator.evaluate((node) => {
    const root = node.getRootNode() as ShadowRoot;
    const { left, top, right, bottom } = node.getBoundingClientRect();
    const x = (left + right) / 2;
    return [top + 4, (top + bottom) / 2, bottom - 4]
      .map((y) => root.elementFromPoint(x, y))
      .filter((hit) => !hit || !node.contains(hit))
      .map((hit) => hit?.className ?? 'nothing');
  });
  await expect.poll(covering, { message: `what covers ${what}` }).toEqual([]);
}

const sizes: Array<{ name: string; context: BrowserContextOptions; touch: boolean }> = [
  { name: 'desktop', context: DESKTOP, touch: false },
  { name: 'phone', context: SHARP_PHONE, touch: true },
];

describe.each(sizes)('on a $name', ({ name, context, touch }) => {
  let page: Page;
  let me: HostUser;
  let other: HostUser;
  const channelId = `pop-${name}-${Math.random().toString(36).slice(2, 8)}`;
  const mainList = () => page.locator('.str-chat__main-panel .str-chat__message-list');
  // The text exactly: 'Mine 1' as a substring is also in 'Mine 11' and 'Mine 13', which the list draws again
  // whenever it brings its newest messages back (a check of the wrong message's reactions failed under load).
  const messageIn = (text: string) => mainList().locator('.str-chat__li').filter({ has: page.getByText(text, { exact: true }) });
  const scroller = () => page.locator('.str-chat__main-panel .str-chat__message-list-scroll');
  const menu = () => page.getByRole('menu', { name: 'Message Actions' });

  /** Presses a finger on `locator` until the menu shows, then lifts it. */
  async function longPress(locator: Locator): Promise<void> {
    const box = (await locator.boundingBox())!;
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
    await menu().waitFor();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  /** Opens the menu of `text`'s message as a user of this screen does: a long press, or hover and click. */
  async function openMenu(text: string): Promise<Locator> {
    const message = messageIn(text);
    if (touch) {
      // The menus load at the page's first idle moment after the conversation shows.
      await message.locator('.bc-message-menu').waitFor({ state: 'attached' });
      await longPress(message.locator('.str-chat__message-bubble'));
    } else {
      const toggle = message.getByTestId('message-actions-toggle-button');
      await expect.poll(async () => { await message.locator('.str-chat__message-bubble').hover(); return toggle.isVisible(); }).toBe(true);
      await toggle.click();
    }
    await menu().waitFor();
    return menu();
  }
  const press = (locator: Locator) => (touch ? locator.tap() : locator.click());
  const closeMenus = async () => {
    await page.keyboard.press('Escape');
    await expect.poll(() => menu().count()).toBe(0);
  };

  beforeAll(async () => {
    me = makeHostUser('Mia');
    other = makeHostUser('Oskar Lindqvist-Abernathy', 'poster');
    await admin.upsertUsers([{ id: me.sub, name: me.name }, { id: other.sub, name: other.name }]);
    // Channels enough to fill the list past the panel's bottom, all owned by me (their menus are the longest).
    for (let i = 0; i < 12; i++) {
      const id = i == 0 ? channelId : `${channelId}-${i}`;
      await admin.channel(CHANNEL_TYPE, id, { name: `Bounty ${i}`, members: [me.sub, other.sub], created_by_id: me.sub, kind: 'bounty' } as Record<string, unknown>).create();
    }
    // The conversation: others' messages on the left, mine on the right, more than the panel holds; it is
    // the newest channel, so the list's first row.
    const channel = admin.channel(CHANNEL_TYPE, channelId);
    for (let i = 0; i < 14; i++) {
      const mine = i % 2 == 1;
      await channel.sendMessage({ text: `${mine ? 'Mine' : 'Theirs'} ${i}`, user_id: mine ? me.sub : other.sub });
    }
    page = await env.openHost(me, `popovers-${name}.html`, {}, context);
    page.setDefaultTimeout(10_000);
    await (touch ? page.locator('.bc-launcher').tap() : page.locator('.bc-launcher').click());
    await page.getByTestId('channel-list-item-button').first().waitFor();
  });
  afterAll(async () => { await page?.close(); });

  it('the row menu of the list\'s last row opens inside the panel', async () => {
    const rows = page.getByTestId('channel-list-item-button');
    await expect.poll(() => rows.count()).toBe(12);
    const last = page.locator('.bc-row').last();
    await last.scrollIntoViewIfNeeded();
    const button = last.locator('.bc-row-menu-button');
    await press(button);
    const rowMenu = page.getByRole('menu', { name: /Bounty/ });
    await rowMenu.waitFor();
    await expectInsidePanel(page, rowMenu, 'the row menu');
    await expectOnTop(rowMenu, 'the row menu');
    await page.keyboard.press('Escape');
    await expect.poll(() => rowMenu.count()).toBe(0);
    await press(rows.first());
    await messageIn('Theirs 12').waitFor();
  });

  it('the message menu and the reaction selector stay inside at the panel\'s top, left and right', async () => {
    // The newest messages sit at the bottom: mine on the right, theirs on the left.
    for (const text of ['Mine 13', 'Theirs 12']) {
      await expectInsidePanel(page, await openMenu(text), `the menu of "${text}"`);
      await expectOnTop(menu(), `the menu of "${text}"`);
      await closeMenus();
    }
    // Scrolled to the top: the first messages sit under the panel's header and the sticky date.
    await expect.poll(async () => {
      await scroller().evaluate((node) => { node.scrollTop = 0; });
      return messageIn('Theirs 0').isVisible();
    }).toBe(true);
    for (const text of ['Theirs 0', 'Mine 1']) {
      await expectInsidePanel(page, await openMenu(text), `the menu of "${text}"`);
      await expectOnTop(menu(), `the menu of "${text}"`);
      await press(menu().getByRole('menuitem', { name: 'Open Reaction Selector' }));
      const selector = page.getByTestId('reaction-selector');
      await selector.waitFor();
      await expectInsidePanel(page, selector, `the reaction selector of "${text}"`);
      await expectOnTop(selector, `the reaction selector of "${text}"`);
      // One tap (or click) on a reaction adds it, and the selector goes.
      await press(selector.locator('[data-text="love"]'));
      await expect.poll(() => selector.count()).toBe(0);
      await expect.poll(() => messageIn(text).getByTestId('message-reactions-list-button').textContent()).toContain('❤️');
      await expect.poll(() => menu().count()).toBe(0);
    }
  });

  it('the emoji picker, the mention list and the attachment menu open inside the panel', async () => {
    const composer = page.locator('.str-chat__main-panel').getByTestId('message-input');
    const emojiButton = page.locator('.str-chat__main-panel').getByRole('button', { name: 'Emoji picker' });
    await press(emojiButton);
    const picker = page.locator('.str-chat__message-textarea-emoji-picker-container');
    await picker.locator('em-emoji-picker').waitFor();
    await expectInsidePanel(page, picker, 'the emoji picker');
    await expectOnTop(picker, 'the emoji picker');
    await press(emojiButton);
    await expect.poll(() => picker.count()).toBe(0);

    await composer.fill('');
    await composer.pressSequentially('@');
    const mentions = page.locator('.str-chat__suggestion-list-container');
    await mentions.getByText(other.name).waitFor();
    await expectInsidePanel(page, mentions, 'the mention list');
    await expectOnTop(mentions, 'the mention list');
    await composer.press('Escape');
    await expect.poll(() => mentions.count()).toBe(0);
    await composer.fill('');

    await press(page.getByTestId('invoke-attachment-selector-button'));
    const attachments = page.getByTestId('attachment-selector-actions-menu');
    await attachments.waitFor();
    await expectInsidePanel(page, attachments, 'the attachment menu');
    await expectOnTop(attachments, 'the attachment menu');
    await page.keyboard.press('Escape');
    await expect.poll(() => attachments.count()).toBe(0);
  });
});
