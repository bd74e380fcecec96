/** Debian's Chromium through playwright-core, with the flags CI needs and a fresh profile per launch. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';

/**
 * Features every test browser runs without, each a cost no test needs:
 * - Chromium 156 loads its omnibox popup as a WebUI page (chrome://omnibox-popup.top-chrome, ~350 resources) in a
 *   renderer of its own for every window, and headless too opens a window per page: measured on a page that opens
 *   the widget and a DM, 2.5 CPU-s of renderer time instead of 1.1. No test has an address bar to type into.
 * - A spare renderer: Chromium starts one ahead for the next navigation, but it belongs to the profile that
 *   navigated last, and every test page opens in a new context (a profile of its own), so each spare was started
 *   and thrown away unused: two renderer starts per page instead of one (a trace of five blank pages: ten).
 * Chromium reads only the last --disable-features, so the list also repeats the features playwright-core 1.65
 * switches off with its own (LensOverlay … PreconnectToSearch), which ours would otherwise replace.
 */
const DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup', 'SpareRendererForSitePerProcess',
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch'];

/** The flags every test browser runs with. */
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', `--disable-features=${DISABLED_FEATURES.join(',')}`];

/** A running browser profile; close() also deletes the profile directory. */
export interface TestBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** Launches Chromium headless with a fresh user-data-dir. */
export async function launchBrowser(options: BrowserContextOptions = {}): Promise<TestBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'bounty-chat-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    ...options,
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Starts Chromium headless with CHROMIUM_ARGS and `extraArgs`. */
function startChromium(extraArgs: string[]): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/**
 * The Chromium that test files of one vitest worker share. Files of the main project share a worker's modules
 * (isolate: false), and starting and closing a Chromium costs 1.6 CPU-s (about a second on a 2-core machine): the
 * suite started about 65. Each file still sees only its own contexts, which its close() closes; contexts are
 * what keeps tests apart (storage, cache, permissions), never the browser. The browser closes once no file has
 * held it for LINGER_MS, long enough for the next file of the worker to take it over, so the worker can exit.
 */
const LINGER_MS = 5_000;
interface Shared { browser: Promise<Browser>; holders: number; timer?: NodeJS.Timeout }
let shared: Shared | undefined;

async function holdShared(): Promise<Shared> {
  if (shared) {
    const browser = await shared.browser.catch(() => undefined);
    if (!browser?.isConnected()) shared = undefined;
  }
  shared ??= { browser: startChromium([]), holders: 0 };
  const held = shared;
  clearTimeout(held.timer);
  held.holders++;
  return held;
}

function releaseShared(held: Shared, browser: Browser): void {
  held.holders--;
  if (held.holders > 0) return;
  held.timer = setTimeout(() => {
    if (shared === held) shared = undefined;
    browser.close().catch(() => undefined);
  }, LINGER_MS);
}

/** A file's view of the shared browser: its own contexts only, and close() closes those, not the browser. */
function fileView(held: Shared, browser: Browser): Browser {
  const contexts = new Set<BrowserContext>();
  let closed = false;
  const view = {
    async newContext(options?: BrowserContextOptions): Promise<BrowserContext> {
      const context = await browser.newContext(options);
      contexts.add(context);
      context.once('close', () => contexts.delete(context));
      return context;
    },
    contexts: () => [...contexts],
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await Promise.all([...contexts].map((context) => context.close().catch(() => undefined)));
      releaseShared(held, browser);
    },
  };
  return new Proxy(browser, {
    get(target, key) {
      if (key in view) return view[key as keyof typeof view];
      const value: unknown = Reflect.get(target, key);
      return typeof value == 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * One Chromium for a whole test file, each test opening its own context. Under vitest, files without `extraArgs`
 * share the worker's Chromium (fileView above); with `extraArgs` (e.g. a fake microphone) a file gets one of its own,
 * as do benchmarks, which run outside vitest.
 */
export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  if (extraArgs.length || !process.env.VITEST) return startChromium(extraArgs);
  const held = await holdShared();
  try {
    return fileView(held, await held.browser);
  } catch (error) {
    // It never started: the next file starts another (holders of a dropped one no longer count).
    if (shared === held) shared = undefined;
    throw error;
  }
}
