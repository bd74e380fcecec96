// A row's actions: archive → the Archived view → unarchive (owner only, through the product service), delete
// after a confirmation, hide (back on a new message, as the provider does), pin for me (on top), and a failure
// shown with the service's own text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { StreamChat } from 'stream-chat';
import { makeHostUser } from './helpers/backend.js';
import type { HostUser } from './helpers/backend.js';
import { startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { providerAdmin } from './support/providerAdmin.js';
import { CHANNEL_TYPE } from '../../src/contract/ids.js';

let env: HostEnvironment;
let admin: StreamChat;
let page: Page;
const owner = makeHostUser('Olga', 'poster');
const other = makeHostUser('Tom');
const ids = ['alpha', 'beta', 'gamma'].map((name) => `act-${name}-${owner.sub}`);

beforeAll(async () => {
  env = await startHostEnvironment();
  admin = providerAdmin(env.backend);
  page = await env.openHost(owner, 'actions.html', {}, { viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(10_000);
  await admin.upsertUser({ id: other.sub, name: other.name });
  // Three channels the owner created, oldest first (so "gamma" tops the list).
  for (const id of ids) {
    await admin.channel(CHANNEL_TYPE, id, { name: id.split('-')[1], members: [owner.sub, other.sub], created_by_id: owner.sub, kind: 'bounty' } as Record<string, unknown>).create();
    await admin.channel(CHANNEL_TYPE, id).sendMessage({ text: `news in ${id.split('-')[1]}`, user_id: other.sub });
  }
  await page.locator('.bc-launcher').click();
});
afterAll(async () => { await env?.close(); });

async function titles(): Promise<string[]> {
  return page.locator('.bc-rows .str-chat__channel-list-item-data__title > span:first-child').allTextContents();
}
async function act(title: string, item: string): Promise<void> {
  const row = page.locator('li.bc-row').filter({ has: page.locator('.str-chat__channel-list-item-data__title > span:first-child', { hasText: new RegExp(`^${title}$`) }) });
  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

describe('row actions', () => {
  it('lists the three channels, latest activity first', async () => {
    await expect.poll(() => titles()).toEqual(['gamma', 'beta', 'alpha']);
  });

  it('pin for me keeps the row on top; unpin lets it go back', async () => {
    await act('alpha', 'Pin for me');
    await expect.poll(() => titles()).toEqual(['alpha', 'gamma', 'beta']);
    // New activity elsewhere does not move a row above the pinned one.
    await admin.channel(CHANNEL_TYPE, ids[1]!).sendMessage({ text: 'beta again', user_id: other.sub });
    await expect.poll(() => titles()).toEqual(['alpha', 'beta', 'gamma']);
    await act('alpha', 'Unpin');
    await expect.poll(() => titles()).toEqual(['beta', 'gamma', 'alpha']);
  });

  it('archive moves a channel to the Archived view; unarchive brings it back', async () => {
    await act('gamma', 'Archive');
    await expect.poll(() => titles()).toEqual(['beta', 'alpha']);
    await page.getByRole('button', { name: 'Archived' }).click();
    await expect.poll(() => titles()).toEqual(['gamma']);
    // The service stored it: the provider's channel data says archived.
    const [stored] = await admin.queryChannels({ id: ids[2]! }, {}, { limit: 1 });
    expect((stored?.data as Record<string, unknown>)['archived']).toBe(true);
    await act('gamma', 'Unarchive');
    await expect.poll(() => titles()).toEqual([]);
    await page.getByRole('button', { name: 'Back to chats' }).click();
    await expect.poll(() => titles()).toEqual(['beta', 'gamma', 'alpha']);
  });

  it('hide removes the row until someone writes in the channel again', async () => {
    await act('beta', 'Hide');
    await expect.poll(() => titles()).toEqual(['gamma', 'alpha']);
    await admin.channel(CHANNEL_TYPE, ids[1]!).sendMessage({ text: 'are you there?', user_id: other.sub });
    await expect.poll(() => titles()).toEqual(['beta', 'gamma', 'alpha']);
  });

  it('delete asks first; cancel keeps the channel, confirm deletes it for everyone', async () => {
    await act('alpha', 'Delete…');
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await titles()).toEqual(['beta', 'gamma', 'alpha']);
    await act('alpha', 'Delete…');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => titles()).toEqual(['beta', 'gamma']);
    const [left] = await admin.queryChannels({ id: ids[0]! }, {}, { limit: 1 });
    expect(left).toBeUndefined();
  });

  it('a failed action shows the catalogue text of the service answer', async () => {
    // A channel id the product service does not accept (too long): its answer's message must show as it is.
    const id = `x${'y'.repeat(70)}`;
    await admin.channel(CHANNEL_TYPE, id, { name: 'legacy', members: [owner.sub, other.sub], created_by_id: owner.sub, kind: 'bounty' } as Record<string, unknown>).create();
    await admin.channel(CHANNEL_TYPE, id).sendMessage({ text: 'old', user_id: other.sub });
    await expect.poll(() => titles()).toContain('legacy');
    const answer = await serviceAnswer(owner, 'archive-channel', { channelId: id });
    await act('legacy', 'Archive');
    const alert = page.getByRole('alert').filter({ hasText: answer });
    await alert.waitFor();
    expect(answer.length).toBeGreaterThan(5);
    expect(await titles()).toContain('legacy');
  });
});

/** What the product service answers `user` for `name` with `body`: its error's catalogue message. */
async function serviceAnswer(user: HostUser, name: string, body: unknown): Promise<string> {
  const { token, iv } = env.backend.mintToken(user);
  const response = await fetch(`${env.backend.apiHost}/api/stream-chat/${name}?t=${Date.now()}`, {
    method: 'POST', headers: { 'x-auth-token': token, 'x-auth-iv': iv, 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  const json = await response.json() as { error?: { message?: string } };
  expect(response.ok).toBe(false);
  return json.error?.message ?? '';
}
