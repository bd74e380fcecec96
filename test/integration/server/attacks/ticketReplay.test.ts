// Finding 7: an old bounty ticket replayed. A member who kept the ticket from before the bounty was renamed (or
// handed to another poster) sends it again to put the old title and owner back; the service refuses any ticket
// older than the newest it accepted for that bounty. The page's own ticket, reused, still opens the bounty.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../src/server/startServer';
import { createBountyTicket } from '../../../../src/server/auth/bountyTicket';
import { seal } from '../../../../src/server/auth/seal';
import { CHANNEL_TYPE } from '../../../../src/contract/ids';
import { TOKEN_KEY, call, makeUser, providerClient, putBounty, removeTemporaryFolders, startFakeStream, startService, testConfig, uniqueId } from '../harness';
import type { FakeStream, TestUser } from '../harness';
import { providerSession, providerStatus } from './hostile';
import type { StreamChat } from 'stream-chat';

const HOST_KEY = 'host-key-for-ticket-replay-0123456789abcdef';
let fake: FakeStream;
let service: RunningServer;
const sessions: StreamChat[] = [];

beforeAll(async () => {
  fake = await startFakeStream();
  const base = testConfig(fake);
  service = await startService({ ...base, host: { ...base.host, hostApiKey: HOST_KEY } });
});

afterAll(async () => {
  for (const session of sessions) await session.disconnectUser();
  await service?.close();
  await fake?.close();
  removeTemporaryFolders();
});

const now = () => Math.floor(Date.now() / 1000);

function open(caller: TestUser, bountyId: string, ticket: { token: string; iv: string }) {
  return call(service, 'get-or-create-channel', caller, { channelId: bountyId, ticket });
}

async function titleSeenBy(user: TestUser, bountyId: string): Promise<unknown> {
  const answer = await call(service, 'all-channels', user);
  return (answer.body['channels'] as { channelId: string; name: string }[]).find((channel) => channel.channelId === bountyId)?.name;
}

describe('bounty tickets replayed', () => {
  it('an older ticket cannot bring back the old title and owner; the current one, reused, still opens the bounty', async () => {
    const [oldPoster, newPoster, member] = [makeUser('OldPoster'), makeUser('NewPoster'), makeUser('Member')];
    const bountyId = uniqueId('bounty');
    const old = createBountyTicket({ bountyId, name: 'Old title', ownerId: oldPoster.sub, iat: now() - 600, exp: now() + 3600 }, TOKEN_KEY);
    expect((await open(member, bountyId, old)).status).toBe(200);
    const current = createBountyTicket({ bountyId, name: 'New title', ownerId: newPoster.sub, iat: now() - 60, exp: now() + 3600 }, TOKEN_KEY);
    expect((await open(newPoster, bountyId, current)).status).toBe(200);

    const replay = await open(member, bountyId, old);
    expect(replay.status).toBe(403);
    expect(replay.body.error?.detail).toBe('ticket refused: a newer ticket for this bounty was already used (claim iat is older); mint a fresh one');
    expect(await titleSeenBy(member, bountyId)).toBe('New title');

    // The page reuses its ticket (same iat), and a fresher one works too.
    expect((await open(member, bountyId, current)).status).toBe(200);
    const fresher = createBountyTicket({ bountyId, name: 'Newest title', ownerId: newPoster.sub, exp: now() + 3600 }, TOKEN_KEY);
    expect((await open(member, bountyId, fresher)).status).toBe(200);
    expect(await titleSeenBy(member, bountyId)).toBe('Newest title');
  });

  it('a ticket without iat is refused with a clear message', async () => {
    const bountyId = uniqueId('bounty');
    const poster = makeUser('Poster');
    const legacy = seal({ bountyId, name: 'No iat', ownerId: poster.sub, exp: now() + 3600 }, TOKEN_KEY);
    const answer = await open(poster, bountyId, legacy);
    expect(answer.status).toBe(403);
    expect(answer.body.error?.detail).toBe('ticket refused: claim iat is required (when the ticket was minted, in seconds since the epoch; createBountyTicket sets it)');
  });

  it('an older ticket for one bounty does not affect another bounty', async () => {
    const poster = makeUser('Poster');
    const [a, b] = [uniqueId('bounty'), uniqueId('bounty')];
    expect((await open(poster, a, createBountyTicket({ bountyId: a, name: 'A', ownerId: poster.sub, iat: now(), exp: now() + 3600 }, TOKEN_KEY))).status).toBe(200);
    expect((await open(poster, b, createBountyTicket({ bountyId: b, name: 'B', ownerId: poster.sub, iat: now() - 900, exp: now() + 3600 }, TOKEN_KEY))).status).toBe(200);
  });
});

// A ticket may carry the bounty's status. The host closed the bounty through the host API; a member who kept the
// ticket from before (status open) sends it again to reopen the bounty and unfreeze her DM.
describe("a ticket minted before the host API's change", () => {
  async function statusAt(channelId: string): Promise<{ status: unknown; frozen: boolean }> {
    const [channel] = await providerClient(fake).queryChannels({ cid: `${CHANNEL_TYPE}:${channelId}` }, {});
    const data = channel!.data as Record<string, unknown>;
    return { status: data['status'], frozen: data['frozen'] === true };
  }

  it('cannot reopen a bounty the host closed: the DM stays frozen and her next message is refused', async () => {
    const [poster, member] = [makeUser('Poster'), makeUser('Member')];
    const bountyId = uniqueId('bounty');
    const kept = createBountyTicket({ bountyId, name: 'Paint the fence', ownerId: poster.sub, iat: now() - 60, exp: now() + 3600, status: 'open' }, TOKEN_KEY);
    expect((await open(member, bountyId, kept)).status).toBe(200);
    await call(service, 'get-or-create-user', poster);
    const dm = (await call(service, 'create-dm-channel', member, { userId: poster.sub, bountyId, candidateId: member.sub })).body['channelId'] as string;
    const session = await providerSession(service, member);
    sessions.push(session);
    await session.channel(CHANNEL_TYPE, dm).sendMessage({ text: 'before the close' });

    expect((await putBounty(service, HOST_KEY, bountyId, { status: 'closed' })).status).toBe(200);
    expect(await statusAt(dm)).toEqual({ status: 'closed', frozen: true });

    // The replay still opens the bounty (a page loaded before the close holds that ticket), and changes nothing.
    expect((await open(member, bountyId, kept)).status).toBe(200);
    for (const channelId of [bountyId, dm]) expect(await statusAt(channelId)).toEqual({ status: 'closed', frozen: true });
    expect(await providerStatus(session.channel(CHANNEL_TYPE, dm).sendMessage({ text: 'reopened by my old ticket' }))).toBe(403);
    const texts = (await providerClient(fake).channel(CHANNEL_TYPE, dm).query({ messages: { limit: 20 } })).messages.map((message) => message.text);
    expect(texts).not.toContain('reopened by my old ticket');
  });

  it('a ticket minted after the host\'s change does change the status', async () => {
    const [poster, member] = [makeUser('Poster'), makeUser('Member')];
    const bountyId = uniqueId('bounty');
    // The second the host's change is made in (read before it, so the change is never in an earlier second).
    const changeSecond = now();
    expect((await putBounty(service, HOST_KEY, bountyId, { title: 'Fix the roof', ownerId: poster.sub, status: 'closed' })).status).toBe(200);
    await call(service, 'get-or-create-user', poster);
    // Minted in the same second as the host's change: not after it.
    const sameSecond = createBountyTicket({ bountyId, name: 'Fix the roof', ownerId: poster.sub, iat: changeSecond, exp: now() + 3600, status: 'open' }, TOKEN_KEY);
    expect((await open(poster, bountyId, sameSecond)).status).toBe(200);
    expect(await statusAt(bountyId)).toEqual({ status: 'closed', frozen: true });

    const later = createBountyTicket({ bountyId, name: 'Fix the roof', ownerId: poster.sub, iat: now() + 1, exp: now() + 3600, status: 'open' }, TOKEN_KEY);
    expect((await open(member, bountyId, later)).status).toBe(200);
    expect(await statusAt(bountyId)).toEqual({ status: 'open', frozen: false });
    const dm = (await call(service, 'create-dm-channel', member, { userId: poster.sub, bountyId, candidateId: member.sub })).body['channelId'] as string;
    const session = await providerSession(service, member);
    sessions.push(session);
    expect(await providerStatus(session.channel(CHANNEL_TYPE, dm).sendMessage({ text: 'the bounty is open again' }))).toBe(0);

    // And the host's next call changes it again.
    expect((await putBounty(service, HOST_KEY, bountyId, { status: 'closed' })).body['statusChanged']).toBe(true);
    expect(await statusAt(dm)).toEqual({ status: 'closed', frozen: true });
  });
});
