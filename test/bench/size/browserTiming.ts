/**
 * Main-thread cost of the widget on a host page, in headless Chromium against the real demo backend
 * (fake-stream + product service, seeded: alice has a DM from bob). Each run loads a host page without the
 * widget (baseline) and the same page with it, on fresh pages with the HTTP cache off.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CDPSession, Page } from 'playwright-core';
import { startDemo } from '../../../demo/app.js';
import { launchBrowser } from '../../e2e/helpers/browser.js';
import { SNIPPET } from '../../e2e/helpers/pages.js';
import { startStaticServer } from '../../e2e/helpers/staticServer.js';
import { settled, watchRequests } from '../pageSettled.js';
import type { PageRequests } from '../pageSettled.js';
import { traceMainThread } from './mainThreadTrace.js';
import type { MainThreadTrace } from './mainThreadTrace.js';

/** One run's figures (milliseconds). */
export interface TimingRun {
  /** Longest renderer main-thread task (trace) from navigation until the widget settled (../pageSettled.ts), chat not opened. */
  longestTaskBaseline: number;
  longestTaskWidget: number;
  /** The same, counting only tasks after the host's inline script ran (navigation and parsing excluded). */
  longestAfterParseBaseline: number;
  longestAfterParseWidget: number;
  /** Tasks of 50 ms or more reported by PerformanceObserver('longtask') in the same window. */
  longTasksBaseline: number;
  longTasksWidget: number;
  /** Main-thread task time (sum of the trace's tasks) over the same window. */
  busyBaseline: number;
  busyWidget: number;
  /** Navigation start → the widget's `ready` event (connected, unread known). */
  navigationToReady: number;
  /** Launcher click → first channel row in the list. */
  clickToList: number;
  /** App files fetched before the click and between the click and the list. */
  fetchedBeforeOpen: string[];
  fetchedOnOpen: string[];
}

const hostBody = `<header><h1>GigBoard</h1><nav><a href="#">Bounties</a> <a href="#">Post</a></nav></header>
<main>${Array.from({ length: 20 }, (_, i) => `<article><h2>Bounty ${i + 1}</h2><p>Fix the flaky checkout test, reward $${(i + 1) * 50}.</p></article>`).join('')}</main>`;

const MARK = 'host-inline-script';
const page = (widget: string): string => `<!doctype html><html><head><meta charset="utf-8"><title>host</title>${widget}
<script>performance.mark('${MARK}')</script></head><body>${hostBody}</body></html>`;

function widgetTags(apiHost: string): string {
  return `<script async src="/dist/bounty-chat.js" data-api-host="${apiHost}"></script>
<script>${SNIPPET}
BountyChat('on', 'ready', () => { window.__readyAt = performance.now(); });
BountyChat('init', { tokenProvider: () => window.demoToken() });</script>`;
}

// Installed before any page script: collects long tasks from the very start of the navigation.
const OBSERVE_LONG_TASKS = `window.__longTasks = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); })
  .observe({ type: 'longtask', buffered: true });`;

// Clicks the launcher and resolves with the time until the first channel row exists. A string, not a function:
// tsx would wrap a function's inner helpers in its own __name(), which the page does not have.
const CLICK_TO_LIST = `new Promise((resolve) => {
  const root = document.querySelector('bounty-chat').shadowRoot;
  const start = performance.now();
  new MutationObserver((_records, observer) => {
    if (!root.querySelector('[data-testid="channel-list-item-button"]')) return;
    observer.disconnect();
    resolve(Math.round(performance.now() - start));
  }).observe(root, { subtree: true, childList: true });
  root.querySelector('.bc-launcher').click();
})`;

interface OpenedPage { tab: Page; cdp: CDPSession; trace: MainThreadTrace; requests: PageRequests }

async function openPage(pages: () => Promise<Page>, url: string): Promise<OpenedPage> {
  const tab = await pages();
  const requests = watchRequests(tab);
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await tab.addInitScript(OBSERVE_LONG_TASKS);
  const trace = await traceMainThread(cdp, MARK);
  await tab.goto(url);
  return { tab, cdp, trace, requests };
}

/** Stops the trace: [longest task, total task time] in ms, and how many long tasks the page observed. */
async function mainThread(opened: OpenedPage): Promise<{ longest: number; afterParse: number; busy: number; longTasks: number }> {
  const tasks = await opened.trace.stop();
  const longTasks = await opened.tab.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.length);
  const longest = (list: typeof tasks): number => Math.round(Math.max(0, ...list.map((t) => t.ms)));
  return {
    longest: longest(tasks), afterParse: longest(tasks.filter((t) => t.afterMark)),
    busy: Math.round(tasks.reduce((total, t) => total + t.ms, 0)), longTasks,
  };
}

/** Runs the measurement `runs` times against the built dist/. */
export async function measureInBrowser(runs: number): Promise<TimingRun[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bounty-chat-bench-'));
  const demo = await startDemo({ port: 0, streamPort: 0, dataDir });
  const server = await startStaticServer(fileURLToPath(new URL('../../../dist/', import.meta.url)));
  const browser = await launchBrowser();
  const token = async (): Promise<unknown> => (await fetch(`${demo.url}/demo/token?user=alice`)).json();
  try {
    server.setPage('baseline.html', { html: page('') });
    server.setPage('widget.html', { html: page(widgetTags(demo.serviceUrl)) });
    const results: TimingRun[] = [];
    // Run -1 warms the browser up (first process and compile caches) and is not reported.
    for (let run = -1; run < runs; run++) {
      const newPage = async (): Promise<Page> => {
        const tab = await browser.context.newPage();
        await tab.exposeFunction('demoToken', token);
        return tab;
      };
      const opened = await openPage(newPage, `${server.url}/pages/widget.html`);
      const widget = opened.tab;
      await widget.waitForFunction(() => (window as unknown as { __readyAt?: number }).__readyAt !== undefined, null, { timeout: 15_000 });
      const settledAt = await settled(opened.requests);
      const navigationToReady = await widget.evaluate(() => Math.round((window as unknown as { __readyAt: number }).__readyAt));
      const withWidget = await mainThread(opened);
      const before = server.requests.length;
      const requestedBefore = [...server.requests];
      const clickToList = await widget.evaluate(CLICK_TO_LIST) as number;
      const fetchedOnOpen = server.requests.slice(before);
      await widget.close();

      // The page without the widget is traced as long after its navigation as the widget's was.
      const baseline = await openPage(newPage, `${server.url}/pages/baseline.html`);
      await baseline.tab.waitForFunction((until) => performance.now() >= until, settledAt);
      const without = await mainThread(baseline);
      await baseline.tab.close();

      const appFiles = (paths: string[]): string[] => paths.filter((p) => p.startsWith('/dist/')).map((p) => p.slice('/dist/'.length));
      if (run >= 0) results.push({
        longestTaskBaseline: without.longest, longestTaskWidget: withWidget.longest,
        longestAfterParseBaseline: without.afterParse, longestAfterParseWidget: withWidget.afterParse,
        longTasksBaseline: without.longTasks, longTasksWidget: withWidget.longTasks,
        busyBaseline: without.busy, busyWidget: withWidget.busy, navigationToReady, clickToList,
        fetchedBeforeOpen: appFiles(requestedBefore), fetchedOnOpen: appFiles(fetchedOnOpen),
      });
      server.requests.length = 0;
    }
    return results;
  } finally {
    await browser.close();
    await server.close();
    await demo.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
