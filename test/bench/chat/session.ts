/** Opening benchmark pages: a fresh browser context each, HTTP cache off, the bench helpers installed. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { HostUser } from '../../e2e/helpers/backend.js';
import type { BenchBackend } from './benchBackend.js';
import type { BenchServer } from './benchServer.js';
import { BENCH_HELPERS } from './inPage.js';
import { plainPage, widgetPage } from './pages.js';

/** What every measurement needs. */
export interface BenchEnv {
  browser: Browser;
  server: BenchServer;
  backend: BenchBackend;
}

/** An open page and its context (closed together). */
export interface BenchPage {
  page: Page;
  close(): Promise<void>;
}

async function freshPage(env: BenchEnv): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.addInitScript(BENCH_HELPERS);
  return { context, page };
}

/** The host page with the widget signed in as `user`; resolves once the widget is ready. */
export async function openWidget(env: BenchEnv, user: HostUser): Promise<BenchPage> {
  const { context, page } = await freshPage(env);
  env.server.setPage('widget.html', widgetPage(env.backend.apiHost));
  await page.exposeFunction('mintToken', () => env.backend.mintToken(user));
  await page.goto(`${env.server.url}/pages/widget.html`);
  await page.waitForFunction(() => (window as unknown as { readyAt?: number }).readyAt !== undefined, null, { timeout: 30_000 });
  return { page, close: () => context.close() };
}

/** The plain-kit page signed in as `user` (not waited for: the caller times it). */
export async function openPlain(env: BenchEnv, user: HostUser): Promise<BenchPage> {
  const { context, page } = await freshPage(env);
  const name = `plain-${user.sub}.html`;
  env.server.setPage(name, plainPage({
    apiKey: env.backend.apiKey, baseURL: env.backend.streamUrl, userId: user.sub, userName: user.name, token: env.backend.streamToken(user.sub),
  }));
  await page.goto(`${env.server.url}/pages/${name}`);
  return { page, close: () => context.close() };
}

/** Runs `expression` (a string, see inPage.ts) in the page. */
export function inPage<T>(page: Page, expression: string): Promise<T> {
  return page.evaluate(expression) as Promise<T>;
}

/** The DM between a candidate and a poster, as the host's openDM names it. */
export function dmTarget(candidate: HostUser, poster: HostUser): { userId: string; bountyId: string; candidateId: string } {
  return { userId: poster.sub, bountyId: 'bounty-1', candidateId: candidate.sub };
}

/** Opens the DM in a widget page and waits for its composer. */
export async function openDmIn(page: Page, candidate: HostUser, poster: HostUser): Promise<void> {
  await page.evaluate((target) => (window as unknown as { BountyChat: { openDM(t: unknown): Promise<void> } }).BountyChat.openDM(target), dmTarget(candidate, poster));
  await inPage(page, `bench.when('[data-testid="message-input"]')`);
}

/** Creates both users (through the widget, as the product does) and the DM between them. */
export async function createDm(env: BenchEnv, candidate: HostUser, poster: HostUser): Promise<void> {
  await (await openWidget(env, poster)).close();
  const setup = await openWidget(env, candidate);
  await openDmIn(setup.page, candidate, poster);
  await setup.close();
}
