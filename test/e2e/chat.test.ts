// The widget end to end: Chromium host pages, the built widget, the real product service and fake-stream.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeHostUser } from './helpers/backend.js';
import { ensureBountyFor, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';

let env: HostEnvironment;
beforeAll(async () => { env = await startHostEnvironment(); });
afterAll(async () => { await env?.close(); });

type Logged = [string, unknown][];
const lastUnread = (logged: Logged) => (logged.filter(([e]) => e == 'unread').at(-1)?.[1] as { total: number } | undefined)?.total;
const events = (page: Page) => page.evaluate(() => (window as unknown as { events: Logged }).events);

describe('two users on two host pages', () => {
  it('exchange a direct message in real time, and the host sees unread rise and fall', async () => {
    const candidate = makeHostUser('Alice');
    const poster = makeHostUser('Bob', 'poster');
    const bobPage = await env.openHost(poster, 'bob.html');
    const alicePage = await env.openHost(candidate, 'alice.html');
    expect((await events(alicePage)).find(([e]) => e == 'error')).toBeUndefined();

    await ensureBountyFor(alicePage, 'bounty-1');
    await alicePage.evaluate((target) => window.BountyChat!.openDM(target),
      { userId: poster.sub, bountyId: 'bounty-1', candidateId: candidate.sub });
    const composer = alicePage.getByTestId('message-input');
    await composer.waitFor();
    await composer.fill('Hello Bob, about your bounty');
    await composer.press('Enter');

    // Bob's host page learns of the unread message without opening the chat.
    await expect.poll(async () => lastUnread(await events(bobPage)), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => bobPage.locator('.bc-badge').textContent()).toBe('1');

    await bobPage.locator('.bc-launcher').click();
    await bobPage.getByTestId('channel-list-item-button').click();
    await bobPage.locator('.str-chat__message-list').getByText('Hello Bob, about your bounty').waitFor();
    // Reading it brings the host's count back to zero.
    await expect.poll(async () => lastUnread(await events(bobPage)), { timeout: 10_000 }).toBe(0);

    const reply = bobPage.getByTestId('message-input');
    await reply.fill('Hi Alice!');
    await reply.press('Enter');
    await alicePage.locator('.str-chat__message-list').getByText('Hi Alice!').waitFor();
  }, 45_000);
});
