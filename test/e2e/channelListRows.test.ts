// The channel list as the product specifies it: empty and error states, rows people can tell apart (the bounty a
// DM is about), plain-text previews with named attachments and deletions, unread, own-message status, time,
// a "new" mark for channels never opened, arrow keys, Enter, Escape, and a search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { StreamChat } from 'stream-chat';
import { makeHostUser } from './helpers/backend.js';
import { ensureBountyFor, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { channelData, providerAdmin } from './support/providerAdmin.js';
import { CHANNEL_TYPE } from '../../src/contract/ids.js';

let env: HostEnvironment;
let admin: StreamChat;
beforeAll(async () => {
  env = await startHostEnvironment();
  admin = providerAdmin(env.backend);
});
afterAll(async () => { await env?.close(); });

const rowsOf = (page: Page): Locator => page.getByTestId('channel-list-item-button');
const openPanel = async (page: Page) => {
  await page.locator('.bc-launcher').click();
  await page.locator('.str-chat__channel-list').waitFor();
};
/** The DM as the host opens it; resolves with its channel id. */
async function openDM(page: Page, target: { userId: string; bountyId: string; candidateId: string }): Promise<string> {
  await ensureBountyFor(page, target.bountyId);
  await page.evaluate((t) => window.BountyChat!.openDM(t), target);
  await page.getByTestId('message-input').waitFor();
  const all = await admin.queryChannels({ members: { $in: [target.candidateId] } }, {}, { limit: 30 });
  const found = all.find((c) => (c.data as Record<string, unknown>)['bounty_id'] === target.bountyId);
  if (!found?.id) throw new Error(`no DM about ${target.bountyId}`);
  return found.id;
}

describe('list states', () => {
  it("an empty list says 'You have no conversations yet'", async () => {
    const page = await env.openHost(makeHostUser('Nora'), 'empty.html');
    await openPanel(page);
    await page.getByText('You have no conversations yet', { exact: true }).waitFor();
    await page.close();
  });

  it('a failed first page shows an error with a retry button that loads the list', async () => {
    const user = makeHostUser('Erin');
    const page = await env.openHost(user, 'error.html');
    // The provider's channel query fails once at the network level.
    let failures = 0;
    await page.route(/\/channels\?/, async (route) => {
      if (route.request().method() === 'POST' && failures++ === 0) await route.abort('failed');
      else await route.fallback();
    });
    await openPanel(page);
    const retry = page.getByRole('button', { name: 'Try again' });
    await retry.waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Conversations could not be loaded' }).count()).toBe(1);
    await retry.click();
    await page.getByText('You have no conversations yet', { exact: true }).waitFor();
    expect(await retry.count()).toBe(0);
    await page.close();
  });
});

describe('provider rate limit', () => {
  it('a rate-limited channel query (code 9) is retried after 3 s and the list shows, no error', async () => {
    const user = makeHostUser('Rita');
    const page = await env.openHost(user, 'ratelimit.html');
    await admin.post(`${env.backend.streamUrl}/_fake/rate-limit-next`, { user_id: user.sub, count: 2 });
    const started = Date.now();
    await openPanel(page);
    await page.getByText('You have no conversations yet', { exact: true }).waitFor({ timeout: 15_000 });
    // Two refusals, two waits of 3 s.
    expect(Date.now() - started).toBeGreaterThanOrEqual(6_000);
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await page.close();
  });
});

describe('rows people can tell apart', () => {
  it('two DMs with one candidate about two bounties, previews as plain text, attachments, deletions, status, new', async () => {
    const poster = makeHostUser('Paula', 'poster');
    const candidate = makeHostUser('Carl');
    const page = await env.openHost(poster, 'rows.html', {}, { viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(10_000);
    await admin.upsertUser({ id: candidate.sub, name: candidate.name });
    const first = await openDM(page, { userId: poster.sub, bountyId: 'bounty-logo', candidateId: candidate.sub });
    const second = await openDM(page, { userId: poster.sub, bountyId: 'bounty-api', candidateId: candidate.sub });
    const as = (id: string) => admin.channel(CHANNEL_TYPE, id);

    await as(first).sendMessage({ text: '**bold** [link](https://x.test)', user_id: candidate.sub });
    const gone = await as(second).sendMessage({ text: 'to be removed', user_id: candidate.sub });
    await admin.deleteMessage(gone.message.id);
    await page.evaluate(() => window.BountyChat!.open());
    const rows = rowsOf(page);
    await expect.poll(() => rows.count()).toBe(2);

    // Each row names the other person and the bounty: its title when the service stored one, else its id.
    const expectedBounty = async (id: string) => {
      const data = await channelData(admin, id);
      return String(data['bounty_title'] ?? data['bounty_id']);
    };
    const rowOf = (id: string) => page.locator(`li[data-cid="${CHANNEL_TYPE}:${id}"]`);
    for (const id of [first, second]) {
      await expect.poll(() => rowOf(id).getByTestId('row-bounty').textContent()).toBe(await expectedBounty(id));
      await expect.poll(() => rowOf(id).locator('.str-chat__channel-list-item-data__title span').first().textContent()).toBe('Carl');
    }
    expect(await expectedBounty(first)).not.toBe(await expectedBounty(second));

    // Plain text, not markdown; a deleted message said as such; unread count and time.
    const firstRow = rowOf(first).getByTestId('channel-list-item-button');
    await expect.poll(() => firstRow.locator('.str-chat__summarized-message-preview__text').textContent()).toBe('bold link');
    await expect.poll(() => rowOf(second).locator('.str-chat__summarized-message-preview__text').textContent()).toBe('This message was deleted…');
    // The count follows its own events: read it when it has arrived, like the previews above.
    await expect.poll(() => firstRow.getByTestId('unread-badge').textContent()).toBe('1');
    expect(await firstRow.locator('time').textContent()).toMatch(/\d/);

    // An attachment is named.
    await as(second).sendMessage({ text: '', user_id: candidate.sub, attachments: [{ type: 'file', title: 'file.pdf', mime_type: 'application/pdf', asset_url: 'https://files.test/file.pdf' }] });
    await expect.poll(() => rowOf(second).locator('.str-chat__summarized-message-preview__text').textContent()).toBe('📎 file.pdf');

    // Own message: sent, then read once the candidate reads it.
    await as(first).sendMessage({ text: 'Thanks, _looking_ now', user_id: poster.sub });
    await expect.poll(() => rowOf(first).locator('.str-chat__summarized-message-preview__text').textContent()).toBe('You: Thanks, looking now');
    await expect.poll(() => rowOf(first).getByTestId('row-status').getAttribute('data-status')).toBe('sent');
    await as(first).markRead({ user_id: candidate.sub });
    await expect.poll(() => rowOf(first).getByTestId('row-status').getAttribute('data-status')).toBe('read');

    // The accessible name is the visible text in order (title, bounty, time, unread, status, preview).
    const name = await firstRow.evaluate((button) => button.textContent ?? '');
    expect(name.indexOf('Carl')).toBeLessThan(name.indexOf('looking now'));

    // Both were opened by the host (so not new); a DM the candidate opens with the poster about a third bounty is.
    expect(await page.getByTestId('row-new').count()).toBe(0);

    // A bounty's long title has the row's width (beside the time it was cut to a dozen letters), and a bounty
    // channel wears a briefcase, not a person's initials.
    const title = 'Fix the flaky checkout test';
    await admin.channel(CHANNEL_TYPE, first).updatePartial({ set: { bounty_title: title } as never });
    await expect.poll(() => rowOf(first).getByTestId('row-bounty').evaluate((line) => [line.textContent, line.scrollWidth <= line.clientWidth]))
      .toEqual([title, true]);
    const room = `bounty-room-${candidate.sub}`;
    await admin.channel(CHANNEL_TYPE, room, { created_by_id: candidate.sub, kind: 'bounty', bounty_id: room, name: title, members: [poster.sub, candidate.sub] } as never).create();
    await admin.channel(CHANNEL_TYPE, room).sendMessage({ text: 'Welcome', user_id: candidate.sub });
    await expect.poll(() => rowOf(room).locator('.bc-row-bounty-mark').count()).toBe(1);
    expect(await rowOf(room).locator('.str-chat__avatar-initials').count()).toBe(0);
    expect(await rowOf(first).locator('.str-chat__avatar-initials').textContent()).toBe('C');
    page.close().catch(() => undefined);
  });
});

describe('keyboard and search', () => {
  it('arrow keys move between rows, Enter opens, Escape goes back; the search filters by title and member', async () => {
    const me = makeHostUser('Kim', 'poster');
    const [ann, ben] = [makeHostUser('Ann'), makeHostUser('Ben')];
    await admin.upsertUsers([{ id: ann.sub, name: 'Ann' }, { id: ben.sub, name: 'Ben' }]);
    const page = await env.openHost(me, 'keys.html', {}, { viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(10_000);
    for (const [other, bounty] of [[ann, 'bounty-k1'], [ben, 'bounty-k2']] as const) {
      await admin.channel(CHANNEL_TYPE, `kb-${bounty}-${other.sub}`, { members: [me.sub, other.sub], created_by_id: other.sub, kind: 'dm', bounty_id: bounty } as Record<string, unknown>).create();
      await admin.channel(CHANNEL_TYPE, `kb-${bounty}-${other.sub}`).sendMessage({ text: `hello from ${other.name}`, user_id: other.sub });
    }
    await openPanel(page);
    const rows = rowsOf(page);
    await expect.poll(() => rows.count()).toBe(2);
    // Never opened: marked new.
    expect(await page.getByTestId('row-new').count()).toBe(2);

    await rows.first().focus();
    await page.keyboard.press('ArrowDown');
    expect(await rows.nth(1).evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    await page.keyboard.press('ArrowUp');
    expect(await rows.nth(0).evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    const firstText = await rows.nth(0).textContent();
    await page.keyboard.press('Enter');
    await page.getByTestId('message-input').waitFor();
    expect(firstText).toContain('Ben');
    await page.locator('.str-chat__message-list').getByText('hello from Ben').waitFor();
    await page.getByTestId('message-input').press('Escape');
    await rows.first().waitFor();
    expect(await page.locator('.bc-panel').isVisible()).toBe(true);
    // Opened once: no longer new.
    await expect.poll(() => page.getByTestId('row-new').count()).toBe(1);

    const search = page.getByRole('searchbox', { name: 'Search conversations' });
    await search.fill('ann');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Ann');
    await search.fill('zzz');
    await page.getByText('No conversations match your search').waitFor();
    await search.press('Escape');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await page.locator('.bc-panel').isVisible()).toBe(true);
    page.close().catch(() => undefined);
  });
});
