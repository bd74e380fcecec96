// Erasure leaves nothing that names her: a candidate with a DM, a reply handle, an award and outbox mail is
// erased through the host API; the provider (read with the server SDK), the store (through the service's own
// store API) and the outbox folder on disk are then checked, and the host re-creating her id inherits none of it.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_TYPE } from '../../../src/contract/ids';
import type { ServiceConfig } from '../../../src/server/config/serviceConfig';
import { createReplyStore } from '../../../src/server/inbound/replyStore';
import { createBountyStore } from '../../../src/server/store/bountyFacts';
import { createSeenStore } from '../../../src/server/store/seenChannels';
import { createDmRegistry } from '../../../src/server/store/dmRegistry';
import { openStore } from '../../../src/server/store/openStore';
import type { Store } from '../../../src/server/store/openStore';
import type { RunningServer } from '../../../src/server/startServer';
import { manualClock } from '../../helpers/serverEngine';
import { call, emailAbout, makeUser, providerClient, putBounty, removeTemporaryFolders, startFakeStream, startService, testConfig, uniqueId } from './harness';
import type { FakeStream, TestUser } from './harness';

const HOST_KEY = 'host-key-for-erasure-tests-0123456789abcdef';
const DOMAIN = 'reply.erasure.invalid';
const WINDOW = 60_000;
const TTL = 30 * 86_400_000;

let fake: FakeStream;
let service: RunningServer;
let config: ServiceConfig;
let store: Store;
const clock = manualClock(Date.now());

beforeAll(async () => {
  fake = await startFakeStream();
  const base = testConfig(fake, { emailWindowMs: WINDOW });
  // No SMTP_URL: chat e-mail is written to the outbox folder.
  config = { ...base, smtpUrl: null, host: { ...base.host, hostApiKey: HOST_KEY }, reply: { ...base.reply, domain: DOMAIN, ttlMs: TTL, smtpPort: null, smtpHost: '127.0.0.1', maxBytes: 1_000_000 } };
  service = await startService(config, { clock, backgroundDelivery: false });
  store = await openStore({ databaseUrl: config.databaseUrl, databaseSchema: config.databaseSchema, databasePoolSize: 1, dataDir: config.dataDir }, clock);
});
afterAll(async () => {
  await store?.close();
  await service?.close();
  await fake?.close();
  removeTemporaryFolders();
});

async function host(method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${service.url}/api/host/v1/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${HOST_KEY}` },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function putUser(name: string, role: string, sub = uniqueId(name.split(' ')[0]!.toLowerCase())): Promise<TestUser> {
  const user = { sub, name, email: `${sub}@example.com`, role };
  expect((await host('PUT', `users/${sub}`, { name, email: user.email, role })).status).toBe(200);
  return user;
}

/** The outbox files whose To line names `address`. */
function outboxFilesTo(address: string): string[] {
  const dir = config.outboxDir;
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.filter((name) => /^To: .*$/im.exec(readFileSync(join(dir, name), 'utf8'))?.[0].toLowerCase().includes(address.toLowerCase()));
}

async function systemTexts(channelId: string): Promise<string[]> {
  const [channel] = await providerClient(fake).queryChannels({ cid: `${CHANNEL_TYPE}:${channelId}` }, {}, { state: true, message_limit: 50 });
  return channel!.state.messages.filter((message) => message.type === 'system').map((message) => message.text ?? '');
}

async function channelsNaming(userId: string): Promise<string[]> {
  const found: string[] = [];
  for (const field of ['candidate_id', 'owner_id', 'awarded_to']) {
    const channels = await providerClient(fake).queryChannels({ type: CHANNEL_TYPE, [field]: userId }, {}, { limit: 30 });
    found.push(...channels.map((channel) => `${field}:${channel.id}`));
  }
  return found;
}

describe('erasing a candidate with a DM, a reply handle, an award and outbox mail', () => {
  let poster: TestUser;
  let erin: TestUser;
  let olga: TestUser;
  let bountyId: string;
  let erinsDm: string;
  let olgasDm: string;
  let handle: string;

  beforeAll(async () => {
    poster = await putUser('Pat Poster', 'poster');
    erin = await putUser('Erin Example', 'candidate');
    olga = makeUser('Olga');
    bountyId = uniqueId('bounty');
    expect((await putBounty(service, HOST_KEY, bountyId, { title: 'Paint the fence', ownerId: poster.sub, status: 'open' })).status).toBe(200);
    await call(service, 'get-or-create-user', erin);
    await call(service, 'get-or-create-user', olga);
    erinsDm = (await call(service, 'create-dm-channel', erin, { userId: poster.sub, bountyId, candidateId: erin.sub })).body['channelId'] as string;
    // She opened it in her widget (the list's "New" is gone on her devices).
    expect((await call(service, 'mark-seen', erin, { channelId: erinsDm })).status).toBe(200);
    olgasDm = (await call(service, 'create-dm-channel', olga, { userId: poster.sub, bountyId, candidateId: olga.sub })).body['channelId'] as string;
    // The poster writes; Erin, offline, gets the chat e-mail in the outbox, with her reply address.
    expect((await call(service, 'send-message-email', poster, await emailAbout(fake, poster, erin, erinsDm, 'Can you start on Monday?'))).body).toEqual({ queued: true });
    clock.advance(WINDOW);
    await service.emails.runDue();
    const [file] = outboxFilesTo(erin.email);
    expect(file).toBeDefined();
    handle = new RegExp(`reply\\+([a-z2-7]{26})@${DOMAIN.replace(/\./g, '\\.')}`).exec(readFileSync(join(config.outboxDir, file!), 'utf8'))![1]!;
    expect((await putBounty(service, HOST_KEY, bountyId, { status: 'awarded', awardedTo: erin.sub })).status).toBe(200);
    for (const channelId of [bountyId, erinsDm, olgasDm]) expect(await systemTexts(channelId)).toEqual(['Awarded to Erin Example']);
  });

  it('the export before erasure lists each item', async () => {
    const exported = await host('GET', `users/${erin.sub}/export`);
    expect(exported.status).toBe(200);
    const service = exported.body['service'] as Record<string, unknown[]>;
    expect(service['replyHandles']).toEqual([{ channelId: erinsDm, expiresAt: expect.any(String) }]);
    expect(service['directMessages']).toEqual([{ channelId: erinsDm, bountyId, otherUserId: poster.sub }]);
    expect(service['bountyAwards']).toEqual([{ bountyId, title: 'Paint the fence' }]);
    expect((service['awardNotices'] as { channelId: string }[]).map((notice) => notice.channelId).sort()).toEqual([bountyId, erinsDm, olgasDm].sort());
    expect(service['channelFields']).toEqual(expect.arrayContaining([
      { channelId: bountyId, fields: ['awarded_to'] },
      { channelId: olgasDm, fields: ['awarded_to'] },
      { channelId: erinsDm, fields: ['candidate_id', 'owner_id', 'awarded_to'] },
    ]));
    expect(service['outboxFiles']).toHaveLength(1);
    expect(service['seenConversations']).toEqual([{ channelId: erinsDm, seenAt: expect.any(String) }]);
  });

  it('erasure removes or pseudonymises every item, counts them, and a re-created id inherits none', async () => {
    const erased = await host('DELETE', `users/${erin.sub}`);
    expect(erased.status).toBe(200);
    expect(erased.body['removed']).toMatchObject({
      providerUser: true, directoryEntry: true, emailsToThem: 1,
      awardNotices: 3, channelFields: 5, replyHandles: 1, dmRegistryRows: 1, bountyAwards: 1, outboxFiles: 1, seenConversations: 1,
    });

    // The provider: the notices name a former member; no channel field holds her id.
    for (const channelId of [bountyId, erinsDm, olgasDm]) expect(await systemTexts(channelId)).toEqual(['Awarded to a former member']);
    expect(await channelsNaming(erin.sub)).toEqual([]);
    // The store, through its own API.
    expect(await createReplyStore(store.db, clock, TTL).resolve(handle)).toBeNull();
    expect(await createDmRegistry(store.db, clock).dmsOf(erin.sub)).toEqual([]);
    expect(await createBountyStore(store.db, clock).awardsTo(erin.sub)).toEqual([]);
    expect(await createSeenStore(store.db, clock).seenBy(erin.sub)).toEqual([]);
    expect((await createBountyStore(store.db, clock).find(bountyId))?.status).toBe('awarded');
    // The outbox folder on disk.
    expect(outboxFilesTo(erin.email)).toEqual([]);
    // The DM stays known for the poster: the bounty's next status still reaches it.
    expect((await putBounty(service, HOST_KEY, bountyId, { status: 'closed' })).status).toBe(200);
    expect((await systemTexts(erinsDm)).at(-1)).toBe('This bounty was closed');

    // The host re-creates the id: her old reply address stays dead, and her old DM is not hers.
    await putUser('Erin Example', 'candidate', erin.sub);
    const raw = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail({
      from: erin.email, to: `reply+${handle}@${DOMAIN}`, subject: 'Re: Can you start on Monday?', text: 'Yes, Monday works.',
    });
    const reply = await fetch(`${service.url}/webhooks/inbound-email`, {
      method: 'POST', headers: { authorization: `Bearer ${HOST_KEY}`, 'content-type': 'message/rfc822' }, body: new Uint8Array(raw.message as Buffer),
    });
    const outcome = (await reply.json()) as Record<string, unknown>;
    expect(outcome['outcome']).not.toBe('posted');
    // Refused at the handle itself, not later for a reason that needs it resolved.
    expect(JSON.stringify(outcome)).not.toMatch(/not_member|wrong_sender|frozen|rate_limited|empty/);
    expect(await createReplyStore(store.db, clock, TTL).resolve(handle)).toBeNull();
    const texts = (await providerClient(fake).channel(CHANNEL_TYPE, erinsDm).query({ messages: { limit: 20 } })).messages.map((message) => message.text);
    expect(texts).not.toContain('Yes, Monday works.');
    // (The outbox may now hold the refusal's answer to the new user's address: hers, not the erased user's.)
    expect((await host('GET', `users/${erin.sub}/export`)).body['service']).toMatchObject({ replyHandles: [], directMessages: [], bountyAwards: [], awardNotices: [], channelFields: [] });
  });

  it('a new user with the erased id who opens a DM with the poster about the same bounty gets a new, empty one', async () => {
    await call(service, 'get-or-create-user', erin);
    expect((await putBounty(service, HOST_KEY, bountyId, { status: 'open' })).status).toBe(200);
    const opened = await call(service, 'create-dm-channel', erin, { userId: poster.sub, bountyId, candidateId: erin.sub });
    expect(opened.status).toBe(200);
    expect(opened.body['channelId']).not.toBe(erinsDm);
    const fresh = await providerClient(fake).channel(CHANNEL_TYPE, opened.body['channelId'] as string).query({ messages: { limit: 20 } });
    expect(fresh.messages.filter((message) => message.type !== 'system').map((message) => message.text)).toEqual([]);
  });
});
