// The channel list follows the server without a reload (issue 4): a channel someone else creates while the list
// is open shows at the top at once, with its preview and unread badge, and opens like any other.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startDemo } from '../../demo/app.js';
import type { RunningDemo } from '../../demo/app.js';
import { launchChromium } from './helpers/browser.js';

let demo: RunningDemo;
let browser: Browser;
let dataDir: string;

/** A window of the job board on `bountyId`, signed in as `user`, once the widget is ready. */
async function boardAs(user: 'alice' | 'bob', bountyId: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    window.addEventListener('bountychat:ready', () => seen.push('ready'));
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await page.goto(`${demo.url}/bounty.html?id=${bountyId}&user=${user}`);
  await page.waitForFunction(() => (window as unknown as { seen: string[] }).seen.includes('ready'));
  return page;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bounty-chat-list-e2e-'));
  [demo, browser] = await Promise.all([startDemo({ port: 0, streamPort: 0, dataDir }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await demo?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('the channel list, live', () => {
  it('shows a DM created after it loaded first, with unread 1, and opens it', async () => {
    const [alice, bob] = await Promise.all([boardAs('alice', 'bounty-102'), boardAs('bob', 'bounty-101')]);
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
