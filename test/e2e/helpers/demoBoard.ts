/**
 * The demo job board for browser tests: startDemo on free ports with its own data folder, one Chromium, and
 * windows of the board signed in as a demo user, returned once the widget is connected.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startDemo } from '../../../demo/app.js';
import type { RunningDemo } from '../../../demo/app.js';
import { launchChromium } from './browser.js';

/** A demo user's id. */
export type DemoUserId = 'alice' | 'bob';

/** A running board. */
export interface DemoBoard {
  demo: RunningDemo;
  /** The demo's data folder (its token key is there, for tests that sign in people the board does not list). */
  dataDir: string;
  browser: Browser;
  /** A browser context whose pages record the widget's `ready` event and count its `unread` reports. */
  newContext(): Promise<BrowserContext>;
  /** A page of the bounty `bountyId` as `user` in `context` (a fresh one by default), once the widget is ready. */
  boardAs(user: DemoUserId, bountyId?: string, context?: BrowserContext): Promise<Page>;
  close(): Promise<void>;
}

/** Starts the demo and the browser together. */
export async function startDemoBoard(): Promise<DemoBoard> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bounty-chat-board-e2e-'));
  const [demo, browser] = await Promise.all([startDemo({ port: 0, streamPort: 0, dataDir, log: () => undefined }), launchChromium()]);
  const newContext = async (): Promise<BrowserContext> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    await context.addInitScript(() => {
      const page = window as unknown as { chatReady: boolean; unreadReports: number };
      page.unreadReports = 0;
      window.addEventListener('bountychat:ready', () => { page.chatReady = true; });
      window.addEventListener('bountychat:unread', () => { page.unreadReports++; });
    });
    return context;
  };
  return {
    demo,
    dataDir,
    browser,
    newContext,
    async boardAs(user, bountyId = 'bounty-101', context) {
      const page = await (context ?? await newContext()).newPage();
      page.setDefaultTimeout(10_000);
      await page.goto(`${demo.url}/bounty.html?id=${bountyId}&user=${user}`);
      await page.waitForFunction(() => (window as unknown as { chatReady?: boolean }).chatReady === true);
      return page;
    },
    async close() {
      await browser.close();
      await demo.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
