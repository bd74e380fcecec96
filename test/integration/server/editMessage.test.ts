// Edits go through the service: POST edit-message masks the text under the channel's contact policy before the
// provider stores it, so the other member never receives an edit with contact details; members cannot edit at
// the provider directly; and start-up narrows a product channel type that still lets them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, StreamChat } from 'stream-chat';
import { createFakeStream } from '../../../fake-stream/app';
import { CHANNEL_TYPE } from '../../../src/contract/ids';
import type { RunningServer } from '../../../src/server/startServer';
import { openGrants } from '../../../src/server/provider/checkGrants';
import { API_KEY, API_SECRET, call, putBounty, makeUser, providerClient, removeTemporaryFolders, sendAs, startFakeStream, startService, testConfig, uniqueId } from './harness';
import type { FakeStream, TestUser } from './harness';
import { providerSession, providerStatus } from './attacks/hostile';

const HOST_KEY = 'host-key-for-edit-tests-0123456789abcdefgh';
const PHONE = '+44 20 7946 0958';
const HIDDEN = '[contact details hidden]';
let fake: FakeStream;
let service: RunningServer;
const poster: TestUser = { ...makeUser('polly'), name: 'Polly Poster' };
const candidate: TestUser = { ...makeUser('casey'), name: 'Casey Candidate' };
const stranger: TestUser = makeUser('sam');
const sessions: StreamChat[] = [];

beforeAll(async () => {
  fake = await startFakeStream();
  const base = testConfig(fake);
  service = await startService({ ...base, host: { ...base.host, hostApiKey: HOST_KEY }, contact: { policy: 'allow', hostDomains: ['jobs.example.com'], allowedLinkDomains: [] } });
});
afterAll(async () => {
  await Promise.all(sessions.map((session) => session.disconnectUser()));
  await service?.close();
  await fake?.close();
  removeTemporaryFolders();
});

/** The status of the host's PUT of a bounty's facts. */
const putBountyStatus = async (id: string, body: unknown): Promise<number> => (await putBounty(service, HOST_KEY, id, body)).status;

/** A fresh bounty of the poster's under `contactPolicy`, and the candidate's DM about it; answers both ids. */
async function bountyDm(contactPolicy: string): Promise<{ bountyId: string; dm: string }> {
  const bountyId = uniqueId('bounty');
  expect(await putBountyStatus(bountyId, { title: 'Paint the fence', ownerId: poster.sub, status: 'open', contactPolicy })).toBe(200);
  await call(service, 'get-or-create-user', candidate);
  const answer = await call(service, 'create-dm-channel', candidate, { userId: poster.sub, bountyId, candidateId: candidate.sub });
  expect(answer.status).toBe(200);
  return { bountyId, dm: answer.body['channelId'] as string };
}

async function session(user: TestUser): Promise<StreamChat> {
  const client = await providerSession(service, user);
  sessions.push(client);
  return client;
}

describe('POST edit-message', () => {
  it("stores the edit masked in a masked bounty's DM: the other member's socket never carries the phone number", async () => {
    const { dm } = await bountyDm('mask-until-awarded');
    const messageId = await sendAs(fake, dm, candidate, 'hello Polly');
    const polly = await session(poster);
    const seen: Event[] = [];
    polly.on((event) => { seen.push(event); });
    await polly.channel(CHANNEL_TYPE, dm).watch();

    const answer = await call(service, 'edit-message', candidate, { messageId, text: `hello Polly, call me on ${PHONE}` });
    expect(answer.status).toBe(200);
    expect(answer.body['message']).toMatchObject({ id: messageId, text: `hello Polly, call me on ${HIDDEN}`, user: { id: candidate.sub } });
    expect((await providerClient(fake).getMessage(messageId)).message.text).toBe(`hello Polly, call me on ${HIDDEN}`);

    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline && !seen.some((event) => event.type === 'message.updated' && event.message?.id === messageId)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const updates = seen.filter((event) => event.type === 'message.updated' && event.message?.id === messageId);
    expect(updates.map((event) => event.message?.text)).toEqual([`hello Polly, call me on ${HIDDEN}`]);
    // The number in any spacing (not its four digits alone: a channel id's random hex can hold '7946').
    expect(JSON.stringify(seen)).not.toMatch(/7946\D{0,3}0958/);
  });

  it('refuses a direct edit at the provider with her own provider token (403): nothing changes', async () => {
    const { dm } = await bountyDm('mask');
    const messageId = await sendAs(fake, dm, candidate, 'as sent');
    const caseys = await session(candidate);
    const channel = caseys.channel(CHANNEL_TYPE, dm);
    await channel.watch();
    // The kit offers editing by send-message (the service enforces the rest); the provider grants it to nobody.
    expect(channel.data?.own_capabilities).not.toContain('update-own-message');
    expect(await providerStatus(caseys.updateMessage({ id: messageId, text: `call me on ${PHONE}` }))).toBe(403);
    expect(await providerStatus(caseys.partialUpdateMessage(messageId, { set: { text: `call me on ${PHONE}` } }))).toBe(403);
    expect((await providerClient(fake).getMessage(messageId)).message.text).toBe('as sent');
  });

  it("stores the text as written where the policy allows it (the awarded pair's DM)", async () => {
    const { bountyId, dm } = await bountyDm('mask-until-awarded');
    expect(await putBountyStatus(bountyId, { status: 'awarded', awardedTo: candidate.sub })).toBe(200);
    const messageId = await sendAs(fake, dm, candidate, 'hello');
    const answer = await call(service, 'edit-message', candidate, { messageId, text: `call me on ${PHONE}` });
    expect(answer).toMatchObject({ status: 200, body: { message: { text: `call me on ${PHONE}` } } });
  });

  it('refuses the other member (403), a stranger and an unknown message (404), an empty or overlong text (400)', async () => {
    const { dm } = await bountyDm('mask');
    const messageId = await sendAs(fake, dm, candidate, 'mine');
    expect(await call(service, 'edit-message', poster, { messageId, text: 'yours now' })).toMatchObject({
      status: 403, body: { error: { code: 'forbidden', message: 'Failed to edit message', detail: 'only the author can edit a message' } },
    });
    const notFound = { status: 404, body: { error: { code: 'not_found', message: 'Failed to edit message', detail: 'there is no such message in your channels' } } };
    expect(await call(service, 'edit-message', stranger, { messageId, text: 'mine now' })).toMatchObject(notFound);
    expect(await call(service, 'edit-message', candidate, { messageId: uniqueId('no-such-message'), text: 'hello' })).toMatchObject(notFound);
    expect(await call(service, 'edit-message', candidate, { messageId, text: '' })).toMatchObject({
      status: 400, body: { error: { code: 'invalid_body', detail: 'text must not be empty' } },
    });
    expect(await call(service, 'edit-message', candidate, { messageId, text: 'x'.repeat(10_001) })).toMatchObject({
      status: 400, body: { error: { code: 'invalid_body', detail: 'text must be at most 10000 characters' } },
    });
    expect((await providerClient(fake).getMessage(messageId)).message.text).toBe('mine');
  });

  it("refuses an edit in a closed bounty's DM (403), and a deleted message", async () => {
    const { bountyId, dm } = await bountyDm('allow');
    const kept = await sendAs(fake, dm, candidate, 'before the close');
    const deleted = await sendAs(fake, dm, candidate, 'deleted soon');
    await providerClient(fake).deleteMessage(deleted);
    expect(await call(service, 'edit-message', candidate, { messageId: deleted, text: 'back again' })).toMatchObject({
      status: 403, body: { error: { detail: 'a deleted message cannot be edited' } },
    });
    expect(await putBountyStatus(bountyId, { status: 'closed' })).toBe(200);
    expect(await call(service, 'edit-message', candidate, { messageId: kept, text: 'after the close' })).toMatchObject({
      status: 403, body: { error: { code: 'forbidden', detail: 'the conversation is read-only (its bounty is closed): its messages cannot be edited' } },
    });
    expect((await providerClient(fake).getMessage(kept)).message.text).toBe('before the close');
  });
});

describe('start-up', () => {
  it('narrows an existing product channel type that lets members edit, says so once, and passes the grant check', async () => {
    const older = await createFakeStream({ key: API_KEY, secret: API_SECRET, port: 0 });
    const lines: string[] = [];
    let started: RunningServer | undefined;
    try {
      const server = providerClient(older);
      // The type as an earlier version created it: members also held update-message-owner.
      const memberGrants = ['read-channel', 'create-message', 'update-message-owner', 'delete-message-owner'];
      await server.createChannelType({ name: CHANNEL_TYPE, grants: { user: [], guest: [], anonymous: [], channel_member: memberGrants, channel_moderator: [] } } as never);
      started = await startService(testConfig(older), { log: (line) => { lines.push(line); } });
      const { grants } = await server.getChannelType(CHANNEL_TYPE);
      expect(grants['channel_member']).toEqual(['read-channel', 'create-message', 'delete-message-owner']);
      expect(lines.filter((line) => line.includes('narrowed'))).toEqual([
        `narrowed the provider channel type ${CHANNEL_TYPE}: removed grants the service no longer gives (channel_member: update-message-owner)`,
      ]);
      const report = await server.listChannelTypes();
      expect(openGrants({ channelTypes: { [CHANNEL_TYPE]: report.channel_types[CHANNEL_TYPE]!.grants ?? {} }, app: {}, disableAuthChecks: false, disablePermissionsChecks: false })).toEqual([]);

      // A second start finds nothing to narrow.
      await started.close();
      lines.length = 0;
      started = await startService(testConfig(older), { log: (line) => { lines.push(line); } });
      expect(lines.filter((line) => line.includes('narrowed'))).toEqual([]);
    } finally {
      await started?.close();
      await older.close();
    }
  });
});
