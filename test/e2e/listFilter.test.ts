// A poster filters the channel list to one bounty's conversations and to unread ones, with the mouse and with the
// keyboard alone: three candidates' DMs about two bounties, one of them unread; a message arriving in a hidden
// conversation stays hidden but still counts on the launcher and in the host's unread event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { StreamChat } from 'stream-chat';
import { makeHostUser } from './helpers/backend.js';
import type { HostUser } from './helpers/backend.js';
import { hostEvents, openDirectMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { providerAdmin } from './support/providerAdmin.js';
import { CHANNEL_TYPE } from '../../src/contract/ids.js';

const suffix = Math.random().toString(36).slice(2, 8);
const fence = { id: `fence-${suffix}`, title: 'Paint the fence' };
const roof = { id: `roof-${suffix}`, title: 'Fix the roof' };
const poster = makeHostUser('Paula', 'poster');
const [ann, ben, cleo] = [makeHostUser('Ann'), makeHostUser('Ben'), makeHostUser('Cleo')];

let env: HostEnvironment;
let admin: StreamChat;
let page: Page;
/** Each candidate's DM with the poster, as a channel id: Ann's and Ben's about the fence, Cleo's about the roof. */
const dm: Record<string, string> = {};
const cid = (who: HostUser) => `${CHANNEL_TYPE}:${dm[who.sub]}`;
/** A candidate writes in their DM, as the provider delivers it (not through any widget). */
const write = (who: HostUser, text: string) => admin.channel(CHANNEL_TYPE, dm[who.sub]!).sendMessage({ text, user_id: who.sub });

/** The rows the list shows, top to bottom, by channel. */
const shownRows = () => page.locator('.bc-rows > li').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-cid')));
const bountySelect = () => page.getByRole('combobox', { name: 'Show the conversations about' });
const unreadToggle = () => page.getByRole('button', { name: 'Unread', exact: true });
const lastUnreadTotal = async () => ((await hostEvents(page)).filter(([name]) => name == 'unread').at(-1)?.[1] as { total: number } | undefined)?.total;
/** Whether `locator`'s element holds the focus inside the widget's shadow root. */
const focused = (locator: ReturnType<Page['locator']>) => locator.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement);

beforeAll(async () => {
  env = await startHostEnvironment();
  admin = providerAdmin(env.backend);
  await admin.upsertUsers([ann, ben, cleo].map((user) => ({ id: user.sub, name: user.name })));
  // The bounties' own channels hold none of these people: the poster's list is the three DMs.
  await env.backend.ensureBounty(fence.id, fence.title);
  await env.backend.ensureBounty(roof.id, roof.title);
  page = await env.openHost(poster, 'list-filter.html', {}, { viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(10_000);
  for (const [who, bounty] of [[ann, fence], [ben, fence], [cleo, roof]] as const) {
    // Opened by the poster: read up to now.
    await openDirectMessage(page, { userId: poster.sub, bountyId: bounty.id, candidateId: who.sub });
    const [channel] = await admin.queryChannels({ type: CHANNEL_TYPE, members: { $in: [who.sub] } }, {}, { limit: 1 });
    dm[who.sub] = channel!.id!;
  }
  await page.locator('.bc-back').click();
  await page.getByTestId('channel-list-item-button').first().waitFor();
  // Cleo and Ann write and the poster reads them elsewhere (another device); Ben writes after: his DM is unread.
  await write(cleo, 'I can start on Monday');
  await write(ann, 'Which colour?');
  for (const who of [cleo, ann]) await admin.channel(CHANNEL_TYPE, dm[who.sub]!).markRead({ user_id: poster.sub });
  await write(ben, 'I have done fences before');
}, 60_000);
afterAll(async () => { await env?.close(); });

describe('the list filter', () => {
  it("one bounty's conversations, then its unread one; a message elsewhere stays hidden but counts; cleared, all again", async () => {
    // At first: all three, most recent on top, Ben's alone unread.
    await expect.poll(shownRows).toEqual([cid(ben), cid(ann), cid(cleo)]);
    await expect.poll(() => page.getByTestId('unread-badge').count()).toBe(1);
    expect(await page.locator(`li[data-cid="${cid(ben)}"]`).getByTestId('unread-badge').textContent()).toBe('1');
    await expect.poll(lastUnreadTotal).toBe(1);
    // The bounty titles come from the service after the rows: on a busy machine a moment later.
    await expect.poll(() => bountySelect().locator('option').allTextContents()).toEqual(['All bounties', fence.title, roof.title]);

    await bountySelect().selectOption({ label: fence.title });
    await expect.poll(shownRows).toEqual([cid(ben), cid(ann)]);

    expect(await unreadToggle().getAttribute('aria-pressed')).toBe('false');
    await unreadToggle().click();
    expect(await unreadToggle().getAttribute('aria-pressed')).toBe('true');
    await expect.poll(shownRows).toEqual([cid(ben)]);

    // Cleo writes while her DM is filtered out: the launcher and the host count it, the list does not show it.
    await write(cleo, 'Photos of the roof attached');
    await expect.poll(lastUnreadTotal).toBe(2);
    await expect.poll(() => page.locator('.bc-launcher .bc-badge').textContent()).toBe('2');
    // The list heard the same event; let React render what it holds before looking (two frames).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await shownRows()).toEqual([cid(ben)]);

    await bountySelect().selectOption({ label: 'All bounties' });
    await unreadToggle().click();
    expect(await unreadToggle().getAttribute('aria-pressed')).toBe('false');
    await expect.poll(shownRows).toEqual([cid(cleo), cid(ben), cid(ann)]);
    const cleoRow = page.locator(`li[data-cid="${cid(cleo)}"]`);
    expect(await cleoRow.locator('.str-chat__summarized-message-preview__text').textContent()).toBe('Photos of the roof attached');
    expect(await cleoRow.getByTestId('unread-badge').textContent()).toBe('1');
  });

  it('works with the keyboard alone: Tab to the bounty choice, arrow keys, Tab to "Unread", Space', async () => {
    await expect.poll(shownRows).toEqual([cid(cleo), cid(ben), cid(ann)]);
    const search = page.getByRole('searchbox', { name: 'Search conversations' });
    await search.focus();
    // The search, the Archived view, then the bounty choice.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused(bountySelect())).toBe(true);
    // The bounties in the list's order: the roof (Cleo's DM on top), then the fence.
    await page.keyboard.press('ArrowDown');
    await expect.poll(shownRows).toEqual([cid(cleo)]);
    await page.keyboard.press('ArrowDown');
    await expect.poll(shownRows).toEqual([cid(ben), cid(ann)]);
    await page.keyboard.press('Tab');
    expect(await focused(unreadToggle())).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => unreadToggle().getAttribute('aria-pressed')).toBe('true');
    await expect.poll(shownRows).toEqual([cid(ben)]);
    // And back: Space again, then Shift+Tab to the choice and up to all bounties.
    await page.keyboard.press('Space');
    await expect.poll(shownRows).toEqual([cid(ben), cid(ann)]);
    await page.keyboard.press('Shift+Tab');
    expect(await focused(bountySelect())).toBe(true);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect.poll(shownRows).toEqual([cid(cleo), cid(ben), cid(ann)]);
    expect(await bountySelect().inputValue()).toBe('');
  });
  it('says "No conversations match these filters" when nothing passes them, not that a search found nothing', async () => {
    await bountySelect().selectOption({ label: fence.title });
    await unreadToggle().click();
    await expect.poll(shownRows).toEqual([cid(ben)]);
    // Read elsewhere (another device): the fence's unread conversations are none.
    await admin.channel(CHANNEL_TYPE, dm[ben.sub]!).markRead({ user_id: poster.sub });
    await expect.poll(shownRows).toEqual([]);
    await page.getByText('No conversations match these filters').waitFor();
    expect(await page.getByText('No conversations match your search').count()).toBe(0);
    await unreadToggle().click();
    await expect.poll(shownRows).toEqual([cid(ben), cid(ann)]);
  });
});
