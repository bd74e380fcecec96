// openBounty without a ticket on a bounty channel the user is not in: the widget watches, the provider refuses
// ("not allowed to access … (not a member)"), the widget joins through the product service's
// get-or-create-channel and watches again, and the channel opens, live. A member's open asks the service
// nothing; a channel that does not exist, or is no bounty's, is never created or joined from a browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import type { StreamChat } from 'stream-chat';
import { createServiceClient } from '../../src/service/index.js';
import { makePair, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { providerAdmin } from './support/providerAdmin.js';
import { CHANNEL_TYPE } from '../../src/contract/ids.js';

let env: HostEnvironment;
let admin: StreamChat;
const { candidate, poster } = makePair();
const bountyId = `bounty-join-${poster.sub}`;
const title = 'Fix the login page';

beforeAll(async () => {
  env = await startHostEnvironment();
  admin = providerAdmin(env.backend);
  // The poster's bounty page made the channel with the host's ticket; the candidate is not in it.
  const posterService = createServiceClient({ apiHost: env.backend.apiHost, credentials: async () => env.backend.mintToken(poster) });
  await posterService.getOrCreateChannel({ channelId: bountyId, ticket: env.backend.mintBountyTicket(bountyId, poster, title) });
  await admin.channel(CHANNEL_TYPE, bountyId).sendMessage({ text: 'Welcome to the bounty', user_id: poster.sub });
});
afterAll(async () => { await env?.close(); });

/** What the page heard back from the provider's watch of `channelId` and from the service's get-or-create-channel, in order. */
interface Heard {
  call: 'watch' | 'join';
  status: number;
  code?: number;
  message?: string;
  body?: unknown;
}
function listen(page: Page, channelId: string): Heard[] {
  const heard: Heard[] = [];
  page.on('response', (response: Response) => {
    const { pathname } = new URL(response.url());
    const request = response.request();
    if (request.method() !== 'POST') return;
    if (pathname === `/channels/${CHANNEL_TYPE}/${channelId}/query`) {
      const entry: Heard = { call: 'watch', status: response.status() };
      heard.push(entry);
      void response.json().then((body: { code?: number; message?: string }) => { entry.code = body.code; entry.message = body.message; }, () => undefined);
    } else if (pathname.endsWith('/api/stream-chat/get-or-create-channel')) {
      heard.push({ call: 'join', status: response.status(), body: request.postDataJSON() });
    }
  });
  return heard;
}

const openBounty = (page: Page, id: string) => page.evaluate((bounty) => window.BountyChat!.openBounty(bounty).then(
  () => null,
  (error: { code?: string }) => error.code ?? String(error),
), id);
const messageList = (page: Page) => page.locator('.str-chat__main-panel .str-chat__message-list');
const membersOf = async (id: string) => Object.keys((await admin.queryChannels({ id }, {}, { limit: 1 }))[0]?.state.members ?? {});

describe('openBounty on a bounty channel the user is not in', () => {
  let page: Page;

  it('is refused by the provider, joins through the service, watches again and shows the channel, live', async () => {
    page = await env.openHost(candidate, 'join.html', {}, { viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(10_000);
    const heard = listen(page, bountyId);
    expect(await membersOf(bountyId)).not.toContain(candidate.sub);

    expect(await openBounty(page, bountyId)).toBeNull();
    // What she sees: the bounty's channel, its history, its title.
    await messageList(page).getByText('Welcome to the bounty').waitFor();
    expect(await page.locator('.bc-bar-title').textContent()).toBe(title);
    // The first watch was refused; the join went to the service without a ticket; the second watch succeeded.
    await expect.poll(() => heard.map(({ call, status }) => `${call} ${status}`)).toEqual(['watch 403', 'join 200', 'watch 200']);
    await expect.poll(() => heard[0]?.code).toBe(17);
    expect(heard[0]?.message).toContain('(not a member)');
    expect(heard[1]?.body).toEqual({ channelId: bountyId });
    expect(await membersOf(bountyId)).toContain(candidate.sub);
    // She watches it: the poster's next message arrives while it is open.
    await admin.channel(CHANNEL_TYPE, bountyId).sendMessage({ text: 'Glad you joined', user_id: poster.sub });
    await messageList(page).getByText('Glad you joined').waitFor();
  });

  it('once a member, opening it again asks the service nothing', async () => {
    await page.reload();
    await page.waitForFunction(() => (window as unknown as { events: [string][] }).events.some(([e]) => e == 'ready'), null, { polling: 50 });
    const heard = listen(page, bountyId);
    expect(await openBounty(page, bountyId)).toBeNull();
    await messageList(page).getByText('Glad you joined').waitFor();
    expect(heard.length).toBeGreaterThanOrEqual(1);
    expect(heard.filter(({ call }) => call === 'join')).toEqual([]);
    expect(heard.every(({ status }) => status === 200)).toBe(true);
  });

  it('never creates a missing bounty channel nor joins a channel that is no bounty\'s', async () => {
    const missing = `bounty-none-${poster.sub}`;
    const other = `plain-${poster.sub}`;
    await admin.channel(CHANNEL_TYPE, other, { name: 'Private', members: [poster.sub], created_by_id: poster.sub } as Record<string, unknown>).create();
    const heard = listen(page, missing);
    expect(await openBounty(page, missing)).toBe('not_found');
    // Refused by the provider (she may not create channels), then by the service (there is no such bounty).
    await expect.poll(() => heard.map(({ call, status }) => `${call} ${status}`)).toEqual(['watch 403', 'join 404']);
    expect(await admin.queryChannels({ id: missing }, {}, { limit: 1 })).toEqual([]);
    expect(await openBounty(page, other)).toBe('not_found');
    expect(await membersOf(other)).toEqual([poster.sub]);
    // The panel still shows the channel she had open.
    expect(await messageList(page).getByText('Glad you joined').isVisible()).toBe(true);
    await page.close();
  });
});
