// The demo job board as its users see it: two people in two windows talk in real time, the
// host's own header shows the unread count, "Bounty discussion" opens the shared channel, Esc and focus behave,
// and destroy → init leaves the page as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startDemoBoard } from './helpers/demoBoard.js';
import type { DemoBoard } from './helpers/demoBoard.js';

let board: DemoBoard;
let alice: Page;
let bob: Page;

const pill = (page: Page) => page.locator('.unread-pill span');
const messages = (page: Page) => page.locator('.str-chat__message-list');

async function send(page: Page, text: string): Promise<void> {
  const composer = page.getByTestId('message-input');
  await composer.fill(text);
  await composer.press('Enter');
  await messages(page).getByText(text).waitFor();
}

beforeAll(async () => {
  board = await startDemoBoard();
  [alice, bob] = await Promise.all([board.boardAs('alice'), board.boardAs('bob')]);
});
afterAll(async () => { await board?.close(); });

describe('the demo job board', () => {
  it('two users exchange a DM in real time; the header count rises on a new message and falls once read', async () => {
    // The seeded welcome from Bob is unread for Alice.
    await expect.poll(() => pill(alice).textContent()).toBe('1');
    // Bob finds the conversation in his channel list (its preview is the seeded welcome).
    await bob.locator('.bc-launcher').click();
    await bob.getByTestId('channel-list-item-button').filter({ hasText: /thanks for your interest/ }).click();
    await messages(bob).getByText(/thanks for your interest/).waitFor();
    await send(bob, 'Are you still interested?');
    await expect.poll(() => pill(alice).textContent()).toBe('2');

    await alice.getByRole('button', { name: 'Message the poster' }).click();
    await messages(alice).getByText('Are you still interested?').waitFor();
    await expect.poll(() => pill(alice).textContent()).toBe('0');
    await send(alice, 'Yes, I can start tomorrow');
    await messages(bob).getByText('Yes, I can start tomorrow').waitFor();
  });

  it('the poster opens the same DM from the bounty page ("Message Alice Candidate")', async () => {
    await bob.keyboard.press('Escape');
    await expect.poll(() => bob.locator('.bc-panel').isVisible()).toBe(false);
    await bob.getByRole('button', { name: 'Message Alice Candidate' }).click();
    await messages(bob).getByText('Yes, I can start tomorrow').waitFor();
    expect(await bob.locator('.str-chat__message-list').getByText(/thanks for your interest/).count()).toBe(1);
  });

  it('"Bounty discussion" opens the bounty channel, where both see each other\'s messages', async () => {
    await alice.getByRole('button', { name: 'Bounty discussion' }).click();
    await messages(alice).getByText(/Welcome to the discussion/).waitFor();
    expect(await alice.locator('.bc-bar-title').textContent()).toBe('Fix the flaky checkout test');
    await send(alice, 'Which browsers does the test run on?');
    await bob.getByRole('button', { name: 'Bounty discussion' }).click();
    await messages(bob).getByText('Which browsers does the test run on?').waitFor();
    await send(bob, 'Chromium only');
    await messages(alice).getByText('Chromium only').waitFor();
  });

  it('Esc closes the panel and focus returns to the launcher', async () => {
    await alice.getByTestId('message-input').focus();
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
