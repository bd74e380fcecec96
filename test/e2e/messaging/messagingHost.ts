/**
 * One environment per browser test file of the message and composer rules: fake-stream (journalled, so it
 * can be stopped and started again on its port), the fault proxy in front of it, the product service talking
 * through the proxy, the built widget on a static server, and one Chromium. Two fresh users per test talk in
 * a DM: Alice opens it (its owner), Bob is a plain member.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { StreamChat } from 'stream-chat';
import type { Channel } from 'stream-chat';
import { createFakeStream } from '../../../fake-stream/app.js';
import type { RunningFakeStream } from '../../../fake-stream/app.js';
import { startServer } from '../../../src/server/startServer.js';
import { createUserToken } from '../../../src/server/auth/token.js';
import { parseConfig } from '../../../src/server/config/serviceConfig.js';
import { launchChromium } from '../helpers/browser.js';
import { ensureBountyAt, makeHostUser } from '../helpers/backend.js';
import type { HostUser } from '../helpers/backend.js';
import { SNIPPET } from '../helpers/pages.js';
import { startStaticServer } from '../helpers/staticServer.js';
import { startFaultProxy } from './faultProxy.js';
import type { FaultProxy } from './faultProxy.js';

const dist = process.env.BOUNTY_CHAT_E2E_DIST ?? fileURLToPath(new URL('../../../dist/', import.meta.url));
const TOKEN_KEY = Buffer.alloc(32, 9);
const KEY = 'e2e-messaging-key';
const SECRET = 'e2e-messaging-secret';

/** Two users in one DM, each on their own host page. */
export interface Conversation {
  alice: HostUser;
  bob: HostUser;
  alicePage: Page;
  bobPage: Page;
  /** The DM as the provider's server client sees it (freeze, slow mode, roles…). */
  channel: Channel;
}

/** The running environment. */
export interface MessagingHost {
  proxy: FaultProxy;
  /** A server-side client of fake-stream. */
  server: StreamChat;
  /** Stops fake-stream (its state stays in its journal). */
  stopStream(): Promise<void>;
  /** Starts fake-stream again on the same port with the same journal. */
  startStream(): Promise<void>;
  /** Alice and Bob, both signed in, with Alice's DM to Bob open on both pages. */
  conversation(): Promise<Conversation>;
  close(): Promise<void>;
}

/** Starts everything; `blocklist` goes to fake-stream. */
export async function startMessagingHost(options: { blocklist?: string[] } = {}): Promise<MessagingHost> {
  const journal = mkdtempSync(join(tmpdir(), 'bounty-chat-fake-stream-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'bounty-chat-e2e-'));
  const streamOptions = { key: KEY, secret: SECRET, dataDir: journal, blocklist: options.blocklist ?? [] };
  let stream: RunningFakeStream | null = await createFakeStream({ ...streamOptions, port: 0 });
  const port = stream.port;
  const streamUrl = stream.url;
  const proxy = await startFaultProxy(streamUrl);
  const [service, pages, browser] = await Promise.all([
    startServer(parseConfig({
      STREAM_API_KEY: KEY,
      STREAM_API_SECRET: SECRET,
      STREAM_BASE_URL: proxy.url,
      BOUNTY_CHAT_TOKEN_KEY: TOKEN_KEY.toString('base64'),
      BOUNTY_CHAT_DATA: dataDir,
      BOUNTY_CHAT_ALLOWED_ORIGINS: '*',
    }), { log: () => undefined }),
    startStaticServer(dist),
    launchChromium(),
  ]);
  const server = new StreamChat(KEY, SECRET, { baseURL: streamUrl });

  async function hostPage(b: Browser, user: HostUser): Promise<Page> {
    const name = `${user.sub}.html`;
    pages.setPage(`${name}.boot.js`, {
      html: `${SNIPPET}
window.events = [];
for (const e of ['ready', 'error']) BountyChat('on', e, (d) => events.push([e, d]));
BountyChat('init', { tokenProvider: () => window.mintToken() });`,
      headers: { 'content-type': 'text/javascript' },
    });
    pages.setPage(name, { html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Job board</title>
<script async src="/dist/bounty-chat.js" data-api-host="${service.url}"></script></head>
<body><h1>Bounties</h1><script src="/pages/${name}.boot.js"></script></body></html>` });
    const context = await b.newContext();
    const page = await context.newPage();
    page.once('close', () => { context.close().catch(() => undefined); });
    await page.exposeFunction('mintToken', () => createUserToken({ ...user, exp: Math.floor(Date.now() / 1000) + 3600 }, TOKEN_KEY));
    await page.goto(`${pages.url}/pages/${name}`);
    await page.waitForFunction(() => (window as unknown as { events: [string][] }).events.some(([e]) => e == 'ready'), null, { polling: 50 });
    return page;
  }

  return {
    proxy,
    server,
    async stopStream() {
      await stream?.close();
      stream = null;
    },
    async startStream() {
      stream = await createFakeStream({ ...streamOptions, port });
    },
    async conversation() {
      const alice = makeHostUser('Alice');
      const bob = makeHostUser('Bob', 'poster');
      const bobPage = await hostPage(browser, bob);
      const alicePage = await hostPage(browser, alice);
      const target = { userId: bob.sub, bountyId: `bounty-${alice.sub}`, candidateId: alice.sub };
      await ensureBountyAt({ url: streamUrl, key: KEY, secret: SECRET }, target.bountyId);
      await alicePage.evaluate((t) => window.BountyChat!.openDM(t), target);
      await alicePage.getByTestId('message-input').waitFor();
      await bobPage.evaluate((t) => window.BountyChat!.openDM(t), target);
      await bobPage.getByTestId('message-input').waitFor();
      const [found] = await server.queryChannels({ members: { $in: [alice.sub] } });
      if (!found) throw new Error('the DM was not created');
      return { alice, bob, alicePage, bobPage, channel: found };
    },
    async close() {
      await browser.close();
      await Promise.all([service.close(), pages.close(), proxy.close(), stream?.close()]);
      rmSync(journal, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The message list of a page. */
export const messageList = (page: Page) => page.locator('.str-chat__message-list');

/** Types `text` in the page's composer and presses Enter. */
export async function typeAndSend(page: Page, text: string): Promise<void> {
  const composer = page.getByTestId('message-input');
  await composer.fill(text);
  await composer.press('Enter');
}
