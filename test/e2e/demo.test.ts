// The demo job board as its users see it: two people in two windows talk in real time, the
// host's own header shows the unread count, "Bounty discussion" opens the shared channel, Esc and focus behave,
// and destroy → init leaves the page as it was.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startDemoBoard } from './helpers/demoBoard.js';
import type { DemoBoard } from './helpers/demoBoard.js';

// One board for the file; each test opens its own windows and sends its own texts, so any one runs alone.
let board: DemoBoard;
let alice: Page;
let bob: Page;

const pill = (page: Page) => page.locator('.unread-pill span');
const unreadCount = async (page: Page) => Number(await pill(page).textContent());
const messages = (page: Page) => page.locator('.str-chat__message-list');
/** A text no other test sends. */
const unique = (text: string) => `${text} (${Math.random().toString(36).slice(2, 7)})`;

async function send(page: Page, text: string): Promise<void> {
  const composer = page.getByTestId('message-input');
  await composer.fill(text);
  await composer.press('Enter');
  await messages(page).getByText(text).waitFor();
}

beforeAll(async () => { board = await startDemoBoard(); });
afterAll(async () => { await board?.close(); });

describe('the demo job board', () => {
  beforeEach(async () => { [alice, bob] = await Promise.all([board.boardAs('alice'), board.boardAs('bob')]); });
  afterEach(async () => { await Promise.all([alice, bob].map((page) => page?.context().close())); });

  it('two users exchange a DM in real time; the header count rises on a new message and falls once read', async () => {
    // Bob finds the conversation in his channel list (its preview is the seeded welcome or a later message).
    await bob.locator('.bc-launcher').click();
    await bob.getByTestId('channel-list-item-button').filter({ hasText: /Alice Candidate|thanks for your interest/ }).first().click();
    await messages(bob).getByText(/thanks for your interest/).waitFor();
    // Alice's header shows her count from the widget's first unread report on.
    await alice.waitForFunction(() => (window as unknown as { unreadReports: number }).unreadReports > 0);
    const before = await unreadCount(alice);
    const question = unique('Are you still interested?');
    await send(bob, question);
    await expect.poll(() => unreadCount(alice)).toBe(before + 1);

    await alice.getByRole('button', { name: 'Message the poster' }).click();
    await messages(alice).getByText(question).waitFor();
    await expect.poll(() => unreadCount(alice)).toBe(0);
    const answer = unique('Yes, I can start tomorrow');
    await send(alice, answer);
    await messages(bob).getByText(answer).waitFor();
  });

  it('the poster opens the same DM from the bounty page ("Message Alice Candidate")', async () => {
    const text = unique('Here is my portfolio');
    await alice.getByRole('button', { name: 'Message the poster' }).click();
    await send(alice, text);
    await bob.getByRole('button', { name: 'Message Alice Candidate' }).click();
    await messages(bob).getByText(text).waitFor();
    // Once, not twice: the same DM, not a second one (the older welcome may render a moment after the new text).
    await expect.poll(() => messages(bob).getByText(/thanks for your interest/).count()).toBe(1);
  });
  it('"Bounty discussion" opens the bounty channel, where both see each other\'s messages', async () => {
    await alice.getByRole('button', { name: 'Bounty discussion' }).click();
    await messages(alice).getByText(/Welcome to the discussion/).waitFor();
    expect(await alice.locator('.bc-bar-title').textContent()).toBe('Fix the flaky checkout test');
    const question = unique('Which browsers does the test run on?');
    await send(alice, question);
    await bob.getByRole('button', { name: 'Bounty discussion' }).click();
    await messages(bob).getByText(question).waitFor();
    const answer = unique('Chromium only');
    await send(bob, answer);
    await messages(alice).getByText(answer).waitFor();
  });

  it('Esc goes back to the list (focus on the channel just left), Esc again closes the panel and focus returns to the launcher', async () => {
    await alice.getByRole('button', { name: 'Bounty discussion' }).click();
    await alice.getByTestId('message-input').focus();
    await alice.keyboard.press('Escape');
    await alice.locator('.str-chat__channel-list').waitFor();
    await expect.poll(() => alice.evaluate(() => document.querySelector('bounty-chat')?.shadowRoot?.activeElement?.textContent ?? ''))
      .toContain('Fix the flaky checkout test');
    await alice.keyboard.press('Escape');
    await expect.poll(() => alice.locator('.bc-panel').isVisible()).toBe(false);
    expect(await alice.evaluate(() => document.querySelector('bounty-chat')?.shadowRoot?.activeElement?.className)).toBe('bc-launcher');
  });

  it('destroy then init works and leaves no extra nodes', async () => {
    const bodyNodes = () => alice.evaluate(() => [...document.body.querySelectorAll('*')].length);
    await alice.evaluate(() => window.BountyChat!.destroy());
    const afterDestroy = await bodyNodes();
    expect(await alice.locator('bounty-chat').count()).toBe(0);
    await alice.evaluate(() => window.BountyChat!.init({
      tokenProvider: () => fetch('/demo/token?user=alice').then((r) => r.json()),
    }));
    await alice.locator('.bc-launcher').click();
    await alice.locator('.str-chat__channel-list').waitFor();
    expect(await alice.locator('bounty-chat').count()).toBe(1);
    await alice.evaluate(() => window.BountyChat!.destroy());
    expect(await bodyNodes()).toBe(afterDestroy);
  });
});

// Each page in a phone's context of its own: Alice's and Bob's windows above are not needed here.
describe('the demo pages on a phone', () => {
  it.each(['index.html?user=alice', 'bounty.html?id=bounty-101&user=alice', 'outbox.html', 'host-api.html?user=alice', 'activity.html?user=bob'])(
    'the demo page %s fits a 375 px phone (nothing wider than the screen)', async (path) => {
      const context = await board.browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.goto(`${board.demo.url}/${path}`);
      await page.locator('.site-header').waitFor();
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, visual: window.visualViewport?.width ?? 0, layout: window.innerWidth }));
      await context.close();
      expect(widths.page).toBeLessThanOrEqual(375);
      expect(widths.layout).toBe(375);
    });
});
