// Arrivals you notice, on desktop and on a touch phone: with the panel closed, someone else's new DM shows a short
// preview beside the launcher (sender, first line, plain text) whose code loads with that first arrival; a click
// opens the conversation; it goes by itself; never for the user's own message; the launcher shows a close
// chevron while open; the panel and the preview move, except under prefers-reduced-motion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Channel } from 'stream-chat';
import { hostEvents, openDirectMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { providerAdmin } from './support/providerAdmin.js';
import { lookUsers } from './support/lookScene.js';
import { SIZES } from './helpers/devices.js';

let env: HostEnvironment;
beforeAll(async () => { env = await startHostEnvironment(); });
afterAll(async () => { await env?.close(); });

const sizes = SIZES;

describe.each(sizes)('arrivals on %s', (name, device) => {
  const users = lookUsers();
  let page: Page;
  let dm: Channel;
  const requested: string[] = [];
  const preview = () => page.locator('.bc-arrival');
  const say = (text: string, from = users.poster) => dm.sendMessage({ text, user_id: from.sub });

  beforeAll(async () => {
    const admin = providerAdmin(env.backend);
    await admin.upsertUsers([{ id: users.candidate.sub, name: users.candidate.name }, { id: users.poster.sub, name: users.poster.name }]);
    page = await env.openHost(users.candidate, `arrivals-${name}.html`, {}, device);
    page.setDefaultTimeout(10_000);
    page.on('request', (request) => requested.push(request.url()));
    const bountyId = `bounty-arrive-${name}-${users.candidate.sub.slice(-6)}`;
    await openDirectMessage(page, { userId: users.poster.sub, bountyId, candidateId: users.candidate.sub });
    const found = (await admin.queryChannels({ members: { $in: [users.candidate.sub] } }, {}, { limit: 10 }))
      .find((channel) => (channel.data as Record<string, unknown>)['bounty_id'] === bountyId);
    if (!found) throw new Error('no DM');
    dm = found;
  }, 60_000);
  afterAll(async () => { await page?.close(); });

  it('the launcher shows a close chevron while the panel is open, the chat bubble while closed', async () => {
    const launcher = page.locator('.bc-launcher');
    expect(await launcher.getAttribute('aria-expanded')).toBe('true');
    expect(await launcher.locator('.bc-icon-close').isVisible()).toBe(true);
    expect(await launcher.locator('.bc-icon-chat').isVisible()).toBe(false);
    await page.locator('.bc-close').click();
    await expect.poll(() => page.locator('.bc-panel').isVisible()).toBe(false);
    expect(await launcher.locator('.bc-icon-chat').isVisible()).toBe(true);
    expect(await launcher.locator('.bc-icon-close').isVisible()).toBe(false);
    expect(await launcher.getAttribute('aria-expanded')).toBe('false');
  });

  it("the user's own message shows no preview, and loads none of its code", async () => {
    const { message } = await say('A note from my phone', users.candidate);
    await expect.poll(async () => (await hostEvents(page)).some(([event, detail]) => event === 'message' && (detail as { messageId: string }).messageId === message.id)).toBe(true);
    expect(await preview().count()).toBe(0);
    expect(requested.filter((url) => url.includes('showArrivals'))).toEqual([]);
  });

  it('a DM from someone else: the sender and the first line as plain text, beside the launcher; a click opens it', async () => {
    await say('<b>Hello</b> Alice, I read your plan\nSecond line stays out');
    await expect.poll(() => preview().isVisible()).toBe(true);
    expect(requested.filter((url) => url.includes('showArrivals'))).toHaveLength(1);
    expect(await preview().locator('b').textContent()).toBe(users.poster.name);
    expect(await preview().locator('span').textContent()).toBe('<b>Hello</b> Alice, I read your plan');
    expect(await preview().locator('span b').count()).toBe(0);
    // Beside the launcher: inside the viewport, not over the launcher.
    const [box, launcher] = await Promise.all([preview().boundingBox(), page.locator('.bc-launcher').boundingBox()]);
    const viewport = page.viewportSize()!;
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    expect(box!.x + box!.width <= launcher!.x || box!.y + box!.height <= launcher!.y).toBe(true);
    expect(Math.abs(box!.y + box!.height - (launcher!.y + launcher!.height))).toBeLessThan(60);
    await preview().click();
    await page.locator('.str-chat__main-panel .str-chat__message-list').getByText('Second line stays out').waitFor();
    expect(await preview().isVisible()).toBe(false);
    expect(await page.locator('.bc-bar-title').textContent()).toContain(users.poster.name.split(' ')[0]);
  });

  it('no preview while the panel is open; with it closed, a preview goes by itself after a few seconds', async () => {
    await say('While you are here');
    await page.locator('.str-chat__main-panel .str-chat__message-list').getByText('While you are here').waitFor();
    expect(await preview().isVisible()).toBe(false);
    await page.locator('.bc-close').click();
    await expect.poll(() => page.locator('.bc-panel').isVisible()).toBe(false);
    await say('One more thing');
    await expect.poll(() => preview().isVisible()).toBe(true);
    const shownAt = Date.now();
    await expect.poll(() => preview().isVisible(), { timeout: 12_000 }).toBe(false);
    expect(Date.now() - shownAt).toBeGreaterThan(3000);
  });

  it('the preview and the panel move; under prefers-reduced-motion neither does', async () => {
    await say('Moving in');
    await expect.poll(() => preview().isVisible()).toBe(true);
    expect(await preview().evaluate((el) => getComputedStyle(el).animationName)).toBe('bc-arrive');
    const panelMotion = () => page.locator('.bc-panel').evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(await panelMotion()).not.toMatch(/^0s(, 0s)*$/);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await preview().evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    expect(await panelMotion()).toMatch(/^0s(, 0s)*$/);
    await page.locator('.bc-launcher').click();
    await expect.poll(() => preview().isVisible()).toBe(false);
    expect(await page.locator('.bc-panel').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
  });
});
