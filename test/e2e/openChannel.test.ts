// The host opening a conversation (openDM): the panel goes straight to the channel, saying it is loading while
// the channel's query is on its way (the list does not flash by), asks the provider for the channel once, and
// falls back to the list, with an error event for the host, when the channel cannot be loaded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { makeHostUser } from './helpers/backend.js';
import type { HostUser } from './helpers/backend.js';
import { ensureBountyFor, hostEvents, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { providerAdmin } from './support/providerAdmin.js';
import { CHANNEL_TYPE } from '../../src/contract/ids.js';

let env: HostEnvironment;
beforeAll(async () => { env = await startHostEnvironment(); });
afterAll(async () => { await env?.close(); });

const DM_QUERY = new RegExp(`/channels/${CHANNEL_TYPE}/dm-[^/]+/query`);

/** Records, in the page, whether a channel-list row was ever in the widget (a MutationObserver on its shadow root). */
async function watchForListRows(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const state = window as unknown as { sawListRow: boolean };
    state.sawListRow = false;
    const root = document.querySelector('bounty-chat')!.shadowRoot!;
    const seen = () => { if (root.querySelector('[data-testid="channel-list-item-button"]')) state.sawListRow = true; };
    new MutationObserver(seen).observe(root, { childList: true, subtree: true });
    seen();
  });
  return () => page.evaluate(() => (window as unknown as { sawListRow: boolean }).sawListRow);
}

/** A candidate's host page (10 s default timeout) and a poster who has signed in once, so that a DM can name them. */
async function candidateAndPoster(candidateName: string, posterName: string): Promise<{ page: Page; candidate: HostUser; poster: HostUser }> {
  const candidate = makeHostUser(candidateName);
  const poster = makeHostUser(posterName, 'poster');
  await (await env.openHost(poster, `${poster.sub}.html`)).close();
  const page = await env.openHost(candidate, `${candidate.sub}.html`);
  page.setDefaultTimeout(10_000);
  return { page, candidate, poster };
}

describe('openDM', () => {
  it('shows that the channel is loading, never the list, and queries the channel once', async () => {
    const { page, candidate, poster } = await candidateAndPoster('Olga', 'Oscar');
    const sawRow = await watchForListRows(page);
    // An earlier DM, so that the list would have a row to flash.
    await ensureBountyFor(page, 'bounty-older');
    await page.evaluate((t) => window.BountyChat!.openDM(t), { userId: poster.sub, bountyId: 'bounty-older', candidateId: candidate.sub });
    await page.getByTestId('message-input').waitFor();
    await page.locator('.bc-close').click();

    // The second DM's query is held until the loading state was seen (not the first DM's conversation).
    const queries: string[] = [];
    page.on('request', (request) => { if (DM_QUERY.test(request.url())) queries.push(request.url()); });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route(DM_QUERY, async (route: Route) => { await held; await route.fallback(); });
    await ensureBountyFor(page, 'bounty-newer');
    void page.evaluate((t) => window.BountyChat!.openDM(t), { userId: poster.sub, bountyId: 'bounty-newer', candidateId: candidate.sub });
    await page.locator('.bc-panel .bc-status[role="status"]').waitFor();
    expect(await page.getByTestId('message-input').count()).toBe(0);
    release();
    await page.getByTestId('message-input').waitFor();

    expect(await sawRow()).toBe(false);
    // One query for the channel: the panel and the private-chat notice waited for the same watch. The notice (its
    // code loaded with the first DM) runs as the watch ends: a second query would leave before a message the user
    // sends after that.
    await page.getByTestId('message-input').fill('Hello Oscar');
    await page.getByTestId('message-input').press('Enter');
    await page.locator('.str-chat__message-list').getByText('Hello Oscar').waitFor();
    expect(queries).toHaveLength(1);
    await page.close();
  });

  it('shows the list when the channel cannot be loaded, and opens it once it can', async () => {
    const { page, candidate, poster } = await candidateAndPoster('Petra', 'Pavel');
    const target = { userId: poster.sub, bountyId: 'bounty-down', candidateId: candidate.sub };
    await ensureBountyFor(page, target.bountyId);
    await page.route(DM_QUERY, (route: Route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: -1, message: 'provider down', StatusCode: 500 }) }));
    void page.evaluate((t) => window.BountyChat!.openDM(t).catch(() => undefined), target);
    // The list, with its row for the new DM: the user can try again from there.
    await page.getByTestId('channel-list-item-button').waitFor();
    expect(await page.locator('[data-testid="message-input"]:visible').count()).toBe(0);
    expect(await page.locator('.bc-panel .bc-status').count()).toBe(0);
    // The host hears why, once.
    const errors = async () => (await hostEvents(page)).filter(([event]) => event == 'error');
    await expect.poll(async () => (await errors()).length).toBe(1);
    expect((await errors())[0]?.[1]).toMatchObject({ code: 'unexpected' });

    await page.unroute(DM_QUERY);
    await page.evaluate((t) => window.BountyChat!.openDM(t), target);
    await page.getByTestId('message-input').waitFor();
    // Still the one error: a second report of the failure would have come before this open succeeded.
    expect(await errors()).toHaveLength(1);
    await page.close();
  });
});

describe('the list\'s first conversation, rendered ahead', () => {
  it('is ready but hidden while the list shows, marks nothing read until opened, and shows at once on a click', async () => {
    const { page, candidate, poster } = await candidateAndPoster('Rhea', 'Ravi');
    await ensureBountyFor(page, 'bounty-ahead');
    await page.evaluate((t) => window.BountyChat!.openDM(t), { userId: poster.sub, bountyId: 'bounty-ahead', candidateId: candidate.sub });
    await page.getByTestId('message-input').waitFor();
    await page.locator('.bc-back').click();
    const row = page.getByTestId('channel-list-item-button');
    await row.waitFor();

    // The conversation is in the widget, hidden: composer and all, before any click.
    const composer = page.getByTestId('message-input');
    await expect.poll(() => page.locator('bounty-chat').evaluate((host) => host.shadowRoot!.querySelectorAll('[data-testid="message-input"]').length)).toBe(1);
    await composer.waitFor({ state: 'hidden' });
    expect(await page.locator('.str-chat__message-list:visible').count()).toBe(0);

    // A message comes in meanwhile. Hidden, the conversation reads nothing: it stays unread.
    const cid = (await page.locator('li[data-cid]').getAttribute('data-cid'))!;
    await providerAdmin(env.backend).channel(CHANNEL_TYPE, cid.split(':')[1]!).sendMessage({ text: 'Are you still on it?', user_id: poster.sub });
    await expect.poll(() => row.getByTestId('unread-badge').textContent()).toBe('1');
    // A second message counts on top of the first: had the hidden conversation read the first, the badge would
    // say 1 again.
    await providerAdmin(env.backend).channel(CHANNEL_TYPE, cid.split(':')[1]!).sendMessage({ text: 'Shall I start?', user_id: poster.sub });
    await expect.poll(() => row.getByTestId('unread-badge').textContent()).toBe('2');
    const unread = async () => (await hostEvents(page)).filter(([event]) => event == 'unread').at(-1)?.[1] as { total: number } | undefined;
    await expect.poll(async () => (await unread())?.total).toBe(2);

    // A click shows it, with the message that came in meanwhile, and reads it.
    await row.click();
    await page.locator('.str-chat__message-list').getByText('Are you still on it?').waitFor();
    await composer.waitFor();
    await expect.poll(async () => (await unread())?.total).toBe(0);
    await page.close();
  });
});
