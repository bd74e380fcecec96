// The widget end to end: Chromium host pages, the built widget, the real product service and fake-stream.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser } from './helpers/browser.js';
import type { TestBrowser } from './helpers/browser.js';
import { makeHostUser, startBackend } from './helpers/backend.js';
import type { Backend, HostUser } from './helpers/backend.js';
import { SNIPPET } from './helpers/pages.js';
import { startStaticServer } from './helpers/staticServer.js';
import type { StaticServer } from './helpers/staticServer.js';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
let server: StaticServer;
let backend: Backend;
let alice: TestBrowser;
let bob: TestBrowser;

beforeAll(async () => {
  [server, backend, alice, bob] = await Promise.all([startStaticServer(dist), startBackend(), launchBrowser(), launchBrowser()]);
});
afterAll(async () => {
  await Promise.all([alice?.close(), bob?.close()]);
  await Promise.all([server?.close(), backend?.close()]);
});

/** A host page signed in as `user`, with the widget initialised; events are logged in window.events. */
async function hostAs(browser: TestBrowser, user: HostUser, name: string): Promise<Page> {
  server.setPage(name, { html: `<!doctype html><html><head><title>board</title>
<script async src="/dist/bounty-chat.js" data-api-host="${backend.apiHost}"></script>
<script>${SNIPPET}
window.events = [];
for (const e of ['ready', 'open', 'close', 'unread', 'message', 'error']) BountyChat('on', e, (d) => events.push([e, d]));
BountyChat('init', { tokenProvider: () => window.mintToken() });
</script></head><body><h1>Bounties</h1></body></html>` });
  const page = await browser.context.newPage();
  await page.exposeFunction('mintToken', () => backend.mintToken(user));
  await page.goto(`${server.url}/pages/${name}`);
  await page.waitForFunction(() => (window as unknown as { events: [string][] }).events.some(([e]) => e == 'ready' || e == 'error'), null, { polling: 50 });
  return page;
}

type Logged = [string, unknown][];
const lastUnread = (logged: Logged) => (logged.filter(([e]) => e == 'unread').at(-1)?.[1] as { total: number } | undefined)?.total;
const events = (page: Page) => page.evaluate(() => (window as unknown as { events: Logged }).events);

describe('two users on two host pages', () => {
  it('exchange a direct message in real time, and the host sees unread rise and fall', async () => {
    const candidate = makeHostUser('Alice');
    const poster = makeHostUser('Bob', 'poster');
    const bobPage = await hostAs(bob, poster, 'bob.html');
    const alicePage = await hostAs(alice, candidate, 'alice.html');
    expect((await events(alicePage)).find(([e]) => e == 'error')).toBeUndefined();

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
