// The reaction button a message shows on hover (on a phone, once the message is tapped): the path most people take
// to react. It once blanked the whole conversation (the selector read the message menu's context outside any
// menu); the menu's own "Add reaction" path kept working, so only a test of this very button sees it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './helpers/devices.js';
import { startDmPair } from './helpers/dmPair.js';
import type { DmPair } from './helpers/dmPair.js';
import { hostEvents, sendMessage } from './helpers/widgetHost.js';

const list = (page: Page) => page.locator('.str-chat__main-panel .str-chat__message-list');
const messageIn = (page: Page, text: string) => list(page).locator('.str-chat__li', { hasText: text }).last();

describe.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('the hover reaction button (%s)', (_name, device) => {
  let pair: DmPair;
  let alice: Page;
  let bob: Page;
  const errors: string[] = [];
  beforeAll(async () => {
    ({ alice, bob } = pair = await startDmPair({ bountyId: `bounty-hover-${_name}`, alice: device, bob: device, timeout: 10_000 }));
    bob.on('pageerror', (error) => errors.push(error.message));
  });
  afterAll(async () => { await pair?.close(); });

  it('opens the five reactions, reacts with the one chosen, and the conversation stays', async () => {
    await sendMessage(alice, 'React with one click');
    const message = messageIn(bob, 'React with one click');
    await message.waitFor();
    const button = message.getByTestId('message-reaction-action');
    const selector = bob.getByTestId('reaction-selector');
    // The user points at (or taps) the message until its buttons show, then clicks the smiley itself.
    await expect.poll(async () => {
      if (await selector.isVisible()) return true;
      const bubble = message.locator('.str-chat__message-bubble');
      if (device.hasTouch) await bubble.tap(); else await bubble.hover();
      if (!(await button.isVisible())) return false;
      if (!(await button.click({ timeout: 1_000 }).then(() => true, () => false))) return false;
      return selector.waitFor({ timeout: 1_000 }).then(() => true, () => false);
    }, { timeout: 20_000 }).toBe(true);

    const offered = await selector.getByTestId('select-reaction-button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-text')));
    expect(offered).toEqual(['haha', 'like', 'love', 'sad', 'wow']);
    // The conversation is still there around the open selector: messages, the bounty card and the composer.
    await expect.poll(() => bob.locator('.str-chat__main-panel .str-chat__li').count()).toBeGreaterThan(0);
    expect(await bob.locator('.str-chat__main-panel textarea').isVisible()).toBe(true);

    await selector.locator('[data-text="wow"]').click();
    await expect.poll(() => selector.count()).toBe(0);
    // Both see the reaction; the conversation never blanked and nothing threw.
    for (const page of [bob, alice]) {
      const reactions = messageIn(page, 'React with one click').getByTestId('message-reactions-list-button');
      await expect.poll(() => reactions.first().textContent().catch(() => '')).toContain('😮');
    }
    expect(await bob.locator('.str-chat__main-panel textarea').isVisible()).toBe(true);
    expect(await bob.getByText('Something went wrong').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('a conversation that fails to render', () => {
  let pair: DmPair;
  let bob: Page;
  beforeAll(async () => {
    ({ bob } = pair = await startDmPair({ bountyId: 'bounty-boundary', alice: DESKTOP, bob: DESKTOP, timeout: 10_000 }));
  });
  afterAll(async () => { await pair?.close(); });

  it('says so with a reload button instead of going blank, tells the host, and reloads', async () => {
    await sendMessage(pair.alice, 'A message to react to');
    const message = messageIn(bob, 'A message to react to');
    await message.waitFor();
    // The reactions' code cannot be fetched (a CDN failing one file): the message Bob reacts to cannot render.
    const reactionsCode = '**/app/MessageReactions-*.js';
    await bob.route(reactionsCode, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    const button = message.getByTestId('message-reaction-action');
    await expect.poll(async () => {
      await message.locator('.str-chat__message-bubble').hover();
      return button.click({ timeout: 1_000 }).then(() => true, () => false);
    }, { timeout: 20_000 }).toBe(true);
    await bob.getByTestId('reaction-selector').locator('[data-text="like"]').click();

    const alert = bob.getByRole('alert').filter({ hasText: 'Something went wrong.' });
    await alert.waitFor();
    const reload = alert.getByRole('button', { name: 'Reload the conversation' });
    expect(await reload.isVisible()).toBe(true);
    await expect.poll(async () => (await hostEvents(bob)).filter(([name]) => name === 'error').map(([, detail]) => (detail as { code: string }).code))
      .toContain('conversation_failed');
    // The panel's frame is still there (the header's Back), not a blank panel.
    expect(await bob.getByRole('button', { name: /Back/ }).isVisible()).toBe(true);

    // The file is back: Reload shows the conversation again, with the reaction.
    await bob.unroute(reactionsCode);
    await reload.click();
    await messageIn(bob, 'A message to react to').waitFor();
    await expect.poll(() => messageIn(bob, 'A message to react to').getByTestId('message-reactions-list-button').first().textContent().catch(() => ''))
      .toContain('👍');
    expect(await alert.count()).toBe(0);
  });
});
