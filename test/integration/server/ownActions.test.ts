// The poster is not badged for his own actions: the system messages his award, close and reopen post are read for
// him (and never e-mailed to him), unread for everyone else. Real service, real fake-stream, real SMTP.
import type { AddressObject } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_TYPE } from '../../../src/contract/ids';
import type { RunningServer } from '../../../src/server/startServer';
import { call, makeUser, providerClient, putBounty, removeTemporaryFolders, sendAs, sleep, startFakeStream, startService, startSmtp, testConfig, uniqueId } from './harness';
import type { FakeStream, TestSmtp, TestUser } from './harness';

const HOST_KEY = 'host-key-for-own-action-tests-0123456789';
let fake: FakeStream;
let smtp: TestSmtp;
let service: RunningServer;

beforeAll(async () => {
  fake = await startFakeStream();
  smtp = await startSmtp();
  const base = testConfig(fake, { smtpUrl: smtp.url });
  service = await startService({ ...base, host: { ...base.host, hostApiKey: HOST_KEY } });
});
afterAll(async () => {
  await service?.close();
  await smtp?.close();
  await fake?.close();
  removeTemporaryFolders();
});

/** `user`'s unread count in the channel, as the service answers it (the provider's count). */
async function unreadOf(user: TestUser, channelId: string): Promise<number> {
  const answer = await call(service, 'get-unread-messages', user, { channelId });
  expect(answer.status).toBe(200);
  return answer.body['unread'] as number;
}

const markRead = (channelId: string, user: TestUser) => providerClient(fake).channel(CHANNEL_TYPE, channelId).markRead({ user_id: user.sub });

describe("the poster's own status changes", () => {
  let poster: TestUser;
  let candidate: TestUser;
  let bountyId: string;
  let dm: string;

  beforeAll(async () => {
    poster = makeUser('Polly');
    candidate = makeUser('Casey');
    bountyId = uniqueId('bounty');
    await call(service, 'get-or-create-user', poster);
    await call(service, 'get-or-create-user', candidate);
    expect((await putBounty(service, HOST_KEY, bountyId, { title: 'Paint the fence', ownerId: poster.sub, status: 'open' })).status).toBe(200);
    const opened = await call(service, 'create-dm-channel', candidate, { userId: poster.sub, bountyId, candidateId: candidate.sub });
    expect(opened.status).toBe(200);
    dm = opened.body['channelId'] as string;
    await sendAs(fake, dm, candidate, 'I can start on Monday');
    await markRead(dm, poster);
    await markRead(bountyId, poster);
  });

  it('award, close and reopen leave his own channels read (0 unread), the other member gets them, no e-mail to him', async () => {
    for (const body of [{ status: 'awarded', awardedTo: candidate.sub }, { status: 'closed' }, { status: 'open' }]) {
      const answer = await putBounty(service, HOST_KEY, bountyId, body);
      expect(answer.status).toBe(200);
      expect(answer.body['statusChanged']).toBe(true);
    }
    expect(await unreadOf(poster, bountyId)).toBe(0);
    expect(await unreadOf(poster, dm)).toBe(0);
    // The candidate did none of it: the three messages are unread for her.
    expect(await unreadOf(candidate, dm)).toBe(3);
    // Nothing is e-mailed to the poster about his own actions (given time for the queue's window and a retry).
    await sleep(1_500);
    const toPoster = smtp.received.filter((mail) => (mail.to as AddressObject | undefined)?.value.some((to) => to.address === poster.email));
    expect(toPoster).toEqual([]);
  });

  it('a message he has not read yet stays unread: his action does not mark it read', async () => {
    await sendAs(fake, dm, candidate, 'Did you see my fix?');
    expect(await unreadOf(poster, dm)).toBe(1);
    expect((await putBounty(service, HOST_KEY, bountyId, { status: 'closed' })).status).toBe(200);
    // His own system message counts too there (one read mark per member), but the unread message is not lost.
    expect(await unreadOf(poster, dm)).toBeGreaterThanOrEqual(1);
    expect(await unreadOf(poster, bountyId)).toBe(0);
  });
});
