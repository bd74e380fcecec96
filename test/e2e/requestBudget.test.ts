// The product-service client's cross-tab rate limit: 60 requests per 60,000 ms per user, counted in localStorage
// by every tab; a request over the budget waits for a slot and then goes (it is never dropped).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ensureBountyFor, makePair, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';

let env: HostEnvironment;
beforeAll(async () => { env = await startHostEnvironment(); });
afterAll(async () => { await env?.close(); });

const stamps = (page: Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]') as number[], key);

describe('the request budget', () => {
  it('is shared by two tabs: the 61st request of the minute waits for a slot, then goes', async () => {
    const { candidate, poster } = makePair();
    const key = `bounty-chat:requests:${candidate.sub}`;
    const first = await env.openHost(candidate, 'budget.html');
    first.setDefaultTimeout(20_000);
    // A second tab of the same browser profile (same localStorage), same host page.
    const second = await first.context().newPage();
    second.setDefaultTimeout(20_000);
    await second.exposeFunction('mintToken', () => env.backend.mintToken(candidate));
    await second.goto(first.url());
    await second.waitForFunction(() => (window as unknown as { events: [string][] }).events.some(([e]) => e == 'ready'), null, { polling: 50 });

    // Both tabs' requests land in one list.
    await expect.poll(async () => (await stamps(second, key)).length).toBeGreaterThanOrEqual(2);
    const before = await stamps(first, key);

    await ensureBountyFor(first, 'bounty-budget');
    // Fill the minute up to 60: the filler requests leave the window in 4 s. A tab still busy with its first
    // requests may write back the list it read before the filler went in: top it up until it holds 60.
    await expect.poll(async () => {
      await first.evaluate((k) => {
        const old = Date.now() - 56_000;
        const list = JSON.parse(localStorage.getItem(k) ?? '[]') as number[];
        localStorage.setItem(k, JSON.stringify([...Array.from({ length: Math.max(0, 60 - list.length) }, () => old), ...list]));
      }, key);
      return (await stamps(second, key)).length;
    }).toBe(60);

    // Request 61, from the other tab: it waits for the oldest to leave, then goes.
    const took = await second.evaluate(async (target) => {
      const started = performance.now();
      await window.BountyChat!.openDM(target);
      return performance.now() - started;
    }, { userId: poster.sub, bountyId: 'bounty-budget', candidateId: candidate.sub });
    expect(took).toBeGreaterThanOrEqual(3_000);
    await second.getByTestId('message-input').waitFor();
    // The wait counted it: the minute holds 60 again, and the new one is the latest.
    const after = await stamps(second, key);
    expect(Math.max(...after)).toBeGreaterThan(Math.max(...before));
    await second.close();
    await first.close();
  });

  // Two causes of miscounts here. The test's own: it compared the stamps with the requests seen when the poll
  // started, while the widget goes on sending (a notification e-mail request and more after the burst) and each
  // stamp is written before its request leaves, so the count could step past that fixed number (20 for 19, 21 for
  // 18); each poll now compares both counts as they are then, until they meet. The product's: a tab could read the
  // list before the other tab's write had reached it, the lock notwithstanding, and lose a count (17 for 19 after
  // 10 s); each tab now puts its own stamps back (requestBudget.ts). The one retry stays for a busy machine.
  it('two tabs that start together, busy at the same moment: every request they send is counted, none twice or lost', { retry: 1 }, async () => {
    const { candidate, poster } = makePair();
    const key = `bounty-chat:requests:${candidate.sub}`;
    const first = await env.openHost(candidate, 'budget-together.html');
    const url = first.url();
    const context = first.context();
    const second = await context.newPage();
    await second.exposeFunction('mintToken', () => env.backend.mintToken(candidate));
    // Off the widget's page (same origin) to start from an empty list, then both tabs load at once.
    env.server.setPage('budget-blank.html', { html: '<!doctype html><title>blank</title>' });
    await first.goto(`${env.server.url}/pages/budget-blank.html`);
    await first.evaluate((k) => localStorage.removeItem(k), key);
    const sent: string[] = [];
    context.on('request', (request) => { if (request.url().includes('/api/stream-chat/')) sent.push(request.url()); });
    await Promise.all([first.goto(url), second.goto(url)]);
    await Promise.all([first, second].map((page) =>
      page.waitForFunction(() => (window as unknown as { events: [string][] }).events.some(([e]) => e == 'ready'), null, { polling: 50 })));
    await ensureBountyFor(first, 'bounty-together');
    const target = { userId: poster.sub, bountyId: 'bounty-together', candidateId: candidate.sub };
    await Promise.all([first, second].map((page) => page.evaluate(async (t) => {
      await Promise.all(Array.from({ length: 8 }, () => window.BountyChat!.openDM(t)));
    }, target)));
    // Each request the two tabs sent is in the one list, none twice: the budget counted all of them. A lost count
    // keeps the difference below 0 for good, a double one above.
    try {
      await expect.poll(async () => (await stamps(first, key)).length - sent.length).toBe(0);
    } catch (error) {
      // A failed try is retried and its figures are not printed: what each side held goes to the log, to explain the case.
      console.log(`requestBudget: ${JSON.stringify({ stamps: await stamps(first, key), sent: sent.map((url) => new URL(url).pathname) })}`);
      throw error;
    }
    expect(sent.length).toBeGreaterThan(4);
    await second.close();
    await first.close();
  });
});
