/** Debian's Chromium through playwright-core, with the flags CI needs and a fresh profile per launch. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';

/**
 * The flags every test browser runs with. Chromium 156 loads its omnibox popup as a WebUI page (chrome://omnibox-popup.top-chrome,
 * ~350 resources) in a renderer of its own for every window, and headless too opens a window per page: measured on a
 * page that opens the widget and a DM, 2.5 CPU-s of renderer time instead of 1.1, and openingPlace.test.ts 109 → 79
 * CPU-s. No test has an address bar to type into, so the three features that build that popup are switched off.
 */
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup'];

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
