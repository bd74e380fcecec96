// The before-message-send hook: fake-stream calls the service before storing a message; contact details are hidden
// until the bounty is awarded; a hook that never answers refuses the message (fail closed); a forged call gets 401.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_TYPE } from '../../../src/contract/ids';
import type { RunningServer } from '../../../src/server/startServer';
import { call, makeUser, providerClient, putBounty, removeTemporaryFolders, startFakeStream, startService, testConfig, uniqueId } from './harness';
import type { FakeStream, TestUser } from './harness';

const HOST_KEY = 'host-key-for-hook-tests-0123456789abcdefgh';
const TEXT = 'call me on +44 20 7946 0958 or casey@example.com';
let fake: FakeStream;
let service: RunningServer;
let silent: Server;

beforeAll(async () => {
  fake = await startFakeStream();
  const base = testConfig(fake);
  service = await startService({ ...base, host: { ...base.host, hostApiKey: HOST_KEY }, contact: { policy: 'allow', hostDomains: ['jobs.example.com'], allowedLinkDomains: [] } });
  // A hook endpoint that takes the call and never answers.
  silent = createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  silent?.closeAllConnections();
  silent?.close();
  await service?.close();
  await fake?.close();
  removeTemporaryFolders();
});

/** The status of the host's PUT of a bounty's facts. */
const putBountyStatus = async (id: string, body: unknown): Promise<number> => (await putBounty(service, HOST_KEY, id, body)).status;

async function setHook(url: string): Promise<void> {
  await providerClient(fake).updateAppSettings({ before_message_send_hook_url: url } as never);
}

/** Sends as `user` and answers what the provider stored (or its bounce). */
async function send(channelId: string, user: TestUser, text: string) {
  const { message } = await providerClient(fake).channel(CHANNEL_TYPE, channelId).sendMessage({ text, user_id: user.sub });
  return message;
}

describe('the before-message-send hook', () => {
  let poster: TestUser;
  let candidate: TestUser;
  let dm: string;
  let bountyId: string;

  beforeAll(async () => {
    poster = { ...makeUser('polly'), name: 'Polly Poster' };
    candidate = { ...makeUser('casey'), name: 'Casey Candidate' };
    bountyId = uniqueId('bounty');
    expect(await putBountyStatus(bountyId, { title: 'Paint the fence', ownerId: poster.sub, status: 'open', contactPolicy: 'mask-until-awarded' })).toBe(200);
    await call(service, 'get-or-create-user', candidate);
    dm = (await call(service, 'create-dm-channel', candidate, { userId: poster.sub, bountyId, candidateId: candidate.sub })).body['channelId'] as string;
    await setHook(`${service.url}/webhooks/before-message-send`);
  });

  it('stores the masked text until the bounty is awarded, then the text as written', async () => {
    const masked = await send(dm, candidate, TEXT);
    expect(masked.text).toBe('call me on [contact details hidden] or [contact details hidden]');
    expect((await providerClient(fake).getMessage(masked.id)).message.text).toBe('call me on [contact details hidden] or [contact details hidden]');
    expect((await send(dm, candidate, 'the reward is $400, due 2026-11-25 at 21:30, order #123456')).text).toBe('the reward is $400, due 2026-11-25 at 21:30, order #123456');

    expect(await putBountyStatus(bountyId, { status: 'awarded', awardedTo: candidate.sub })).toBe(200);
    expect((await send(dm, candidate, TEXT)).text).toBe(TEXT);
  });

  // Defence in depth: edits go through edit-message (editMessage.test.ts); one made at the provider past the
  // service (server-side here, as an operator's tool would) is still masked, after the fact.
  it('an edit made at the provider that adds contact details is masked after the fact, through the webhook', async () => {
    await providerClient(fake).updateAppSettings({ webhook_url: `${service.url}/webhooks/stream`, webhook_events: ['message.updated'] } as never);
    // The bounty channel (not the awarded pair's DM): details stay hidden there.
    expect((await call(service, 'get-or-create-channel', candidate, { channelId: bountyId })).status).toBe(200);
    const sent = await send(bountyId, candidate, 'hello');
    await providerClient(fake).partialUpdateMessage(sent.id, { set: { text: TEXT } }, candidate.sub);
    const hidden = 'call me on [contact details hidden] or [contact details hidden]';
    const deadline = Date.now() + 5_000;
    let stored = '';
    while (Date.now() < deadline && stored !== hidden) stored = (await providerClient(fake).getMessage(sent.id)).message.text ?? '';
    expect(stored).toBe(hidden);
  });

  it('a forged call is refused with 401 and never answers a rewrite', async () => {
    const response = await fetch(`${service.url}/webhooks/before-message-send`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': 'a'.repeat(64) }, body: JSON.stringify({ message: { text: TEXT }, channel: {} }),
    });
    expect(response.status).toBe(401);
  });

  it('a hook that never answers refuses the message (fail closed): nothing is stored', async () => {
    await setHook(`http://127.0.0.1:${(silent.address() as AddressInfo).port}/hook`);
    try {
      const refused = await send(dm, candidate, 'is this stored?');
      expect(refused.type).toBe('error');
      const [channel] = await providerClient(fake).queryChannels({ cid: `${CHANNEL_TYPE}:${dm}` }, {}, { message_limit: 50 });
      expect(channel!.state.messages.map((m) => m.text)).not.toContain('is this stored?');
    } finally {
      await setHook('');
    }
  });
});
