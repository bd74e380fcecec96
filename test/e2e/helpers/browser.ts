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

/** One Chromium for a whole test file (with `extraArgs`, e.g. a fake microphone); each test opens its own context. */
export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}
