// The panel around a channel: Escape closes the innermost layer only (the mention list, a thread), the
// header's member and online counts follow people connecting and disconnecting, the connection notice, the
// phone layout on a host page wider than the phone, and a quiet console.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleMessage, Page } from 'playwright-core';
import { makePair, openDirectMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { providerAdmin } from './support/providerAdmin.js';
import { CHANNEL_TYPE } from '../../src/contract/ids.js';

let env: HostEnvironment;
beforeAll(async () => { env = await startHostEnvironment(); });
afterAll(async () => { await env?.close(); });

/** The id of the (only) DM of `userId`. */
async function dmId(userId: string): Promise<string | undefined> {
  const [channel] = await providerAdmin(env.backend).queryChannels({ members: { $in: [userId] } }, {}, { limit: 1 });
  return channel?.id;
}

const panel = (page: Page) => page.locator('.bc-panel');
const membersText = (page: Page) => page.locator('.bc-member-count').textContent();
const onlineText = (page: Page) => page.locator('.bc-online-count').textContent();

describe('the channel header and Escape', () => {
  it('a DM header shows the other person\'s presence, live; Escape closes the mention list, then the channel, then the panel', async () => {
    const { candidate, poster } = makePair();
    const console: string[] = [];
    const page = await env.openHost(poster, 'header.html', {}, { viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(10_000);
    page.on('console', (message: ConsoleMessage) => { if (['log', 'info', 'debug'].includes(message.type())) console.push(message.text()); });
    await openDirectMessage(page, { userId: poster.sub, bountyId: 'bounty-header', candidateId: candidate.sub });
    // A DM's header is about the other person: her presence, not a group's counts (she never connected: no line).
    await expect.poll(() => membersText(page)).toBe('');
    expect(await onlineText(page)).toBe('');

    // The candidate connects (a page of their own), then leaves.
    const other = await env.openHost(candidate, 'header-other.html');
    await expect.poll(() => membersText(page)).toBe('Online');
    await other.close();
    await expect.poll(() => membersText(page)).toMatch(/^Active /);

    // The mention list takes the first Escape; the chat stays open.
    const composer = page.getByTestId('message-input');
    await composer.fill('@');
    await composer.pressSequentially('Al');
    const suggestions = page.locator('.str-chat__suggestion-list-container');
    await suggestions.waitFor();
    await composer.press('Escape');
    await expect.poll(() => suggestions.count()).toBe(0);
    expect(await panel(page).isVisible()).toBe(true);
    expect(await composer.isVisible()).toBe(true);

    // Then the channel goes (back to the list), then the panel.
    await composer.press('Escape');
    await page.locator('.str-chat__channel-list').waitFor();
    expect(await page.locator('.bc-bar-counts').isVisible()).toBe(false);
    expect(await panel(page).isVisible()).toBe(true);
    // Focus went to the row of the channel just left, so Escape reaches the panel.
    await expect.poll(() => page.evaluate(() => document.querySelector('bounty-chat')?.shadowRoot?.activeElement?.getAttribute('data-testid'))).toBe('channel-list-item-button');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel(page).isVisible()).toBe(false);

    // Load and the first channel open printed nothing into the host's console (no i18next advertisement).
    expect(console).toEqual([]);
    await page.close();
  });
});

describe('Escape in a thread', () => {
  it('closes the thread composer\'s mention list, then the thread (the channel stays), then the channel, then the panel', async () => {
    const { candidate, poster } = makePair();
    const page = await env.openHost(candidate, 'thread-escape.html', {}, { viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(10_000);
    const admin = providerAdmin(env.backend);
    await admin.upsertUser({ id: poster.sub, name: poster.name });
    await openDirectMessage(page, { userId: poster.sub, bountyId: 'bounty-thread-escape', candidateId: candidate.sub });
    const dm = admin.channel(CHANNEL_TYPE, (await dmId(candidate.sub))!);
    const parent = await dm.sendMessage({ text: 'Shall we split the work?', user_id: poster.sub });
    await dm.sendMessage({ text: 'I take the backend', parent_id: parent.message.id, user_id: poster.sub });

    const main = page.locator('.str-chat__main-panel');
    await main.locator('.str-chat__message-replies-count-button').click();
    const thread = page.locator('.str-chat__thread');
    await thread.getByText('I take the backend').waitFor();
    const threadComposer = thread.getByTestId('message-input');
    await threadComposer.click();
    await threadComposer.pressSequentially('@Bo');
    const suggestions = page.locator('.str-chat__suggestion-list-container');
    await suggestions.getByText(poster.name).waitFor();

    // 1. The mention list only: the thread and its draft stay.
    await page.keyboard.press('Escape');
    await expect.poll(() => suggestions.count()).toBe(0);
    expect(await thread.isVisible()).toBe(true);
    expect(await threadComposer.inputValue()).toBe('@Bo');

    // 2. The thread only: the channel stays open with its own composer.
    await page.keyboard.press('Escape');
    await expect.poll(() => thread.count()).toBe(0);
    const composer = main.getByTestId('message-input');
    expect(await composer.isVisible()).toBe(true);
    expect(await main.getByText('Shall we split the work?').isVisible()).toBe(true);
    // The keyboard stays in the channel: its composer has the focus the thread's took with it.
    expect(await composer.evaluate((node) => node === (node.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    expect(await panel(page).isVisible()).toBe(true);

    // 3. The channel: back to the list. 4. The panel.
    await page.keyboard.press('Escape');
    await page.locator('.str-chat__channel-list').waitFor();
    expect(await panel(page).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel(page).isVisible()).toBe(false);
    await page.close();
  });
});

describe('connection', () => {
  it('offline for more than 5 s shows the notice; back online it goes, the channel stays open', async () => {
    const { candidate, poster } = makePair();
    const page = await env.openHost(candidate, 'offline.html', {}, { viewport: { width: 1280, height: 900 } });
    await providerAdmin(env.backend).upsertUser({ id: poster.sub, name: poster.name });
    page.setDefaultTimeout(15_000);
    await openDirectMessage(page, { userId: poster.sub, bountyId: 'bounty-offline', candidateId: candidate.sub });
    const notice = page.getByRole('alert').filter({ hasText: 'Connection failure, reconnecting now...' });
    const wentOffline = Date.now();
    await page.context().setOffline(true);
    await notice.waitFor({ timeout: 10_000 });
    expect(Date.now() - wentOffline).toBeGreaterThanOrEqual(5_000);
    expect(await page.locator('.bc-notice').textContent()).toBe('Connection failure, reconnecting now...');
    await page.context().setOffline(false);
    await notice.waitFor({ state: 'detached', timeout: 15_000 }).catch(async () => notice.waitFor({ state: 'hidden' }));
    expect(await page.locator('.bc-notice').isVisible()).toBe(false);
    expect(await page.getByTestId('message-input').isVisible()).toBe(true);

    // On the list this time: what was said while offline shows once the connection is back (the list is re-queried).
    await page.getByTestId('message-input').press('Escape');
    const row = page.getByTestId('channel-list-item-button').first();
    await row.waitFor();
    await page.context().setOffline(true);
    await notice.waitFor({ timeout: 10_000 });
    await providerAdmin(env.backend).channel(CHANNEL_TYPE, (await dmId(candidate.sub))!).sendMessage({ text: 'Sent while you were away', user_id: poster.sub });
    await page.context().setOffline(false);
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Sent while you were away');
    // The re-queried list and the healthy connection arrive in either order: the notice goes within moments.
    await expect.poll(() => page.locator('.bc-notice').isVisible(), { timeout: 5_000 }).toBe(false);

    // A deliberate destroy while the connection is down says nothing.
    await page.context().setOffline(true);
    await page.evaluate(() => window.BountyChat!.destroy());
    // The widget is gone from the page, and no notice came with it.
    await page.locator('bounty-chat').waitFor({ state: 'detached' });
    expect(await page.locator('.bc-notice').count()).toBe(0);
    await page.context().setOffline(false);
    await page.close();
  });
});

describe('phone layout', () => {
  it('on a 375 px phone, a host page laid out 630 px wide still gets the whole panel on screen', async () => {
    const { candidate } = makePair();
    const page = await env.openHost(candidate, 'phone.html', {
      head: '<style>.wide-nav{width:630px;white-space:nowrap}</style>',
      body: '<nav class="wide-nav">Jobs · Bounties · Companies · Salaries · Resources · Sign in</nav>',
    }, { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const layout = await page.evaluate(() => ({ inner: window.innerWidth, visual: window.visualViewport?.width ?? 0 }));
    expect(layout.visual).toBe(375);
    expect(layout.inner).toBeGreaterThan(375);
    await page.locator('.bc-launcher').tap();
    await page.locator('.str-chat__channel-list').waitFor();
    const placed = await page.evaluate(async () => {
      const host = document.querySelector('bounty-chat')!;
      const panel = host.shadowRoot!.querySelector('.bc-panel')!;
      // Where the panel comes to rest: it rises into place as it opens (a short transition).
      await Promise.all(panel.getAnimations().map((animation) => animation.finished));
      const rect = panel.getBoundingClientRect();
      const viewport = window.visualViewport!;
      return { left: rect.left - viewport.offsetLeft, top: rect.top - viewport.offsetTop, width: rect.width, height: rect.height, vw: viewport.width, vh: viewport.height };
    });
    expect(placed.left).toBeGreaterThanOrEqual(0);
    expect(placed.top).toBeGreaterThanOrEqual(0);
    expect(placed.left + placed.width).toBeLessThanOrEqual(placed.vw + 0.5);
    expect(placed.top + placed.height).toBeLessThanOrEqual(placed.vh + 0.5);
    expect(placed.width).toBeGreaterThan(placed.vw - 1);
    await page.close();
  });
});

describe('Escape right after going back', () => {
  it('closes the panel while the list is still loading: the keyboard stays in the widget', async () => {
    const { candidate, poster } = makePair();
    const page = await env.openHost(candidate, 'escape-loading.html', {}, { viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(10_000);
    await openDirectMessage(page, { userId: poster.sub, bountyId: 'bounty-escape-loading', candidateId: candidate.sub });
    const composer = page.getByTestId('message-input');
    await composer.click();

    // The list's query is held in the browser until the panel has closed: no row can take the focus before.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route((url) => url.pathname.endsWith('/channels'), async (route) => {
      await held;
      await route.continue();
    });
    await composer.press('Escape');
    await page.locator('.str-chat__channel-list').waitFor();
    expect(await page.getByTestId('channel-list-item-button').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel(page).isVisible()).toBe(false);

    // Reopened, the list arrives and the DM is there.
    release();
    await page.locator('.bc-launcher').click();
    await page.getByTestId('channel-list-item-button').first().waitFor();
    await page.close();
  });
});
