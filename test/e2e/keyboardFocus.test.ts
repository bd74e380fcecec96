// Keyboard only: where focus goes when the panel, a conversation or a message menu opens, and where it comes back
// when each closes; a roving tab stop in the message list; focus rings at 3:1 against what is behind them. Focus is
// read inside the widget's shadow root (document.activeElement is the widget's host element there).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makePair, openDirectMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { providerAdmin } from './support/providerAdmin.js';
import { CHANNEL_TYPE } from '../../src/contract/ids.js';
import { contrastRatio, over } from '../helpers/contrast.js';

let env: HostEnvironment;
let page: Page;
const { candidate, poster } = makePair();

/** What has the focus inside the widget: a short description, or 'body' when it fell out of the widget. */
const focused = (p: Page) => p.evaluate(() => {
  const root = document.querySelector('bounty-chat')?.shadowRoot;
  const active = root?.activeElement as HTMLElement | null | undefined;
  if (!active) return 'body';
  if (active.matches('.bc-search')) return 'search';
  if (active.matches('.bc-launcher')) return 'launcher';
  if (active.matches('.bc-back')) return 'back';
  if (active.dataset.testid === 'message-input') return 'composer';
  if (active.dataset.testid === 'channel-list-item-button') return `row:${active.closest('li')?.dataset.cid ?? ''}`;
  const text = (message: Element | null) => message?.querySelector('[data-testid=message-text-inner-wrapper]')?.textContent?.trim() ?? '';
  if (active.matches('.str-chat__message')) return `message:${text(active)}`;
  if (active.closest('.str-chat__message-options')) return `options:${text(active.closest('.str-chat__message'))}`;
  if (active.closest('[role=menu], .str-chat__context-menu, .str-chat__message-actions-box')) return 'menu';
  return `other:${active.tagName.toLowerCase()}.${active.className}`;
});

/** Presses `key` until `want` has the focus (at most `max` presses); returns what had it last. */
async function pressUntil(p: Page, key: string, want: (where: string) => boolean, max = 40): Promise<string> {
  let where = await focused(p);
  for (let i = 0; i < max && !want(where); i++) {
    await p.keyboard.press(key);
    where = await focused(p);
  }
  return where;
}

/**
 * The focus ring's colour (on the focused element, or on the box around it that shows focus within, as the
 * composer's) over the colour behind it (the nearest opaque background).
 */
const ringContrast = (p: Page) => p.evaluate(() => {
  let active = document.querySelector('bounty-chat')!.shadowRoot!.activeElement as HTMLElement;
  const outline = (node: HTMLElement) => {
    const style = getComputedStyle(node);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? style.outlineColor : null;
  };
  let ring = outline(active);
  for (let up = 0, node = active.parentElement; !ring && node && up < 8; up++, node = node.parentElement) {
    ring = outline(node);
    if (ring) active = node;
  }
  let behind = 'rgb(255, 255, 255)';
  for (let node = active.parentElement; node; node = node.parentElement) {
    const bg = getComputedStyle(node).backgroundColor;
    if (bg && bg !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(bg)) { behind = bg; break; }
  }
  return { ring, behind };
});

async function expectRing(p: Page, what: string): Promise<void> {
  const { ring, behind } = await ringContrast(p);
  expect(ring, `${what} has a focus ring`).not.toBeNull();
  expect(contrastRatio(over(ring!, behind), behind), `${what}: ${ring} on ${behind}`).toBeGreaterThanOrEqual(3);
}

beforeAll(async () => {
  env = await startHostEnvironment();
  page = await env.openHost(candidate, 'keyboard-focus.html', {}, { viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(10_000);
  const admin = providerAdmin(env.backend);
  await admin.upsertUser({ id: poster.sub, name: poster.name });
  await openDirectMessage(page, { userId: poster.sub, bountyId: 'bounty-keyboard', candidateId: candidate.sub });
  const [dm] = await admin.queryChannels({ members: { $in: [candidate.sub] } }, {}, { limit: 1 });
  const channel = admin.channel(CHANNEL_TYPE, dm!.id!);
  for (const text of ['First from Bob', 'Second from Bob', 'Third from Bob']) await channel.sendMessage({ text, user_id: poster.sub });
  await page.locator('.str-chat__message-list').getByText('Third from Bob').waitFor();
  await page.evaluate(() => window.BountyChat!.close());
}, 60_000);
afterAll(async () => { await env?.close(); });

describe('keyboard focus', () => {
  it('the launcher opens the panel with focus in the search box; Escape closes it, back to the launcher', async () => {
    await page.evaluate(() => window.BountyChat!.open());
    await page.getByTestId('channel-list-item-button').first().waitFor();
    await page.evaluate(() => window.BountyChat!.close());
    await page.locator('.bc-launcher').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('search');
    await expectRing(page, 'the search box');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.bc-panel').isVisible()).toBe(false);
    expect(await focused(page)).toBe('launcher');
  });

  it('Enter on a row opens the conversation with focus in the composer; Escape and Back each return to that row', async () => {
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('search');
    const row = await pressUntil(page, 'Tab', (where) => where.startsWith('row:'), 10);
    expect(row).toMatch(/^row:/);
    await expectRing(page, 'a row');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('composer');
    await expectRing(page, 'the composer');
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toBe(row);

    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('composer');
    expect(await pressUntil(page, 'Shift+Tab', (where) => where === 'back')).toBe('back');
    await expectRing(page, 'the back button');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe(row);
  });

  it('the message list is one tab stop; arrows move between messages, Tab reaches the ⋯, Enter opens the menu and Escape comes back', async () => {
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('composer');
    // Once the messages show (on a loaded machine the composer can take focus before the list has drawn them):
    await page.locator('.str-chat__message-list .str-chat__message[tabindex="0"]').waitFor();
    // Back from the composer: the latest message is the list's one tab stop.
    expect(await pressUntil(page, 'Shift+Tab', (where) => where.startsWith('message:') || where === 'back')).toBe('message:Third from Bob');
    expect(await page.locator('.str-chat__message-list .str-chat__message[tabindex="0"]').count()).toBe(1);
    await expectRing(page, 'a message');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe('message:Second from Bob');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe('message:First from Bob');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('message:Second from Bob');
    expect(await page.locator('.str-chat__message-list .str-chat__message[tabindex="0"]').count()).toBe(1);

    // Its ⋯ is the next Tab (not only Shift+Tab).
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page)).toBe('options:Second from Bob');
    await expectRing(page, "a message's ⋯");
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('message:Second from Bob');

    // Enter opens the message's menu; Escape closes it and focus returns to the message (or its ⋯), not the page.
    await page.keyboard.press('Enter');
    await page.getByRole('menu').or(page.locator('.str-chat__message-actions-box')).first().waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.str-chat__message-actions-box').count()).toBe(0);
    await expect.poll(() => focused(page)).toMatch(/^(message|options):Second from Bob$/);
    expect(await page.locator('.bc-panel').isVisible()).toBe(true);

    // Tab out of the list goes on to the composer, not through every message.
    expect(await pressUntil(page, 'Tab', (where) => where === 'composer', 8)).toBe('composer');
  });
});
