// The message menu is hidden for system and ephemeral messages: a system message the provider's server sent and
// the ephemeral answer to /giphy (seen by its sender only) have no menu button and open no menu on a long press,
// while an ordinary message next to them has both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CDPSession, Locator, Page } from 'playwright-core';
import { LONG_PRESS_MS } from '../../../src/chat/conversation/messageMenu.js';
import { messageList, startMessagingHost, typeAndSend } from './messagingHost.js';
import type { MessagingHost } from './messagingHost.js';

let host: MessagingHost;
beforeAll(async () => { host = await startMessagingHost(); });
afterAll(async () => { await host?.close(); });

const menu = (page: Page) => page.getByRole('menu', { name: 'Message Actions' });
const menuToggle = (message: Locator) => message.getByTestId('message-actions-toggle-button');

/** Puts a finger on `target` (touch emulated through the DevTools protocol). */
async function touchDown(cdp: CDPSession, target: Locator): Promise<void> {
  const box = (await target.boundingBox())!;
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
}

/**
 * Holds a finger on `target` for `ms` of the page's clock, then lifts it. The clock is paused (see the test):
 * holding is the gesture itself, no event marks "the finger has rested long enough", so the clock is moved.
 */
async function press(cdp: CDPSession, target: Locator, ms: number, page: Page): Promise<void> {
  await touchDown(cdp, target);
  await page.clock.runFor(ms);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

describe('no menu on system and ephemeral messages', () => {
  it('a system message and an ephemeral /giphy answer have no menu button and no long-press menu; an ordinary message has both', async () => {
    const { alice, alicePage, bobPage, channel } = await host.conversation();
    // The DM gets the giphy command, as a channel-level setting on the provider.
    await channel.updatePartial({ set: { config_overrides: { commands: ['giphy'] } as Record<string, unknown> } });
    await channel.sendMessage({ text: 'Alice shared the bounty brief', type: 'system', user_id: alice.sub });
    await typeAndSend(alicePage, 'An ordinary message');
    const list = messageList(bobPage);
    await list.getByText('An ordinary message').waitFor();
    await typeAndSend(bobPage, '/giphy cats');

    const system = list.locator('.str-chat__message--system', { hasText: 'Alice shared the bounty brief' });
    const ephemeral = list.locator('.str-chat__li', { has: bobPage.locator('.str-chat__message--ephemeral') });
    const ordinary = list.locator('.str-chat__li', { hasText: 'An ordinary message' });
    await system.waitFor();
    await ephemeral.waitFor();

    // The mouse: hovering shows the ordinary message's menu button, and none on the other two.
    await ordinary.locator('.str-chat__message-bubble').hover();
    await expect.poll(() => menuToggle(ordinary).isVisible()).toBe(true);
    await system.hover();
    expect(await menuToggle(system).count()).toBe(0);
    await ephemeral.locator('.str-chat__message-bubble').first().hover();
    expect(await menuToggle(ephemeral).count()).toBe(0);

    // Touch: a long press opens nothing on the system or the ephemeral message, the ordinary one's menu opens.
    // Bob's page clock stands still and moves only as far as each press lasts, so a press is long enough however
    // busy the machine; the ordinary message's menu then opening alone, on the same clock, is the later event.
    const cdp = await bobPage.context().newCDPSession(bobPage);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    await bobPage.clock.install();
    await bobPage.clock.pauseAt(await bobPage.evaluate(() => Date.now()) + 1_000);
    try {
      await press(cdp, system, LONG_PRESS_MS + 200, bobPage);
      expect(await menu(bobPage).count()).toBe(0);
      await press(cdp, ephemeral.locator('.str-chat__message-bubble').first(), LONG_PRESS_MS + 200, bobPage);
      expect(await menu(bobPage).count()).toBe(0);
      await touchDown(cdp, ordinary.locator('.str-chat__message-bubble'));
      await bobPage.clock.runFor(LONG_PRESS_MS);
      await menu(bobPage).waitFor();
      expect(await menu(bobPage).count()).toBe(1);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    } finally {
      await bobPage.clock.resume();
      await cdp.detach();
    }
    await bobPage.keyboard.press('Escape');
    await expect.poll(() => menu(bobPage).count()).toBe(0);

    // The ephemeral answer is Bob's alone: Alice sees his next message, never the gif.
    await typeAndSend(bobPage, 'Sent after the gif');
    await messageList(alicePage).getByText('Sent after the gif').waitFor();
    expect(await messageList(alicePage).locator('.str-chat__message--ephemeral').count()).toBe(0);
    expect(await messageList(alicePage).getByText('/giphy cats').count()).toBe(0);
    await messageList(alicePage).locator('.str-chat__message--system', { hasText: 'Alice shared the bounty brief' }).waitFor();
  }, 60_000); // two users, a conversation and a dozen steps in two windows: more than 30 s on a busy machine
});
