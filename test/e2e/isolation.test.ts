// The shadow root as a wall, both ways: a hostile host stylesheet changes nothing a user sees
// in the widget, the widget changes nothing in the host page, and on a phone the panel takes the screen
// without locking the page's scroll.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makePair, openDirectMessage, sendMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';

let env: HostEnvironment;
beforeAll(async () => { env = await startHostEnvironment(); });
afterAll(async () => { await env?.close(); });

const HOSTILE = `<style>
* { all: unset !important; }
div { display: none !important; }
html { font-size: 40px !important; }
body { font-family: "Comic Sans MS", cursive; line-height: 3; color: purple; letter-spacing: 4px; }
button { background: red !important; color: yellow !important; font-size: 30px !important; padding: 20px !important; border: 5px solid lime !important; }
textarea, section { font-size: 50px !important; width: 10px !important; height: 10px !important; }
</style>`;
const HOST_MARKUP = `<style>.host-box { margin: 12px; padding: 8px; font: 18px/1.5 Georgia, serif; }</style>`;
const BODY = '<div class="host-box">A host box <a href="#x">link</a> <textarea class="host-area"></textarea></div>';
const PROPERTIES = ['display', 'position', 'visibility', 'width', 'height', 'font-size', 'font-family', 'line-height',
  'letter-spacing', 'color', 'background-color', 'padding-top', 'padding-left', 'border-top-width', 'border-radius',
  'margin-top', 'box-sizing', 'top', 'left'];

/** Computed styles of the elements `selectors` finds (through the shadow root), by selector. */
function computedStyles(page: Page, selectors: string[]) {
  return Promise.all(selectors.map((selector) => page.locator(selector).first().evaluate((element, properties) => {
    const style = getComputedStyle(element);
    return Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
  }, PROPERTIES)));
}

const WIDGET_PARTS = ['.bc-launcher', '.bc-panel', '[data-testid=message-input]', '.str-chat__message-bubble', '.str-chat__channel-header, .bc-bar'];

/** Opens the widget on `name` with `head`, opens a DM and sends one message; returns the page. */
async function chatOn(name: string, head: string): Promise<Page> {
  const { candidate, poster } = makePair();
  const page = await env.openHost(candidate, name, { head, body: BODY }, { viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(8000);
  await page.locator('.bc-launcher').click();
  await openDirectMessage(page, { userId: poster.sub, bountyId: 'bounty-iso', candidateId: candidate.sub });
  await sendMessage(page, 'Same look everywhere');
  await page.getByTestId('message-input').fill('Draft text');
  // The attach and emoji buttons load after the composer (their code comes apart) and narrow the text box as they
  // arrive: both pages are compared once they are in, since a busy machine can load them seconds apart.
  await page.locator('.str-chat__attachment-selector__menu-button').waitFor();
  await page.locator('.str-chat__emoji-picker-button').waitFor();
  await page.mouse.move(0, 0);
  return page;
}

describe('a hostile host stylesheet', () => {
  it('changes nothing in the launcher, the panel, the composer and a message bubble', async () => {
    const [plain, hostile] = await Promise.all([chatOn('plain.html', ''), chatOn('hostile.html', HOSTILE)]);
    // The hostile sheet is in force on the host's own elements.
    expect(await hostile.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('40px');
    expect(await hostile.locator('.host-button').evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(255, 0, 0)');
    const [expected, actual] = await Promise.all([computedStyles(plain, WIDGET_PARTS), computedStyles(hostile, WIDGET_PARTS)]);
    expect(actual).toEqual(expected);
    // The kit sizes a few parts in rem (gallery buttons, recorder timer, drag handle), which would follow the
    // host's 40 px root: the build pins them to px, in every sheet the widget adopted.
    const sheets = await hostile.locator('bounty-chat').evaluate((host) => host.shadowRoot!.adoptedStyleSheets
      .map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n')));
    expect(sheets.length).toBeGreaterThan(1);
    expect(sheets.flatMap((css) => css.match(/[\d.]rem\b/g) ?? [])).toEqual([]);
    const galleryButton = (page: Page) => page.locator('.str-chat__message-list').evaluate((list) => {
      const button = document.createElement('button');
      button.className = 'str-chat__button str-chat__gallery__action-button';
      list.append(button);
      const { width, height } = getComputedStyle(button);
      button.remove();
      return { width, height };
    });
    expect(await galleryButton(hostile)).toEqual(await galleryButton(plain));
    await Promise.all([plain.close(), hostile.close()]);
  });
});

describe('the widget seen from the host page', () => {
  it('adds one element and no styles, and changes no host element\'s computed style', async () => {
    const { candidate } = makePair();
    const hostParts = ['html', 'body', 'h1', '.host-text', '.host-button', '.host-box', '.host-box a', '.host-area'];
    const snapshot = (page: Page) => page.evaluate(() => ({
      body: [...document.body.children].map((node) => node.tagName.toLowerCase()).filter((tag) => tag != 'script'),
      head: document.head.children.length,
      sheets: document.styleSheets.length,
      adopted: document.adoptedStyleSheets.length,
      inline: [document.documentElement.getAttribute('style'), document.body.getAttribute('style')],
    }));
    const without = await env.openHost(candidate, 'host-only.html', { head: HOST_MARKUP, body: BODY, withoutWidget: true });
    const withWidget = await chatOn('host-with-widget.html', HOST_MARKUP);
    const [before, after] = await Promise.all([snapshot(without), snapshot(withWidget)]);
    expect(after).toEqual({ ...before, body: [...before.body, 'bounty-chat'], head: before.head + 1 });
    expect(await computedStyles(withWidget, hostParts)).toEqual(await computedStyles(without, hostParts));
    await Promise.all([without.close(), withWidget.close()]);
  });
});

describe('a phone-sized viewport (375×667)', () => {
  it('opens the panel over the whole screen, and the page still scrolls after close', async () => {
    const { candidate } = makePair();
    const page = await env.openHost(candidate, 'phone.html', { body: '<div style="height: 3000px">Long host page</div>' },
      { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });
    page.setDefaultTimeout(8000);
    await page.locator('.bc-launcher').click();
    await page.locator('.str-chat__channel-list').waitFor();
    // Measured at rest: the panel rises into place as it opens (a short transition).
    await page.locator('.bc-panel').evaluate((node) => Promise.all(node.getAnimations().map((animation) => animation.finished)));
    expect(await page.locator('.bc-panel').boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 667 });
    await page.locator('.bc-close').click();
    await expect.poll(() => page.locator('.bc-panel').isVisible()).toBe(false);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await page.evaluate(() => [getComputedStyle(document.documentElement).overflow, getComputedStyle(document.body).overflow]))
      .toEqual(['visible', 'visible']);
    await page.close();
  });
});
