// The channel list follows the server without a reload: a channel someone else creates while the list
// is open shows at the top at once, with its preview and unread badge, and opens like any other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoBoard } from './helpers/demoBoard.js';
import type { DemoBoard } from './helpers/demoBoard.js';

let board: DemoBoard;
beforeAll(async () => { board = await startDemoBoard(); });
afterAll(async () => { await board?.close(); });

describe('the channel list, live', () => {
  it('shows a DM created after it loaded first, with unread 1, and opens it', async () => {
    const [alice, bob] = await Promise.all([board.boardAs('alice', 'bounty-102'), board.boardAs('bob', 'bounty-101')]);
    await bob.locator('.bc-launcher').click();
    const rows = bob.getByTestId('channel-list-item-button');
    await rows.first().waitFor();
    const before = await rows.count();

    await alice.getByRole('button', { name: 'Message the poster' }).click();
    const composer = alice.getByTestId('message-input');
    await composer.fill('Is dark mode still open?');
    await composer.press('Enter');
    await alice.locator('.str-chat__message-list').getByText('Is dark mode still open?').waitFor();

    const first = rows.first();
    await expect.poll(() => first.textContent()).toContain('Is dark mode still open?');
    expect(await first.getByTestId('unread-badge').textContent()).toBe('1');
    expect(await rows.count()).toBe(before + 1);

    await first.click();
    await bob.locator('.str-chat__message-list').getByText('Is dark mode still open?').waitFor();
  });
});
