// The host's bounties route (PUT /api/host/v1/bounties/{id}) and a bounty's life in its conversations, with two
// service instances on one store: real fake-stream, real services.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_TYPE } from '../../../src/contract/ids';
import type { RunningServer } from '../../../src/server/startServer';
import { createBountyTicket } from '../../../src/server/auth/bountyTicket';
import { TOKEN_KEY, call, makeUser, putBounty, providerClient, removeTemporaryFolders, sendAs, startFakeStream, startService, testConfig, uniqueId } from './harness';
import type { FakeStream, TestUser } from './harness';

const HOST_KEY = 'host-key-for-bounty-tests-0123456789abcdef';
let fake: FakeStream;
let first: RunningServer;
let second: RunningServer;

beforeAll(async () => {
  fake = await startFakeStream();
  const base = testConfig(fake);
  // Two instances on one store (one SQLite folder, or one PostgreSQL schema in the PostgreSQL run).
  const config = { ...base, host: { ...base.host, hostApiKey: HOST_KEY } };
  // Started together, as instances behind a load balancer are: both prepare the provider at once.
  [first, second] = await Promise.all([startService(config), startService(config)]);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await fake?.close();
  removeTemporaryFolders();
});

/** A fresh user with a unique id and a full name. */
function person(id: string, name: string): TestUser {
  return { ...makeUser(id), name };
}

/** The host's PUT of a bounty's facts, to one instance. */
const putHostBounty = (service: RunningServer, id: string, body: unknown) => putBounty(service, HOST_KEY, id, body);

/** The channel as the provider holds it: its custom fields, frozen, and its messages' types and texts. */
async function channelAt(channelId: string) {
  const [channel] = await providerClient(fake).queryChannels({ cid: `${CHANNEL_TYPE}:${channelId}` }, {}, { state: true, message_limit: 50 });
  const data = channel!.data as Record<string, unknown>;
  return { data, frozen: data['frozen'] === true, system: channel!.state.messages.filter((m) => m.type === 'system').map((m) => m.text) };
}

/** What `user` may do in the channel, as the provider tells their widget. */
async function capabilitiesOf(channelId: string, user: TestUser): Promise<string[]> {
  const [channel] = await providerClient(fake).queryChannels({ cid: `${CHANNEL_TYPE}:${channelId}` }, {}, { user_id: user.sub });
  return (channel!.data?.own_capabilities ?? []) as string[];
}

describe('PUT /api/host/v1/bounties/{id}', () => {
  it('creates the bounty channel without a browser, then corrects it', async () => {
    const poster = person('polly', 'Polly Poster');
    const id = uniqueId('bounty');
    const created = await putHostBounty(first, id, { title: 'Fix the flaky checkout test', ownerId: poster.sub, url: 'https://jobs.example.com/b/1', reward: '$400', status: 'open' });
    expect(created.body.error).toBeUndefined();
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ id, status: 'open', url: 'https://jobs.example.com/b/1', reward: '$400' });
    let at = await channelAt(id);
    expect(at.data).toMatchObject({ name: 'Fix the flaky checkout test', kind: 'bounty', owner_id: poster.sub, bounty_url: 'https://jobs.example.com/b/1', reward: '$400', status: 'open' });

    expect((await putHostBounty(second, id, { title: 'Fix the flaky checkout tests', reward: '$450', status: 'open' })).status).toBe(200);
    at = await channelAt(id);
    expect(at.data).toMatchObject({ name: 'Fix the flaky checkout tests', reward: '$450', bounty_url: 'https://jobs.example.com/b/1' });
    expect(at.system).toEqual([]);
  });

  it('refuses a status for an unknown bounty without title and owner (404) and a url that is not http(s) (400)', async () => {
    const unknown = await putHostBounty(first, uniqueId('bounty'), { status: 'closed' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.detail).toMatch(/title and ownerId/);
    const bad = await putHostBounty(first, uniqueId('bounty'), { title: 'T', ownerId: 'someone', url: 'javascript:alert(1)', status: 'open' });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.detail).toMatch(/^url /);
    const control = await putHostBounty(first, uniqueId('bounty'), { title: 'T', ownerId: 'someone', reward: '$4\n00', status: 'open' });
    expect(control.status).toBe(400);
    expect(control.body.error?.detail).toMatch(/^reward /);
  });
});

describe('the bounty ticket', () => {
  it('may carry the url, reward and status, recorded and applied as the host API does', async () => {
    const poster = person('polly', 'Polly Poster');
    const id = uniqueId('bounty');
    const exp = Math.floor(Date.now() / 1000) + 600;
    const ticket = createBountyTicket({ bountyId: id, name: 'Tile the bathroom', ownerId: poster.sub, exp, url: 'https://jobs.example.com/b/3', reward: '€250', status: 'closed' }, TOKEN_KEY);
    expect((await call(first, 'get-or-create-channel', poster, { channelId: id, ticket })).status).toBe(200);
    const at = await channelAt(id);
    expect(at.data).toMatchObject({ bounty_url: 'https://jobs.example.com/b/3', reward: '€250', status: 'closed' });
    expect(at.frozen).toBe(true);
    expect(at.system).toEqual(['This bounty was closed']);
    const bad = createBountyTicket({ bountyId: id, name: 'Tile the bathroom', ownerId: poster.sub, exp, url: 'ftp://jobs.example.com/b/3' }, TOKEN_KEY);
    const refused = await call(first, 'get-or-create-channel', poster, { channelId: id, ticket: bad });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toMatch(/claim url must be an http: or https: URL/);
  });
});

describe("a bounty's life", () => {
  let poster: TestUser;
  let candidate: TestUser;
  let bountyId: string;
  let dm: string;

  beforeAll(async () => {
    poster = person('polly', 'Polly Poster');
    candidate = person('casey', 'Casey Candidate');
    bountyId = uniqueId('bounty');
    expect((await putHostBounty(first, bountyId, { title: 'Paint the fence', ownerId: poster.sub, url: 'https://jobs.example.com/b/2', reward: '$400', status: 'open' })).status).toBe(200);
    await call(first, 'get-or-create-user', candidate);
    const opened = await call(second, 'create-dm-channel', candidate, { userId: poster.sub, bountyId, candidateId: candidate.sub });
    expect(opened.status).toBe(200);
    dm = opened.body['channelId'] as string;
    // The DM carries the facts its card shows, copied from the bounty.
    expect((await channelAt(dm)).data).toMatchObject({ bounty_title: 'Paint the fence', bounty_url: 'https://jobs.example.com/b/2', reward: '$400', status: 'open' });
  });

  it('closed, repeated on two instances at once, freezes the bounty and its DM with one system message each', async () => {
    const answers = await Promise.all([putHostBounty(first, bountyId, { status: 'closed' }), putHostBounty(second, bountyId, { status: 'closed' })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.filter((a) => a.body['statusChanged'] === true)).toHaveLength(1);
    expect((await putHostBounty(second, bountyId, { status: 'closed' })).body['statusChanged']).toBe(false);
    for (const channelId of [bountyId, dm]) {
      const at = await channelAt(channelId);
      expect(at.frozen).toBe(true);
      expect(at.data['status']).toBe('closed');
      expect(at.system).toEqual(['This bounty was closed']);
    }
    // The candidate's widget loses the right to write (its composer says it cannot send).
    expect(await capabilitiesOf(dm, candidate)).not.toContain('send-message');
  });

  it('awarded names the winner and keeps the conversations open; open again with the award cleared says it was reopened', async () => {
    await call(first, 'get-or-create-user', candidate);
    expect((await putHostBounty(first, bountyId, { status: 'awarded', awardedTo: candidate.sub })).status).toBe(200);
    expect((await putHostBounty(second, bountyId, { status: 'awarded', awardedTo: candidate.sub })).body['statusChanged']).toBe(false);
    let at = await channelAt(dm);
    expect(at.frozen).toBe(false);
    expect(at.data).toMatchObject({ status: 'awarded', awarded_to: candidate.sub });
    expect(at.system).toEqual(['This bounty was closed', 'Awarded to Casey Candidate']);
    expect(await capabilitiesOf(dm, candidate)).toContain('send-message');
    await sendAs(fake, dm, candidate, 'thanks!');

    const awardedWithout = await putHostBounty(first, bountyId, { status: 'awarded' });
    expect(awardedWithout.status).toBe(400);
    expect(awardedWithout.body.error?.detail).toMatch(/^awardedTo /);

    // Reopening keeps the award unless the host clears it (closedBounty.test.ts): this one clears it.
    expect((await putHostBounty(second, bountyId, { status: 'open' })).body).toMatchObject({ status: 'awarded', statusChanged: false });
    expect((await putHostBounty(second, bountyId, { status: 'open', awardedTo: null })).body).toMatchObject({ status: 'open', awardedTo: null, statusChanged: true });
    at = await channelAt(bountyId);
    expect(at.frozen).toBe(false);
    expect(at.system).toEqual(['This bounty was closed', 'Awarded to Casey Candidate', 'This bounty was reopened']);
  });
});
