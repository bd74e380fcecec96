// Finding 7: an old bounty ticket replayed. A member who kept the ticket from before the bounty was renamed (or
// handed to another poster) sends it again to put the old title and owner back; the service refuses any ticket
// older than the newest it accepted for that bounty. The page's own ticket, reused, still opens the bounty.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../src/server/startServer';
import { createBountyTicket } from '../../../../src/server/auth/bountyTicket';
import { seal } from '../../../../src/server/auth/seal';
import { TOKEN_KEY, call, makeUser, removeTemporaryFolders, startFakeStream, startService, testConfig, uniqueId } from '../harness';
import type { FakeStream, TestUser } from '../harness';

let fake: FakeStream;
let service: RunningServer;

beforeAll(async () => {
  fake = await startFakeStream();
  service = await startService(testConfig(fake));
});

afterAll(async () => {
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
