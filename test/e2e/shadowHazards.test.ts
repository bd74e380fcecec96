// Each way stream-chat-react breaks inside a shadow root, seen as a user sees it: menus open and
// their items work, the emoji picker inserts, the narrow layout follows the panel, announcements are made,
// and destroy() leaves the host's body as it found it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makePair, openDirectMessage, sendMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';

let env: HostEnvironment;
let page: Page;
let bob: Page;
const { candidate, poster } = makePair();
const dm = { userId: poster.sub, bountyId: 'bounty-7', candidateId: candidate.sub };

beforeAll(async () => {
  env = await startHostEnvironment();
  [page, bob] = await Promise.all([
    env.openHost(candidate, 'hazards.html', {}, { viewport: { width: 1400, height: 900 } }),
    env.openHost(poster, 'hazards-bob.html'),
  ]);
  page.setDefaultTimeout(5000);
  bob.setDefaultTimeout(5000);
});
// Each test starts from the DM on screen and sends its own messages, so any one runs alone.
beforeEach(async () => { await openDirectMessage(page, dm); });
afterAll(async () => { await env?.close(); });

/** The tag name and test id of what has focus inside the widget. */
const focused = () => page.evaluate(() => {
  const active = document.querySelector('bounty-chat')?.shadowRoot?.activeElement;
  return active ? `${active.tagName.toLowerCase()} ${active.getAttribute('data-testid') ?? active.getAttribute('role') ?? ''}`.trim() : null;
});

/** The last message of the open channel whose text is `text`, hovered so its option buttons show. */
async function hoverMessage(text: string) {
  const message = page.locator('.str-chat__li', { hasText: text }).last();
  await message.locator('.str-chat__message-bubble').hover();
  return message;
}

describe('inside the shadow root', () => {
  it('the message actions menu opens, its items show, and quote reply quotes and focuses the composer', async () => {
    await sendMessage(page, 'Can you start on Monday?');
    const message = await hoverMessage('Can you start on Monday?');
    await message.getByTestId('message-actions-toggle-button').click();
    const quote = page.getByRole('menuitem', { name: /quote/i });
    await expect.poll(() => quote.isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('menuitem', { name: /pin/i }).isVisible()).toBe(true);
    await quote.click();
    await page.locator('.str-chat__quoted-message-preview').getByText('Can you start on Monday?').waitFor();
    await expect.poll(() => page.evaluate(() => document.querySelector('bounty-chat')?.shadowRoot?.activeElement?.tagName)).toBe('TEXTAREA');
    await sendMessage(page, 'Quoting myself');
    await page.locator('.str-chat__li', { hasText: 'Quoting myself' }).getByTestId('quoted-message-preview')
      .getByText('Can you start on Monday?').waitFor();
  });

  it('pinning from the actions menu marks the message as pinned', async () => {
    await sendMessage(page, 'Pin this one');
    const message = await hoverMessage('Pin this one');
    await message.getByTestId('message-actions-toggle-button').click();
    await page.getByRole('menuitem', { name: /^pin/i }).click();
    await page.locator('.str-chat__li', { hasText: 'Pin this one' }).getByText(/pinned/i).first().waitFor();
  });

  it('the reactions selector opens from the menu, and the chosen reaction shows on the message', async () => {
    await sendMessage(page, 'React to me');
    const message = await hoverMessage('React to me');
    await message.getByTestId('message-actions-toggle-button').click();
    await page.getByRole('menuitem', { name: /reaction/i }).click();
    const selector = page.locator('.str-chat__reaction-selector');
    await selector.waitFor();
    await selector.locator('button').first().click();
    await page.locator('.str-chat__li', { hasText: 'React to me' }).locator('.str-chat__message-reactions').waitFor();
  });

  it('the emoji picker stays open on clicks inside it and inserts the emoji', async () => {
    const composer = page.getByTestId('message-input');
    await composer.fill('Deal ');
    await page.locator('.str-chat__emoji-picker-button').click();
    const picker = page.locator('em-emoji-picker');
    await picker.locator('input[type=search]').click();
    await picker.locator('input[type=search]').fill('thumbs');
    await picker.locator('#root').click({ position: { x: 10, y: 10 } });
    expect(await picker.isVisible()).toBe(true);
    await picker.locator('.category button').first().click();
    await expect.poll(() => composer.inputValue()).toMatch(/^Deal \p{Extended_Pictographic}/u);
    expect(await picker.isVisible()).toBe(true);
    // A click outside the picker (in the message list) closes it.
    await page.locator('.str-chat__message-list').click({ position: { x: 20, y: 20 } });
    await expect.poll(() => picker.count()).toBe(0);
    await composer.fill('');
  });

  it('a 400 px panel on a 1400 px page lays out as a narrow chat: one options button, a thread covering the panel', async () => {
    await sendMessage(page, 'Start a thread here');
    const message = await hoverMessage('Start a thread here');
    // The wide layout (page ≥ 768 px) shows thread and reaction buttons beside every message; the narrow one
    // folds them into the actions menu.
    expect(await message.getByTestId('thread-action').isVisible()).toBe(false);
    await message.getByTestId('message-actions-toggle-button').click();
    await page.getByRole('menuitem', { name: /thread/i }).click();
    const thread = page.locator('.str-chat__thread');
    await thread.waitFor();
    const [panelBox, threadBox] = await Promise.all([page.locator('.bc-body').boundingBox(), thread.boundingBox()]);
    expect(panelBox?.width).toBeLessThanOrEqual(400);
    expect(threadBox?.width).toBeCloseTo(panelBox?.width ?? 0, 0);
    expect(threadBox?.x).toBeCloseTo(panelBox?.x ?? 0, 0);
    await thread.getByRole('button', { name: /close/i }).first().click();
    await expect.poll(() => thread.count()).toBe(0);
  });

  it('announces a new message in a live region inside the widget', async () => {
    await openDirectMessage(bob, dm);
    await sendMessage(bob, 'Monday works for me');
    const live = page.locator('bounty-chat [aria-live=polite]');
    await expect.poll(() => live.textContent(), { timeout: 10_000 }).toContain('New message from Bob');
    expect(await page.evaluate(() => document.body.querySelectorAll(':scope > [aria-live]').length)).toBe(0);
  });

  it('the actions menu moves focus with the arrow keys, and Escape closes it', async () => {
    await sendMessage(page, 'Navigate me by keyboard');
    const message = await hoverMessage('Navigate me by keyboard');
    await message.getByTestId('message-actions-toggle-button').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toMatch(/^button /);
    const first = await focused();
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).not.toBe(first);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menuitem').count()).toBe(0);
  });

  it('destroy() removes everything it put on the page, the measuring textarea included, and init works again', async () => {
    await sendMessage(page, 'Still here after init');
    const hostOnly = (p: Page) => p.evaluate(() => [...document.body.children]
      .filter((node) => node.tagName != 'SCRIPT').map((node) => node.tagName.toLowerCase()));
    // The composer has measured its height by now, through a textarea on document.body.
    await page.getByTestId('message-input').fill('a\nb\nc');
    // The composer measures its height in a textarea the library puts on document.body: it lives in the widget.
    expect(await hostOnly(page)).toEqual(['h1', 'p', 'bounty-chat']);
    expect(await page.locator('bounty-chat .bc-portals > textarea[aria-hidden=true]').count()).toBe(1);
    expect(await page.getByTestId('message-input').evaluate((area) => area.clientHeight)).toBeGreaterThan(40);
    await page.evaluate(() => window.BountyChat!.destroy());
    expect(await hostOnly(page)).toEqual(['h1', 'p']);
    expect(await page.evaluate(() => document.adoptedStyleSheets.length + document.styleSheets.length)).toBe(0);
    await page.evaluate(() => window.BountyChat!.init({ tokenProvider: () => (window as unknown as { mintToken(): Promise<{ token: string; iv: string }> }).mintToken() }));
    await openDirectMessage(page, dm);
    await page.locator('.str-chat__message-list').getByText('Still here after init').waitFor();
  });
});
