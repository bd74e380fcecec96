// Search and link cards under a masking policy: what the provider stores is what is found (a hidden phone number is
// never found by its digits), and a link the policy hides gets no card, while a conversation that allows details
// gets the card of the same page.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_TYPE } from '../../../src/contract/ids';
import type { RunningServer } from '../../../src/server/startServer';
import { call, makeUser, providerClient, putBounty, removeTemporaryFolders, startFakeStream, startService, testConfig, uniqueId } from './harness';
import type { FakeStream, TestUser } from './harness';

const HOST_KEY = 'host-key-for-masked-search-0123456789abcd';
let fake: FakeStream;
let service: RunningServer;
let pages: Server;
let page: string;

beforeAll(async () => {
  fake = await startFakeStream();
  const base = testConfig(fake);
  service = await startService({ ...base, host: { ...base.host, hostApiKey: HOST_KEY }, contact: { policy: 'allow', hostDomains: ['jobs.example.com'], allowedLinkDomains: [] } });
  await providerClient(fake).updateAppSettings({ before_message_send_hook_url: `${service.url}/webhooks/before-message-send` } as never);
  pages = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<meta property="og:title" content="My portfolio">'));
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  page = `http://127.0.0.1:${(pages.address() as AddressInfo).port}/work`;
});
afterAll(async () => {
  pages?.closeAllConnections();
  pages?.close();
  await service?.close();
  await fake?.close();
  removeTemporaryFolders();
});

/** A DM about a new bounty under `contactPolicy`, between its poster and a candidate. */
async function dmUnder(contactPolicy: 'mask' | 'allow'): Promise<{ dm: string; candidate: TestUser }> {
  const poster = { ...makeUser('polly'), name: 'Polly Poster' };
  const candidate = { ...makeUser('casey'), name: 'Casey Candidate' };
  const bountyId = uniqueId('bounty');
  expect((await putBounty(service, HOST_KEY, bountyId, { title: 'Paint the fence', ownerId: poster.sub, status: 'open', contactPolicy })).status).toBe(200);
  await call(service, 'get-or-create-user', candidate);
  const dm = (await call(service, 'create-dm-channel', candidate, { userId: poster.sub, bountyId, candidateId: candidate.sub })).body['channelId'] as string;
  return { dm, candidate };
}

async function send(dm: string, candidate: TestUser, text: string) {
  return (await providerClient(fake).channel(CHANNEL_TYPE, dm).sendMessage({ text, user_id: candidate.sub })).message;
}

describe('search and link cards under masking', () => {
  it('never finds a hidden detail by its original, and gives a hidden link no card', async () => {
    const { dm, candidate } = await dmUnder('mask');
    const sent = await send(dm, candidate, `ring me on +44 20 7946 0958, my zanzibar portfolio is at ${page}`);
    expect(sent.text).toBe('ring me on [contact details hidden], my zanzibar portfolio is at [link hidden]');
    expect(sent.attachments ?? []).toEqual([]);
    const search = (query: string) => providerClient(fake).search({ cid: `${CHANNEL_TYPE}:${dm}` }, query);
    expect((await search('7946')).results).toEqual([]);
    expect((await search('zanzibar')).results.map((result) => result.message.text)).toEqual([sent.text]);
  });

  it('gives the same link its card where details are allowed', async () => {
    const { dm, candidate } = await dmUnder('allow');
    const sent = await send(dm, candidate, `my portfolio is at ${page}`);
    expect(sent.attachments).toEqual([expect.objectContaining({ og_scrape_url: page, title: 'My portfolio' })]);
  });
});
