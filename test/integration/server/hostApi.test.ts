// The host's back-end API (/api/host/v1/): real fake-stream, real service, real SMTP server.
import { CHANNEL_TYPE } from '../../../src/contract/ids';
import type { AddressObject } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src/server/startServer';
import { manualClock } from '../../helpers/serverEngine';
import { call, emailAbout, makeUser, openBountyWithTicket, providerClient, removeTemporaryFolders, sendAs, startFakeStream, startService, startSmtp, testConfig, uniqueId } from './harness';
import type { FakeStream, TestSmtp, TestUser } from './harness';

const HOST_KEY = 'host-key-for-tests-0123456789abcdefghij';
const WINDOW = 60_000;
const FAILED_AUTH_MAX = 4;
const clock = manualClock(Date.now());
let fake: FakeStream;
let mail: TestSmtp;
let service: RunningServer;

beforeAll(async () => {
  fake = await startFakeStream();
  mail = await startSmtp();
  const base = testConfig(fake, { smtpUrl: mail.url, emailWindowMs: WINDOW });
  service = await startService(
    { ...base, host: { ...base.host, hostApiKey: HOST_KEY }, security: { ...base.security, failedAuthMax: FAILED_AUTH_MAX } },
    { clock, backgroundDelivery: false },
  );
});
afterAll(async () => {
  await service?.close();
  await mail?.close();
  await fake?.close();
  removeTemporaryFolders();
});

interface HostAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & { error?: { code: string; message: string; detail: string } };
}

/** One call to the host API with the host's key (or `key`, or none when null). */
async function host(method: string, path: string, body?: unknown, key: string | null = HOST_KEY): Promise<HostAnswer> {
  const response = await fetch(`${service.url}/api/host/v1/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(key !== null && { authorization: `Bearer ${key}` }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as HostAnswer['body']) : {} };
}

/** Puts a fresh user through the host API, as the job board's back end does when someone signs up. */
async function putUser(name: string, role = 'poster'): Promise<TestUser> {
  const sub = uniqueId(name.split(' ')[0]!.toLowerCase());
  const user = { sub, name, email: `${sub}@example.com`, role };
  const answer = await host('PUT', `users/${user.sub}`, { name: user.name, email: user.email, role });
  expect(answer.status).toBe(200);
  return user;
}

/** A DM between a candidate who opened the chat and `poster`, who may never have. */
async function dmWith(candidate: TestUser, poster: TestUser): Promise<string> {
  await call(service, 'get-or-create-user', candidate);
  // The candidate opens the poster's bounty page: the host's ticket names the poster, who need not be there.
  const bountyId = uniqueId('bounty');
  expect((await openBountyWithTicket(service, candidate, bountyId, poster, 'Fix the flaky checkout test')).status).toBe(200);
  const answer = await call(service, 'create-dm-channel', candidate, { userId: poster.sub, bountyId, candidateId: candidate.sub });
  expect(answer.status).toBe(200);
  return answer.body['channelId'] as string;
}

async function deliver(): Promise<number> {
  clock.advance(WINDOW);
  return service.emails.runDue();
}

describe('the host API', () => {
  it('creates, updates and answers a user, in the directory and at the provider', async () => {
    const id = uniqueId('bob');
    const created = await host('PUT', `users/${id}`, { name: 'Bob Poster', email: `${id}@example.com`, role: 'poster' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ id, name: 'Bob Poster', email: `${id}@example.com`, image: null, role: 'poster', emailNotifications: 'all' });
    const updated = await host('PUT', `users/${id}`, { name: 'Bob P.', email: `${id}@example.com`, role: 'poster', image: 'https://jobs.example.com/bob.png', emailNotifications: 'none' });
    expect(updated.body).toMatchObject({ name: 'Bob P.', image: 'https://jobs.example.com/bob.png', emailNotifications: 'none' });
    expect((await host('GET', `users/${id}`)).body).toEqual(updated.body);
    const { users } = await providerClient(fake).queryUsers({ id: { $eq: id } });
    expect(users[0]).toMatchObject({ id, name: 'Bob P.', image: 'https://jobs.example.com/bob.png', bounty_role: 'poster' });
    expect(JSON.stringify(users[0])).not.toContain('@example.com');
  });

  it('refuses a malformed body naming the field, an unknown user with 404, a bad id and a wrong method', async () => {
    const id = uniqueId('x');
    const bad = async (body: unknown) => (await host('PUT', `users/${id}`, body)).body.error;
    expect(await bad({ name: 'X', email: 'not-an-address', role: 'poster' })).toMatchObject({ code: 'invalid_body', detail: 'email must be one e-mail address' });
    expect((await bad({ email: 'x@example.com', role: 'poster' }))?.detail).toBe('name is required');
    expect((await bad({ name: 'X\r\nBcc: all', email: 'x@example.com', role: 'poster' }))?.detail).toMatch(/^name must not contain control characters/);
    expect((await bad({ name: 'X', email: 'x@example.com', role: 'poster', emailNotifications: 'some' }))?.detail).toBe('emailNotifications must be "all" or "none"');
    expect((await bad({ name: 'X', email: 'x@example.com', role: 'poster', image: 'http://evil.example/x.png' }))?.detail).toMatch(/^image must be an https: URL/);
    expect((await host('GET', `users/${id}`)).status).toBe(404);
    expect((await host('GET', 'users/a%20b')).body.error).toMatchObject({ code: 'invalid_body', detail: expect.stringMatching(/^id must be a user id/) });
    expect((await host('POST', `users/${id}`, {})).status).toBe(405);
    expect((await host('GET', 'people')).status).toBe(404);
  });

  it('lets a poster who never opened the chat be e-mailed about a candidate\'s first message', async () => {
    const poster = await putUser('Bob Poster');
    const alice = makeUser('Alice');
    const dm = await dmWith(alice, poster);
    const answer = await call(service, 'send-message-email', alice, await emailAbout(fake, alice, poster, dm, 'Hello Bob, about your bounty'));
    expect(answer.body).toEqual({ queued: true });
    expect(await deliver()).toBe(1);
    const [sent] = mail.received.slice(-1);
    expect((sent?.to as AddressObject).value[0]?.address).toBe(poster.email);
    expect(sent?.text).toContain('Alice: Hello Bob, about your bounty');
  });

  it('exports the profile, preferences, channels with the user\'s messages, and the e-mails sent to them', async () => {
    const poster = await putUser('Cleo Poster');
    const alice = makeUser('Alice');
    const dm = await dmWith(alice, poster);
    await call(service, 'send-message-email', alice, await emailAbout(fake, alice, poster, dm, 'Are you hiring?'));
    await deliver();
    await sendAs(fake, dm, poster, 'Yes, tell me more');
    const { status, body } = await host('GET', `users/${poster.sub}/export`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      userId: poster.sub,
      profile: { id: poster.sub, name: 'Cleo Poster', email: poster.email, role: 'poster' },
      preferences: { emailNotifications: 'all' },
      provider: { user: { id: poster.sub, name: 'Cleo Poster', role: 'poster' } },
      emails: [{ status: 'sent', to: poster.email, items: [{ from: 'Alice', text: 'Are you hiring?', channelId: dm }] }],
    });
    // Her channels: the DM with her one message, and her bounty's channel, where she wrote nothing.
    const channels = (body['provider'] as { channels: { channelId: string; kind: string; messages: { text: string }[] }[] }).channels;
    expect(channels.map((channel) => [channel.kind, channel.messages.map((message) => message.text)]).sort()).toEqual([['bounty', []], ['dm', ['Yes, tell me more']]]);
    expect(channels.find((channel) => channel.kind === 'dm')?.channelId).toBe(dm);
  });

  it('erases a user mid-digest: at the provider, in the directory and in the queue, and a second call removes nothing', async () => {
    const poster = await putUser('Dan Poster');
    const alice = makeUser('Alice');
    const dm = await dmWith(alice, poster);
    // Waiting, not yet due: one e-mail to Dan, one to Alice quoting Dan.
    await call(service, 'send-message-email', alice, await emailAbout(fake, alice, poster, dm, 'first to Dan'));
    const dansMessage = await sendAs(fake, dm, poster, 'Dan writes back');
    await call(service, 'send-message-email', poster, { senderUserId: poster.sub, recipientUserId: alice.sub, messageId: dansMessage, isDM: true, channelName: dm });
    const erased = await host('DELETE', `users/${poster.sub}`);
    expect(erased.status).toBe(200);
    expect(erased.body).toEqual({
      userId: poster.sub,
      removed: {
        providerUser: true, providerMessages: 1, directoryEntry: true, emailsToThem: 1, emailItemsAboutThem: 1,
        awardNotices: 0, channelFields: 0, replyHandles: 0, dmRegistryRows: 1, bountyAwards: 0, outboxFiles: 0, seenConversations: 0,
      },
    });
    const provider = providerClient(fake);
    expect((await provider.queryUsers({ id: { $eq: poster.sub } })).users).toEqual([]);
    await expect(provider.getMessage(dansMessage)).rejects.toThrow();
    const [channel] = await provider.queryChannels({ cid: `${CHANNEL_TYPE}:${dm}` }, {}, { state: true });
    expect(Object.keys(channel?.state.members ?? {})).toEqual([alice.sub]);
    expect((await host('GET', `users/${poster.sub}`)).status).toBe(404);
    expect((await host('GET', `users/${poster.sub}/export`)).status).toBe(404);
    const before = mail.received.length;
    expect(await deliver()).toBe(0);
    expect(mail.received.length).toBe(before);
    expect((await host('DELETE', `users/${poster.sub}`)).body).toEqual({
      userId: poster.sub,
      removed: {
        providerUser: false, providerMessages: 0, directoryEntry: false, emailsToThem: 0, emailItemsAboutThem: 0,
        awardNotices: 0, channelFields: 0, replyHandles: 0, dmRegistryRows: 0, bountyAwards: 0, outboxFiles: 0, seenConversations: 0,
      },
    });
  });

  // Last: it spends this address's failed-authentication budget, then moves the clock past its window.
  it('answers 401 to a missing or wrong key, 429 once the address has failed too often, and still lets the right key in', async () => {
    const missing = await host('GET', 'users/anyone', undefined, null);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(missing.body.error?.code).toBe('unauthorized');
    for (let i = 1; i < FAILED_AUTH_MAX; i++) expect((await host('GET', 'users/anyone', undefined, `${HOST_KEY}x`)).status).toBe(401);
    const refused = await host('GET', 'users/anyone', undefined, 'wrong-key-wrong-key-wrong-key-wrong-key');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await host('GET', 'users/anyone')).status).toBe(404);
    clock.advance(10 * 60_000);
  });
});
