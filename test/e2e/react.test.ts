// bounty-chat/react on the demo's React page (built from dist/react/index.js): the hook's state follows the
// widget, its commands work, and a route change that remounts the provider neither reloads the loader nor loses
// the state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
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
    await alice.goto(`${board.demo.url}/react.html?user=alice`);
    await expect.poll(() => alice.getByTestId('chat-state').textContent()).toBe('Chat connected');
    const before = await unreadTotal(alice);

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
});
