// The hot path's writes: a user the provider and the store already hold with the same claims costs neither a
// provider upsert nor a store write; a change reaches both; a failed provider upsert is retried next time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeStream } from '../../../fake-stream/app';
import type { RunningFakeStream } from '../../../fake-stream/app';
import type { RunningServer } from '../../../src/server/startServer';
import { API_KEY, API_SECRET, call, postBounty, makeUser, providerClient, removeTemporaryFolders, startService, testConfig } from './harness';

/** fake-stream's clock, moved by hand, so a provider write shows as a new `updated_at`. */
let offsetMs = 0;
const providerClock = { now: () => new Date(Date.now() + offsetMs) };

let fake: RunningFakeStream;
let service: RunningServer;

beforeAll(async () => {
  fake = await createFakeStream({ key: API_KEY, secret: API_SECRET, port: 0, clock: providerClock });
  service = await startService(testConfig(fake));
});

afterAll(async () => {
  await service.close();
  await fake.close();
  removeTemporaryFolders();
});

async function providerUser(id: string) {
  const { users } = await providerClient(fake).queryUsers({ id: { $eq: id } });
  return users[0];
}

describe('keeping users in step with the host', () => {
  it('tells the provider about a user once, and again only when the host changes their claims', async () => {
    const ada = makeUser('Ada');
    expect((await call(service, 'get-or-create-user', ada)).status).toBe(200);
    const first = await providerUser(ada.sub);
    expect(first?.name).toBe('Ada');

    offsetMs += 60_000;
    expect((await call(service, 'get-or-create-user', ada)).status).toBe(200);
    expect((await providerUser(ada.sub))?.updated_at).toBe(first?.updated_at);

    offsetMs += 60_000;
    expect((await call(service, 'get-or-create-user', { ...ada, name: 'Ada Lovelace' })).status).toBe(200);
    const renamed = await providerUser(ada.sub);
    expect(renamed?.name).toBe('Ada Lovelace');
    expect(renamed?.updated_at).not.toBe(first?.updated_at);
  });

  it('does not re-send the other side of a DM the provider already has', async () => {
    const poster = makeUser('Poster');
    const candidate = makeUser('Candidate');
    await call(service, 'get-or-create-user', poster);
    await call(service, 'get-or-create-user', candidate);
    const bountyId = await postBounty(service, poster);
    const before = await providerUser(candidate.sub);
    offsetMs += 60_000;
    const dm = await call(service, 'create-dm-channel', poster, { userId: poster.sub, bountyId, candidateId: candidate.sub });
    expect(dm.status).toBe(200);
    const after = await providerUser(candidate.sub);
    expect(after?.name).toBe('Candidate');
    expect(after?.updated_at).toBe(before?.updated_at);
  });

  it('retries the provider upsert on the next request when the provider failed after the store was written', async () => {
    const port = fake.port;
    const grace = makeUser('Grace');
    await fake.close();
    expect((await call(service, 'get-or-create-user', grace)).status).toBe(502);
    // The same address again, with an empty provider: only a retried upsert can put Grace there.
    fake = await createFakeStream({ key: API_KEY, secret: API_SECRET, port, clock: providerClock });
    expect((await call(service, 'get-or-create-user', grace)).status).toBe(200);
    expect((await providerUser(grace.sub))?.name).toBe('Grace');
  });
});
