// The host's look and words (init): its font, the launcher's side and offset, the panel's size, its own words
// for the widget's, right to left; and one clock face: a time reads the same in the list and the conversation.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makePair, openDirectMessage, sendMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';

let env: HostEnvironment;
const pair = makePair();
const dm = { userId: pair.poster.sub, bountyId: 'bounty-look', candidateId: pair.candidate.sub };
const shots = join(tmpdir(), 'bounty-chat-host-look');

beforeAll(async () => {
  env = await startHostEnvironment();
  mkdirSync(shots, { recursive: true });
  // The DM holds a message from each side, so a page sees its own bubble and the other's.
  const poster = await env.openHost(pair.poster, 'look-poster.html');
  await openDirectMessage(poster, dm);
  await sendMessage(poster, 'Hello from Bob');
  await poster.close();
  const candidate = await env.openHost(pair.candidate, 'look-candidate.html');
  await openDirectMessage(candidate, dm);
  await sendMessage(candidate, 'Hi from Alice');
  await candidate.close();
});
afterAll(async () => { await env?.close(); });

const box = async (page: Page, selector: string) => {
  const element = page.locator(selector).first();
  // Measured where it comes to rest: the panel rises into place as it opens (a short transition).
  await element.evaluate((node) => Promise.all(node.getAnimations().map((animation) => animation.finished)));
  const found = await element.boundingBox();
  if (!found) throw new Error(`${selector} is not on screen`);
  // A transform at rest can still leave a hundred-thousandth of a pixel (402.0000114); a user sees whole pixels.
  const px = (value: number) => Math.round(value * 100) / 100;
  return { x: px(found.x), y: px(found.y), width: px(found.width), height: px(found.height) };
};
const computed = (page: Page, selector: string, property: string) =>
  page.locator(selector).first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

async function openDm(page: Page): Promise<void> {
  page.setDefaultTimeout(8000);
  await page.locator('.bc-launcher').click();
  await openDirectMessage(page, dm);
  await page.locator('.str-chat__message--other').first().waitFor();
}

describe('the host look', () => {
  it("theme.fontFamily sets the widget's font, the kit's text included; 'inherit' takes the host's body font", async () => {
    const [custom, inherit] = await Promise.all([
      env.openHost(pair.candidate, 'font-list.html', { initOptions: `theme: { fontFamily: '"Courier New", monospace' }` }),
      env.openHost(pair.candidate, 'font-inherit.html', {
        head: '<style>body{font-family:Georgia,"Times New Roman",serif}</style>', initOptions: "theme: { fontFamily: 'inherit' }",
      }),
    ]);
    await inherit.locator('.bc-launcher').click();
    expect(await computed(inherit, '.bc-bar-title', 'font-family')).toBe('Georgia, "Times New Roman", serif');
    await openDm(custom);
    expect(await computed(custom, '.bc-bar-title', 'font-family')).toBe('"Courier New", monospace');
    expect(await computed(custom, '.str-chat__message-text', 'font-family')).toContain('"Courier New", monospace');
    await Promise.all([custom.close(), inherit.close()]);
  });

  it('position left and an offset place launcher and panel; the panel never covers the launcher, stays on screen and keeps its size within the window', async () => {
    const [small, wide] = await Promise.all([
      env.openHost(pair.candidate, 'left-small.html', { initOptions: "position: 'left', offset: { x: 40, y: 30 }, panel: { width: 640, height: 900 }" },
        { viewport: { width: 600, height: 520 } }),
      env.openHost(pair.candidate, 'sized.html', { initOptions: 'panel: { width: 360, height: 500 }' }, { viewport: { width: 1280, height: 1000 } }),
    ]);
    const launcher = await box(small, '.bc-launcher');
    expect([launcher.x, 520 - launcher.y - launcher.height]).toEqual([40, 30]);
    await small.locator('.bc-launcher').click();
    const panel = await box(small, '.bc-panel');
    expect(panel.x).toBe(40);
    expect(panel.y + panel.height).toBeLessThanOrEqual(launcher.y);
    expect(panel.y).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(600);
    expect([panel.width, panel.height]).toEqual([600 - 40 - 20, 520 - 30 - 88]);
    await wide.locator('.bc-launcher').click();
    const sized = await box(wide, '.bc-panel');
    expect([sized.width, sized.height, sized.x + sized.width]).toEqual([360, 500, 1280 - 20]);
    await Promise.all([small.close(), wide.close()]);
  });

  it("texts put the host's words in the frame, the list and the kit", async () => {
    const page = await env.openHost(pair.candidate, 'texts.html', {
      initOptions: "texts: { title: 'Nachrichten', openChat: 'Chat öffnen', archived: 'Ablage', 'Send a message': 'Schreib Bob etwas' }",
    });
    expect(await page.locator('.bc-launcher').getAttribute('aria-label')).toBe('Chat öffnen');
    await page.locator('.bc-launcher').click();
    expect(await page.locator('.bc-view-toggle:not(.bc-settings-button)').textContent()).toBe('Ablage');
    await page.locator('.bc-close').click();
    await openDm(page);
    expect(await page.getByTestId('message-input').getAttribute('placeholder')).toBe('Schreib Bob etwas');
    await page.locator('.bc-back').click();
    await expect.poll(() => page.locator('.bc-bar-title').textContent()).toBe('Nachrichten');
    await page.close();
  });

  it('right to left mirrors the bubbles, the composer, the title bar and the launcher; Arabic reads right to left', async () => {
    const layout = async (page: Page, name: string) => {
      await openDm(page);
      await page.getByTestId('message-input').fill('مرحبا بك');
      await page.screenshot({ path: join(shots, `${name}.png`) });
      const [mine, theirs, send, input, back, title, launcher] = await Promise.all(['.str-chat__message--me .str-chat__message-bubble',
        '.str-chat__message--other .str-chat__message-bubble', '.str-chat__send-button', '[data-testid=message-input]', '.bc-back', '.bc-bar-title', '.bc-launcher']
        .map((selector) => box(page, selector)));
      const middle = (b: { x: number; width: number }) => b.x + b.width / 2;
      return {
        mineRight: middle(mine!) > middle(theirs!), sendRight: middle(send!) > middle(input!), backLeft: middle(back!) < middle(title!),
        launcherRight: middle(launcher!) > 640, dir: await computed(page, '[data-testid=message-input]', 'direction'),
      };
    };
    const [ltr, rtl] = await Promise.all([
      env.openHost(pair.candidate, 'ltr.html', {}, { viewport: { width: 1280, height: 900 } }),
      env.openHost(pair.candidate, 'rtl.html', { initOptions: "locale: 'ar', texts: { title: 'الرسائل' }" }, { viewport: { width: 1280, height: 900 } }),
    ]);
    expect(await layout(ltr, 'ltr')).toEqual({ mineRight: true, sendRight: true, backLeft: true, launcherRight: true, dir: 'ltr' });
    expect(await layout(rtl, 'rtl')).toEqual({ mineRight: false, sendRight: false, backLeft: false, launcherRight: false, dir: 'rtl' });
    await Promise.all([ltr.close(), rtl.close()]);
  });

  it("right to left mirrors the message menu: its ⋯ on the inner side of one's own message, the menu inside the panel, reading right to left", async () => {
    // The menu's name is the kit's, in the widget's language (Arabic in the right-to-left page).
    const menuLayout = async (page: Page, menuName: string) => {
      await openDm(page);
      const mine = page.locator('.str-chat__message--me').last();
      const toggle = mine.getByTestId('message-actions-toggle-button');
      await expect.poll(async () => { await mine.locator('.str-chat__message-bubble').hover(); return toggle.isVisible(); }).toBe(true);
      const [bubble, button] = await Promise.all([box(page, '.str-chat__message--me >> nth=-1 >> .str-chat__message-bubble'), toggle.boundingBox()]);
      await toggle.click();
      const menu = page.getByRole('menu', { name: menuName });
      await menu.waitFor();
      const [panel, opened] = await Promise.all([box(page, '.bc-panel'), menu.boundingBox()]);
      const inside = !!opened && opened.x >= panel.x - 0.5 && opened.x + opened.width <= panel.x + panel.width + 0.5;
      return { toggleBeforeBubble: button!.x < bubble.x, inside, dir: await menu.evaluate((node) => getComputedStyle(node).direction) };
    };
    const [ltr, rtl] = await Promise.all([
      env.openHost(pair.candidate, 'menu-ltr.html', {}, { viewport: { width: 1280, height: 900 } }),
      env.openHost(pair.candidate, 'menu-rtl.html', { initOptions: "locale: 'ar'" }, { viewport: { width: 1280, height: 900 } }),
    ]);
    expect(await menuLayout(ltr, 'Message Actions')).toEqual({ toggleBeforeBubble: true, inside: true, dir: 'ltr' });
    expect(await menuLayout(rtl, 'إجراءات الرسالة')).toEqual({ toggleBeforeBubble: false, inside: true, dir: 'rtl' });
    await Promise.all([ltr.close(), rtl.close()]);
  }, 60_000);

  it('a message reads in its own direction: English left to right in a right-to-left widget, Arabic right to left in an English one', async () => {
    // Where a paragraph's first and last letters sit: in a left-to-right paragraph the last one is further right.
    const lastFurtherRight = async (page: Page, text: string) => {
      const paragraph = page.locator('.str-chat__message-text p', { hasText: text }).last();
      await paragraph.waitFor();
      return paragraph.evaluate((node) => {
        const textNode = node.firstChild!;
        const at = (index: number) => {
          const range = document.createRange();
          range.setStart(textNode, index);
          range.setEnd(textNode, index + 1);
          const rect = range.getBoundingClientRect();
          return rect.x + rect.width / 2;
        };
        return at(textNode.textContent!.length - 1) > at(0);
      });
    };
    const [ltr, rtl] = await Promise.all([
      env.openHost(pair.candidate, 'words-ltr.html', {}, { viewport: { width: 1280, height: 900 } }),
      env.openHost(pair.candidate, 'words-rtl.html', { initOptions: "dir: 'rtl'" }, { viewport: { width: 1280, height: 900 } }),
    ]);
    await openDm(rtl);
    await sendMessage(rtl, 'Are you free on Monday?');
    // The question mark ends the English question (right), not its start (left), in a right-to-left widget…
    expect(await lastFurtherRight(rtl, 'Are you free on Monday?')).toBe(true);
    // …and the list's preview of a long English message is cut at its end: its first letters stay in view.
    const long = 'Are you free on Monday? I can start on the checkout tests that morning and finish them by Friday.';
    await sendMessage(rtl, long);
    await rtl.locator('.bc-bar').getByRole('button', { name: 'Back' }).click();
    const preview = rtl.locator('.bc-row .str-chat__summarized-message-preview__text', { hasText: 'I can start' }).first();
    await preview.waitFor();
    expect(await preview.evaluate((node) => {
      const box = node.getBoundingClientRect();
      const range = document.createRange();
      range.setStart(node.firstChild!, 0);
      range.setEnd(node.firstChild!, 1);
      const first = range.getBoundingClientRect();
      return { cut: node.scrollWidth > node.clientWidth, firstInView: first.left >= box.left - 1 && first.right <= box.right + 1 };
    })).toEqual({ cut: true, firstInView: true });
    await openDm(ltr);
    await sendMessage(ltr, 'هل أنت متاح يوم الاثنين؟');
    // …and an Arabic question reads right to left in a left-to-right one.
    expect(await lastFurtherRight(ltr, 'هل أنت متاح يوم الاثنين؟')).toBe(false);
    await Promise.all([ltr.close(), rtl.close()]);
  });

  it('a time reads the same in the list and in the conversation, 12-hour for en-US and 24-hour for de', async () => {
    const times = async (locale: string) => {
      const page = await env.openHost(pair.candidate, `clock-${locale}.html`, { initOptions: `locale: '${locale}'` });
      await page.locator('.bc-launcher').click();
      const row = page.locator('.bc-row').first();
      const listTime = await row.locator('time').textContent();
      await row.locator('.str-chat__channel-list-item').click();
      const stamp = page.locator('.str-chat__message--me .str-chat__message-metadata__timestamp').last();
      await stamp.waitFor();
      const messageTime = await stamp.textContent();
      await page.close();
      return [listTime, messageTime];
    };
    const [us, de] = await Promise.all([times('en-US'), times('de')]);
    expect(us[0]).toMatch(/^\d{1,2}:\d{2}\s[AP]M$/);
    expect(us[1]).toBe(us[0]);
    expect(de[0]).toMatch(/^\d{2}:\d{2}$/);
    expect(de[1]).toBe(de[0]);
  });
});
