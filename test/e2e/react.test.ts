// bounty-chat/react on the demo's React page (built from dist/react/index.js): the hook's state follows the
// widget, its commands work, and a route change that remounts the provider neither reloads the loader nor loses
// the state.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bundleReactPage } from '../../demo/reactBundle.js';
import { startDemoBoard } from './helpers/demoBoard.js';
import type { DemoBoard } from './helpers/demoBoard.js';
import { openDirectMessage, sendMessage } from './helpers/widgetHost.js';

let board: DemoBoard;

beforeAll(async () => { board = await startDemoBoard(); });
afterAll(async () => { await board?.close(); });

const unreadTotal = async (page: Page): Promise<number> => Number(await page.getByTestId('unread-total').textContent());

describe('the React binding', () => {
  it('exposes ready and unread as state, opens a DM, and survives a remount without a second loader', async () => {
    const context = await board.newContext();
    const alice = await context.newPage();
    alice.setDefaultTimeout(10_000);
    const loaderRequests: string[] = [];
    alice.on('request', (request) => { if (/\/bounty-chat\.m?js$/.test(new URL(request.url()).pathname)) loaderRequests.push(request.url()); });
    // The widget's unread events from the start: the count shows 0 until the first one, which may say otherwise.
    await alice.addInitScript(() => {
      const seen: unknown[] = [];
      (window as unknown as { unreadSeen: unknown[] }).unreadSeen = seen;
      window.addEventListener('bountychat:unread', (event) => seen.push((event as CustomEvent).detail));
    });
    await alice.goto(`${board.demo.url}/react.html?user=alice`);
    await expect.poll(() => alice.getByTestId('chat-state').textContent()).toBe('Chat connected');
    await expect.poll(() => alice.evaluate(() => (window as unknown as { unreadSeen: unknown[] }).unreadSeen.length)).toBeGreaterThan(0);
    const first = await alice.evaluate(() => ((window as unknown as { unreadSeen: Array<{ total: number }> }).unreadSeen.at(-1))!.total);
    await expect.poll(() => unreadTotal(alice)).toBe(first);
    const before = first;

    // Bob writes to Alice about a bounty while her panel is closed: her header re-renders with the count.
    const bob = await board.boardAs('bob', 'bounty-102');
    await openDirectMessage(bob, { userId: 'bob', bountyId: 'bounty-102', candidateId: 'alice' });
    await sendMessage(bob, 'Can you start on Monday?');
    await expect.poll(() => unreadTotal(alice)).toBe(before + 1);

    // A route change remounts the provider: same loader, one widget, the state still there at once.
    await alice.getByRole('link', { name: 'About' }).click();
    await alice.getByRole('heading', { name: 'About' }).waitFor();
    expect(await alice.getByTestId('chat-state').textContent()).toBe('Chat connected');
    expect(await unreadTotal(alice)).toBe(before + 1);
    await alice.getByRole('link', { name: 'Bounties' }).click();
    expect(loaderRequests).toHaveLength(1);
    expect(await alice.locator('bounty-chat').count()).toBe(1);

    // openDM from the hook (after the remount) opens the conversation; reading it clears the count.
    await alice.locator('.card', { hasText: 'Dark mode for the settings page' }).getByRole('button', { name: 'Message the poster' }).click();
    await alice.locator('.str-chat__message-list').getByText('Can you start on Monday?').waitFor();
    await expect.poll(() => unreadTotal(alice)).toBe(before);
    await context.close();
  });

  it('re-renders on state, keeps the same command functions, and a remounted provider starts from the current state', async () => {
    const page = await (await board.newContext()).newPage();
    page.setDefaultTimeout(10_000);
    // The probe runs in the demo's React page in place of its app (the document itself must come from the demo
    // server: Chromium blocks a page it did not get from a loopback address from reaching loopback sockets).
    const script = await bundleReactPage(fileURLToPath(new URL('./react/probe.tsx', import.meta.url)));
    await page.route((url) => url.pathname == '/react/app.js', (route) => route.fulfill({ contentType: 'text/javascript', body: script }));
    let loaderRequests = 0;
    page.on('request', (request) => { if (new URL(request.url()).pathname == '/dist/bounty-chat.js') loaderRequests++; });
    await page.goto(`${board.demo.url}/react.html?user=alice`);
    await page.getByTestId('probe').getByText(/^ready/).waitFor();

    const rendersBefore = await page.evaluate(() => (window as unknown as { renders: unknown[] }).renders.length);
    await page.evaluate(() => { (window as unknown as { remount(): void }).remount(); });
    await page.evaluate(() => { (window as unknown as { remount(): void }).remount(); });
    await expect.poll(() => page.evaluate(() => (window as unknown as { renders: unknown[] }).renders.length)).toBeGreaterThan(rendersBefore + 1);
    const renders = await page.evaluate(() => (window as unknown as { renders: Array<{ ready: boolean; sameCommands: boolean }> }).renders);
    // Not ready, then ready for good: the remounted providers' first renders were already ready.
    const firstReady = renders.findIndex((r) => r.ready);
    expect(firstReady).toBeGreaterThan(0);
    expect(renders.slice(firstReady).every((r) => r.ready)).toBe(true);
    expect(renders.every((r) => r.sameCommands)).toBe(true);
    expect(loaderRequests).toBe(1);
    expect(await page.locator('bounty-chat').count()).toBe(1);

    await page.evaluate(() => (window as unknown as { openDM(t: object): Promise<void> }).openDM({ userId: 'bob', bountyId: 'bounty-103', candidateId: 'alice' }));
    await page.getByTestId('message-input').waitFor();
    await page.context().close();
  });
});
