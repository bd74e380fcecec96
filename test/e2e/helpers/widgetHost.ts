/**
 * The one way browser tests open a host page. A whole host environment for one test file: the built widget on a static server, the real product service and
 * fake-stream, and one Chromium. Host pages load their boot script from their own origin, so they also run
 * under a strict Content-Security-Policy (no inline script).
 */
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { launchChromium } from './browser.js';
import { makeHostUser, startBackend } from './backend.js';
import type { Backend, BackendOptions, HostUser } from './backend.js';
import { SNIPPET } from './pages.js';
import { createServiceClient } from '../../../src/service/createServiceClient.js';
import type { DirectMessageRequest } from '../../../src/service/types.js';
import { startStaticServer } from './staticServer.js';
import type { StaticServer } from './staticServer.js';

// BOUNTY_CHAT_E2E_DIST points the tests at another build of the widget (a private build tree).
const dist = process.env.BOUNTY_CHAT_E2E_DIST ?? fileURLToPath(new URL('../../../dist/', import.meta.url));

/** How a host page looks. */
export interface HostPageOptions {
  /** Extra markup in <head> (the host's own styles). */
  head?: string;
  /** The host's own body markup, before the boot script. */
  body?: string;
  /** Extra init options as JS source, e.g. `container: document.getElementById('chat')`. */
  initOptions?: string;
  /** Response headers of the page (a CSP). */
  headers?: Record<string, string>;
  /** The loader file under /dist/ (bounty-chat.js by default) and the `integrity` its tag carries. */
  loader?: { file: string; integrity: string };
  /** Leave out the widget entirely: the same page without it, for comparisons. */
  withoutWidget?: boolean;
  /** How long each token the host mints stays valid (an hour by default). */
  tokenLifetimeSeconds?: number;
  /** Called each time the page's tokenProvider asks the host for a token. */
  onTokenRequest?: () => void;
}

/** A running environment. */
export interface HostEnvironment {
  server: StaticServer;
  backend: Backend;
  browser: Browser;
  /** Opens the host page `name` signed in as `user` in a fresh context; resolves once `ready` or `error` fired. */
  openHost(user: HostUser, name: string, page?: HostPageOptions, context?: BrowserContextOptions): Promise<Page>;
  /** Serves `html` as the page `name` and opens it in a fresh context, without waiting for the widget. */
  openPage(name: string, html: string): Promise<Page>;
  close(): Promise<void>;
}

/** The boot script of a host page: the queue snippet, an event log in window.events, init. */
function bootScript(initOptions = ''): string {
  return `${SNIPPET}
window.events = [];
for (const e of ['ready', 'open', 'close', 'unread', 'message', 'error']) BountyChat('on', e, (d) => events.push([e, d]));
BountyChat('init', { tokenProvider: () => window.mintToken(), ${initOptions} });`;
}

/** Starts the static server, the backend (words in `blockWords` blocked, `webhooks` on, more service settings in `env`) and Chromium (with `browserArgs`) together. */
export async function startHostEnvironment(options: { browserArgs?: string[] } & BackendOptions = {}): Promise<HostEnvironment> {
  const backendOptions = { blockWords: options.blockWords, webhooks: options.webhooks, env: options.env };
  const [server, backend, browser] = await Promise.all([startStaticServer(dist), startBackend(backendOptions), launchChromium(options.browserArgs)]);
  server.setPage('watch-csp.js', { html: WATCH_CSP, headers: { 'content-type': 'text/javascript' } });
  return {
    server,
    backend,
    browser,
    async openHost(user, name, options = {}, contextOptions = {}) {
      const pinned = options.loader ? ` integrity="${options.loader.integrity}" crossorigin="anonymous"` : '';
      const widget = options.withoutWidget ? '' : `<script async src="/dist/${options.loader?.file ?? 'bounty-chat.js'}"${pinned} data-api-host="${backend.apiHost}"></script>`;
      const boot = options.withoutWidget ? '' : `<script src="/pages/${name}.boot.js"></script>`;
      server.setPage(`${name}.boot.js`, { html: bootScript(options.initOptions), headers: { 'content-type': 'text/javascript' } });
      server.setPage(name, {
        headers: options.headers,
        html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Job board</title>
<script src="/pages/watch-csp.js"></script>${widget}${options.head ?? ''}</head>
<body><h1>Bounties</h1><p class="host-text">Host content <button type="button" class="host-button">Apply</button></p>
${options.body ?? ''}${boot}</body></html>`,
      });
      const context = await browser.newContext(contextOptions);
      const page = await context.newPage();
      backendOf.set(page, backend);
      page.once('close', () => { context.close().catch(() => undefined); });
      await page.exposeFunction('mintToken', () => {
        options.onTokenRequest?.();
        return backend.mintToken(user, options.tokenLifetimeSeconds);
      });
      await page.goto(`${server.url}/pages/${name}`);
      if (!options.withoutWidget) await widgetStarted(page);
      return page;
    },
    async openPage(name, html) {
      server.setPage(name, { html });
      const context = await browser.newContext();
      const page = await context.newPage();
      page.once('close', () => { context.close().catch(() => undefined); });
      await page.goto(`${server.url}/pages/${name}`);
      return page;
    },
    async close() {
      await browser.close();
      await Promise.all([server.close(), backend.close()]);
    },
  };
}

/** Every CSP violation the page saw (recorded by /pages/watch-csp.js, served from the page's own origin). */
export const WATCH_CSP = `window.cspViolations = [];
document.addEventListener('securitypolicyviolation', (e) => cspViolations.push(e.violatedDirective + ' ' + e.blockedURI + ' ' + (e.sample || '')));`;

/** Resolves once the host page's widget has reported `ready` or `error` (after a load or a reload). */
export async function widgetStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { events: [string][] }).events.some(([e]) => e == 'ready' || e == 'error'), null, { polling: 50 });
}

/** Logged host events of a page. */
export type LoggedEvents = [string, unknown][];

/** The events the page's host log holds. */
export const hostEvents = (page: Page): Promise<LoggedEvents> => page.evaluate(() => (window as unknown as { events: LoggedEvents }).events);

/** Two fresh users: a candidate and a bounty poster. */
export function makePair(): { candidate: HostUser; poster: HostUser } {
  return { candidate: makeHostUser('Alice'), poster: makeHostUser('Bob', 'poster') };
}

/** The backend behind each host page an environment opened. */
const backendOf = new WeakMap<Page, Backend>();

/** Makes `bountyId` a bounty the service behind `page` knows, as a DM needs (pages of other hosts: nothing). */
export async function ensureBountyFor(page: Page, bountyId: string): Promise<void> {
  await backendOf.get(page)?.ensureBounty(bountyId);
}

/** Opens the DM between `me` and `other` about a bounty the service knows, from the host page, and waits for the composer. */
export async function openDirectMessage(page: Page, target: { userId: string; bountyId: string; candidateId: string }): Promise<void> {
  await ensureBountyFor(page, target.bountyId);
  await page.evaluate((t) => window.BountyChat!.openDM(t), target);
  await page.getByTestId('message-input').waitFor();
}

/**
 * Makes the DM `target` as `user`'s widget would, through the widget's own service client (get-or-create-user,
 * then create-dm-channel), without a browser: for tests that need the DM to exist but do not watch anyone open it.
 */
export async function createDirectMessage(backend: Backend, user: HostUser, target: DirectMessageRequest): Promise<void> {
  await backend.ensureBounty(target.bountyId);
  const service = createServiceClient({ apiHost: backend.apiHost, credentials: async () => backend.mintToken(user) });
  await service.getOrCreateUser();
  await service.createDmChannel(target);
}

/** Sends `text` from the open channel's composer in `scope` (a page or one widget) and waits until it shows. */
export async function sendMessage(scope: Page | Locator, text: string): Promise<void> {
  const composer = scope.getByTestId('message-input');
  await composer.fill(text);
  await composer.press('Enter');
  await scope.locator('.str-chat__message-list').getByText(text).waitFor();
}
