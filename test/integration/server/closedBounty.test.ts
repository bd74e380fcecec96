// Close and reopen are kind to the winner: closing an awarded bounty leaves the awarded pair's DM open (the
// provider refuses everyone else's messages, whatever a widget shows), and a reopen keeps the award unless the host
// clears it. Real fake-stream with the service's before-message-send hook, members sending with their own tokens.
import type { StreamChat } from 'stream-chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_TYPE } from '../../../src/contract/ids';
import type { RunningServer } from '../../../src/server/startServer';
import { call, makeUser, providerClient, putBounty, removeTemporaryFolders, startFakeStream, startService, testConfig, uniqueId } from './harness';
import type { FakeStream, TestUser } from './harness';
import { providerSession, providerStatus } from './attacks/hostile';

const HOST_KEY = 'host-key-for-closed-bounty-0123456789abcdef';
const HIDDEN = '[contact details hidden]';
const PHONE = 'call me on +1 415 555 2671';

let fake: FakeStream;
let service: RunningServer;
const sessions: StreamChat[] = [];
const poster: TestUser = { ...makeUser('polly'), name: 'Polly Poster' };
const winner: TestUser = { ...makeUser('casey'), name: 'Casey Candidate' };
const other: TestUser = { ...makeUser('dana'), name: 'Dana Other' };

beforeAll(async () => {
  fake = await startFakeStream();
  const base = testConfig(fake);
  service = await startService({ ...base, host: { ...base.host, hostApiKey: HOST_KEY } });
  await providerClient(fake).updateAppSettings({ before_message_send_hook_url: `${service.url}/webhooks/before-message-send` } as never);
});
afterAll(async () => {
  await Promise.all(sessions.map((session) => session.disconnectUser()));
  await providerClient(fake)?.updateAppSettings({ before_message_send_hook_url: '' } as never);
  await service?.close();
  await fake?.close();
  removeTemporaryFolders();
});

/** `user`'s own provider client (as her widget holds it, or a hostile script would). */
async function session(user: TestUser): Promise<StreamChat> {
  const client = await providerSession(service, user);
  sessions.push(client);
  return client;
}

/** Sends as `user` straight to the provider; answers the text it stored. */
async function send(client: StreamChat, channelId: string, text: string): Promise<string | undefined> {
  const channel = client.channel(CHANNEL_TYPE, channelId);
  await channel.watch();
  return (await channel.sendMessage({ text })).message.text;
}

/** The channel as the provider holds it: its custom fields, frozen, and its system messages. */
async function channelAt(channelId: string) {
  const [channel] = await providerClient(fake).queryChannels({ cid: `${CHANNEL_TYPE}:${channelId}` }, {}, { state: true, message_limit: 50 });
  const data = channel!.data as Record<string, unknown>;
  return { data, frozen: data['frozen'] === true, system: channel!.state.messages.filter((m) => m.type === 'system').map((m) => m.text) };
}

/** The DM `candidate` opens with the poster about the bounty, as the widget does. */
async function openDm(bountyId: string, candidate: TestUser): Promise<string> {
  await call(service, 'get-or-create-user', candidate);
  const answer = await call(service, 'create-dm-channel', candidate, { userId: poster.sub, bountyId, candidateId: candidate.sub });
  expect(answer.status).toBe(200);
  return answer.body['channelId'] as string;
}

describe('closing an awarded bounty', () => {
  let bountyId: string;
  let pairDm: string;
  let otherDm: string;
  let posterClient: StreamChat;
  let winnerClient: StreamChat;
  let otherClient: StreamChat;

  beforeAll(async () => {
    bountyId = uniqueId('bounty');
    await call(service, 'get-or-create-user', poster);
    expect((await putBounty(service, HOST_KEY, bountyId, { title: 'Paint the fence', ownerId: poster.sub, status: 'open', contactPolicy: 'mask-until-awarded', firstContactGuard: 'off' })).status).toBe(200);
    pairDm = await openDm(bountyId, winner);
    otherDm = await openDm(bountyId, other);
    [posterClient, winnerClient, otherClient] = await Promise.all([session(poster), session(winner), session(other)]);
    expect((await putBounty(service, HOST_KEY, bountyId, { status: 'awarded', awardedTo: winner.sub })).status).toBe(200);
  });

  it("keeps the winner's DM open, freezes the others with the day it closed, and the provider refuses their messages", async () => {
    const before = Date.now();
    const closed = await putBounty(service, HOST_KEY, bountyId, { status: 'closed' });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'closed', awardedTo: winner.sub, statusChanged: true });

    const pair = await channelAt(pairDm);
    expect(pair.frozen).toBe(false);
    expect(pair.data).toMatchObject({ status: 'closed', awarded_to: winner.sub });
    expect(pair.system).toEqual(['Awarded to Casey Candidate', 'This bounty was closed']);
    for (const channelId of [otherDm, bountyId]) {
      const at = await channelAt(channelId);
      expect(at.frozen).toBe(true);
      const closedAt = Date.parse(String(at.data['closed_at']));
      expect(closedAt).toBeGreaterThanOrEqual(before - 1000);
      expect(closedAt).toBeLessThanOrEqual(Date.now());
    }

    // Direct provider calls, no widget in the way: the winner and the poster still talk, contact details unmasked.
    expect(await send(winnerClient, pairDm, PHONE)).toBe(PHONE);
    expect(await send(posterClient, pairDm, 'great, calling you now')).toBe('great, calling you now');
    // Everyone else's DM is read-only for both of its members.
    expect(await providerStatus(send(otherClient, otherDm, 'but I was faster'))).toBe(403);
    expect(await providerStatus(send(posterClient, otherDm, 'sorry, it went to someone else'))).toBe(403);
    expect(await providerStatus(send(otherClient, bountyId, 'anyone?'))).toBeGreaterThanOrEqual(400);
  });

  it('reopened without awardedTo keeps the award and says so once; the pair stays unmasked', async () => {
    const reopened = await putBounty(service, HOST_KEY, bountyId, { status: 'open' });
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ status: 'awarded', awardedTo: winner.sub, statusChanged: true });
    // Repeated, it changes nothing and posts nothing.
    expect((await putBounty(service, HOST_KEY, bountyId, { status: 'open' })).body).toMatchObject({ status: 'awarded', statusChanged: false });
    for (const channelId of [pairDm, otherDm]) {
      const at = await channelAt(channelId);
      expect(at.frozen).toBe(false);
      expect(at.data['status']).toBe('awarded');
      expect(at.data['closed_at']).toBeUndefined();
      expect(at.system.at(-1)).toBe('Bounty reopened; still awarded to Casey Candidate');
      expect(at.system.filter((text) => text?.startsWith('Bounty reopened'))).toHaveLength(1);
    }
    expect(await send(winnerClient, pairDm, PHONE)).toBe(PHONE);
    expect(await send(otherClient, otherDm, PHONE)).toBe(`call me on ${HIDDEN}`);
  });

  it('reopened with awardedTo null clears the award: the pair is masked again', async () => {
    expect((await putBounty(service, HOST_KEY, bountyId, { status: 'closed' })).body).toMatchObject({ status: 'closed', awardedTo: winner.sub });
    const cleared = await putBounty(service, HOST_KEY, bountyId, { status: 'open', awardedTo: null });
    expect(cleared.body).toMatchObject({ status: 'open', awardedTo: null, statusChanged: true });
    const pair = await channelAt(pairDm);
    expect(pair.system.at(-1)).toBe('This bounty was reopened');
    expect(pair.data['awarded_to']).toBeUndefined();
    expect(await send(winnerClient, pairDm, PHONE)).toBe(`call me on ${HIDDEN}`);
  });

  it('refuses a winner named with any status but awarded', async () => {
    const refused = await putBounty(service, HOST_KEY, bountyId, { status: 'open', awardedTo: winner.sub });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.detail).toMatch(/^awardedTo may name a winner only with status awarded/);
    expect((await putBounty(service, HOST_KEY, bountyId, { status: 'awarded', awardedTo: null })).status).toBe(400);
  });
});

describe('a DM opened after the bounty closed', () => {
  it("starts frozen, but for the winner's own", async () => {
    const bountyId = uniqueId('bounty');
    expect((await putBounty(service, HOST_KEY, bountyId, { title: 'Tile the bathroom', ownerId: poster.sub, status: 'awarded', awardedTo: winner.sub })).status).toBe(200);
    expect((await putBounty(service, HOST_KEY, bountyId, { status: 'closed' })).status).toBe(200);
    const late = await openDm(bountyId, other);
    expect((await channelAt(late)).frozen).toBe(true);
    expect((await channelAt(late)).data['closed_at']).toEqual(expect.any(String));
    const pair = await openDm(bountyId, winner);
    expect((await channelAt(pair)).frozen).toBe(false);
    expect(await send(await session(winner), pair, 'still here')).toBe('still here');
  });
});

describe('erasing the winner of a reopened bounty', () => {
  it('renames her in the reopen notice and leaves the close notices alone', async () => {
    const erin: TestUser = { ...makeUser('erin'), name: 'Erin Example' };
    const bountyId = uniqueId('bounty');
    expect((await putBounty(service, HOST_KEY, bountyId, { title: 'Fix the roof', ownerId: poster.sub, status: 'open' })).status).toBe(200);
    const dm = await openDm(bountyId, erin);
    for (const body of [{ status: 'awarded', awardedTo: erin.sub }, { status: 'closed' }, { status: 'open' }]) {
      expect((await putBounty(service, HOST_KEY, bountyId, body)).status).toBe(200);
    }
    expect((await channelAt(dm)).system).toEqual(['Awarded to Erin Example', 'This bounty was closed', 'Bounty reopened; still awarded to Erin Example']);
    const erased = await fetch(`${service.url}/api/host/v1/users/${erin.sub}`, { method: 'DELETE', headers: { authorization: `Bearer ${HOST_KEY}` } });
    expect(erased.status).toBe(200);
    expect((await channelAt(dm)).system).toEqual(['Awarded to a former member', 'This bounty was closed', 'Bounty reopened; still awarded to a former member']);
  });
});
