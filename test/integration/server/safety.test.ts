// Block, report and the board's review (issue 60): real fake-stream, real service, real SMTP server. The widget's
// routes (block-user, unblock-user, blocked-users, report) and the host API's reports list and actions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_TYPE } from '../../../src/contract/ids';
import type { RunningServer } from '../../../src/server/startServer';
import { manualClock } from '../../helpers/serverEngine';
import { call, emailAbout, makeUser, openBountyWithTicket, providerClient, removeTemporaryFolders, sendAs, startFakeStream, startService, startSmtp, testConfig, uniqueId } from './harness';
import type { FakeStream, TestSmtp, TestUser } from './harness';
import { EVENT_SETTLE_MS } from '../../../src/server/events/hostEvents';

const HOST_KEY = 'host-key-for-tests-0123456789abcdefghij';
const WINDOW = 60_000;
const clock = manualClock(Date.now());
let fake: FakeStream;
let mail: TestSmtp;
let service: RunningServer;

beforeAll(async () => {
  fake = await startFakeStream();
  mail = await startSmtp();
  const base = testConfig(fake, { smtpUrl: mail.url, emailWindowMs: WINDOW });
  service = await startService({ ...base, host: { ...base.host, hostApiKey: HOST_KEY } }, { clock, backgroundDelivery: false });
});
afterAll(async () => {
  await service?.close();
  await mail?.close();
  await fake?.close();
  removeTemporaryFolders();
});

interface Report {
  id: string;
  reporterId: string;
  reportedUserId: string;
  messageId: string | null;
  messageText: string | null;
  channelId: string;
  bountyId: string | null;
  reason: string;
  text: string | null;
  status: string;
  actions: Array<{ action: string; actor: string; at: string }>;
}

async function host(method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${service.url}/api/host/v1/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${HOST_KEY}` },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A candidate's DM with a poster about a fresh bounty; answers its id and the bounty's. */
async function dmWith(candidate: TestUser, poster: TestUser): Promise<{ dm: string; bountyId: string }> {
  await call(service, 'get-or-create-user', candidate);
  await call(service, 'get-or-create-user', poster);
  const bountyId = uniqueId('bounty');
  expect((await openBountyWithTicket(service, candidate, bountyId, poster, 'Fix the flaky checkout test')).status).toBe(200);
  const answer = await call(service, 'create-dm-channel', candidate, { userId: poster.sub, bountyId, candidateId: candidate.sub });
  expect(answer.status).toBe(200);
  return { dm: answer.body['channelId'] as string, bountyId };
}

async function openReports(): Promise<Report[]> {
  const { status, body } = await host('GET', 'reports?status=open');
  expect(status).toBe(200);
  return body['reports'] as Report[];
}

describe('block', () => {
  it('blocks: the blocked person can no longer write, no new DM opens either way, and unblock lifts it', async () => {
    const poster = makeUser('Poster');
    const pitcher = makeUser('Pitcher');
    const { dm } = await dmWith(pitcher, poster);
    const blocked = await call(service, 'block-user', poster, { userId: pitcher.sub });
    expect(blocked.status).toBe(200);
    expect(blocked.body).toEqual({ blocked: [{ id: pitcher.sub, name: 'Pitcher', image: null }] });
    expect((await call(service, 'blocked-users', poster, undefined, { method: 'GET' })).body['blocked']).toHaveLength(1);

    await expect(sendAs(fake, dm, pitcher, 'still there?')).rejects.toMatchObject({ response: { status: 403 } });
    for (const caller of [pitcher, poster]) {
      const bountyId = uniqueId('bounty');
      await openBountyWithTicket(service, caller, bountyId, poster, 'Another bounty');
      const refused = await call(service, 'create-dm-channel', caller, { userId: poster.sub, bountyId, candidateId: pitcher.sub });
      expect(refused.status).toBe(403);
      expect(refused.body['error']).toMatchObject({ code: 'forbidden', detail: "You can't message this person" });
    }

    expect((await call(service, 'unblock-user', poster, { userId: pitcher.sub })).body).toEqual({ blocked: [] });
    await sendAs(fake, dm, pitcher, 'hello again');
  });

  it('refuses blocking oneself or the board\'s own user (400); a provider failure stores nothing', async () => {
    const poster = makeUser('Poster');
    await call(service, 'get-or-create-user', poster);
    expect((await call(service, 'block-user', poster, { userId: poster.sub })).status).toBe(400);
    expect((await call(service, 'block-user', poster, { userId: 'bountychat-service' })).status).toBe(400);
    // A user the provider does not know: it refuses the block, and the person sees it failed.
    expect((await call(service, 'block-user', poster, { userId: uniqueId('ghost') })).status).toBe(502);
    expect((await call(service, 'blocked-users', poster, undefined, { method: 'GET' })).body).toEqual({ blocked: [] });
  });

  it('the blocker gets no e-mail about the blocked person', async () => {
    const poster = makeUser('Poster');
    const pitcher = makeUser('Pitcher');
    const { dm } = await dmWith(pitcher, poster);
    const request = await emailAbout(fake, pitcher, poster, dm, 'Pay me on Telegram');
    await call(service, 'block-user', poster, { userId: pitcher.sub });
    expect((await call(service, 'send-message-email', pitcher, request)).body['queued']).not.toBe(true);
    const before = mail.received.length;
    clock.advance(WINDOW);
    await service.emails.runDue();
    expect(mail.received.slice(before).filter((sent) => JSON.stringify(sent.to).includes(poster.email))).toEqual([]);
  });
});

describe('report', () => {
  it('reports a message with its reason: flagged at the provider, listed for the board with the text as stored', async () => {
    const poster = makeUser('Poster');
    const pitcher = makeUser('Pitcher');
    const { dm, bountyId } = await dmWith(pitcher, poster);
    const messageId = await sendAs(fake, dm, pitcher, 'Send the deposit to my crypto wallet');
    const answer = await call(service, 'report', poster, { channelId: dm, messageId, reason: 'scam' });
    expect(answer.status).toBe(200);
    expect(answer.body['blocked']).toBe(false);
    const listed = (await openReports()).find((report) => report.id === answer.body['reportId']);
    expect(listed).toMatchObject({
      reporterId: poster.sub, reportedUserId: pitcher.sub, messageId, messageText: 'Send the deposit to my crypto wallet',
      channelId: dm, bountyId, reason: 'scam', status: 'open', actions: [],
    });
    // The provider holds the flag: the same person flagging again is refused there.
    await expect(providerClient(fake).flagMessage(messageId, { user_id: poster.sub })).rejects.toMatchObject({ response: { status: 400 } });
    // The board hears of it: a report.created event, listed by the host API's events once it has settled (this
    // service's clock is moved by hand).
    clock.advance(EVENT_SETTLE_MS);
    const created = async () => {
      const { body } = await host('GET', 'events?limit=500');
      return (body['events'] as Array<{ type: string; data: Record<string, unknown> }>).find((event) => event.type === 'report.created' && event.data['reportId'] === answer.body['reportId']);
    };
    await expect.poll(created).toMatchObject({ data: { reporterId: poster.sub, reportedUserId: pitcher.sub, channelId: dm, bountyId, messageId, reason: 'scam' } });
  });

  it('answers 404 for a message the reporter cannot see, and reports a person with "other" and a block in one step', async () => {
    const poster = makeUser('Poster');
    const pitcher = makeUser('Pitcher');
    const stranger = makeUser('Stranger');
    const { dm } = await dmWith(pitcher, poster);
    const { dm: elsewhere } = await dmWith(stranger, poster);
    const hidden = await sendAs(fake, elsewhere, poster, 'only for the stranger');
    expect((await call(service, 'report', pitcher, { channelId: dm, messageId: hidden, reason: 'spam' })).status).toBe(404);
    expect((await call(service, 'report', pitcher, { channelId: elsewhere, messageId: hidden, reason: 'spam' })).status).toBe(404);
    expect((await call(service, 'report', poster, { channelId: dm, userId: pitcher.sub, reason: 'other' })).status).toBe(400);

    const answer = await call(service, 'report', poster, { channelId: dm, userId: pitcher.sub, reason: 'other', text: 'Asked for my bank login', block: true });
    expect(answer.body['blocked']).toBe(true);
    expect((await call(service, 'blocked-users', poster, undefined, { method: 'GET' })).body['blocked']).toEqual([{ id: pitcher.sub, name: 'Pitcher', image: null }]);
    expect((await openReports()).find((report) => report.id === answer.body['reportId'])).toMatchObject({ messageId: null, reason: 'other', text: 'Asked for my bank login' });
  });

  it('limits one person to 10 reports an hour, and a report e-mails nobody', async () => {
    const poster = makeUser('Poster');
    const pitcher = makeUser('Pitcher');
    const { dm } = await dmWith(pitcher, poster);
    const sentBefore = mail.received.length;
    for (let n = 0; n < 10; n++) {
      const messageId = await sendAs(fake, dm, pitcher, `pitch ${n}`);
      expect((await call(service, 'report', poster, { channelId: dm, messageId, reason: 'spam' })).status).toBe(200);
    }
    const eleventh = await sendAs(fake, dm, pitcher, 'pitch 11');
    expect((await call(service, 'report', poster, { channelId: dm, messageId: eleventh, reason: 'spam' })).status).toBe(429);
    clock.advance(WINDOW);
    await service.emails.runDue();
    expect(mail.received.slice(sentBefore).filter((sent) => sent.to && JSON.stringify(sent.to).includes(poster.email))).toEqual([]);
  });
});

describe("the board's review (host API)", () => {
  async function reported(text: string): Promise<{ poster: TestUser; pitcher: TestUser; dm: string; messageId: string; reportId: string }> {
    const poster = makeUser('Poster');
    const pitcher = makeUser('Pitcher');
    const { dm } = await dmWith(pitcher, poster);
    const messageId = await sendAs(fake, dm, pitcher, text);
    const answer = await call(service, 'report', poster, { channelId: dm, messageId, reason: 'scam' });
    return { poster, pitcher, dm, messageId, reportId: answer.body['reportId'] as string };
  }

  it('dismisses a report, recording who and when', async () => {
    const { reportId } = await reported('a harmless question');
    const acted = await host('POST', `reports/${reportId}`, { action: 'dismiss', actor: 'moderator@board' });
    expect(acted.status).toBe(200);
    expect(acted.body).toMatchObject({ status: 'dismissed', actions: [{ action: 'dismiss', actor: 'moderator@board', at: new Date(clock.now()).toISOString() }] });
    expect((await openReports()).map((report) => report.id)).not.toContain(reportId);
    expect((await host('POST', `reports/${reportId}`, { action: 'dismiss' })).status).toBe(400);
    expect((await host('POST', 'reports/rep_nothing', { action: 'dismiss', actor: 'x' })).status).toBe(404);
  });

  it('deletes the message for good at the provider, and the e-mail queue drops it', async () => {
    const poster = makeUser('Poster');
    const pitcher = makeUser('Pitcher');
    const { dm } = await dmWith(pitcher, poster);
    const request = await emailAbout(fake, pitcher, poster, dm, 'Wire the fee via Western Union');
    expect((await call(service, 'send-message-email', pitcher, request)).body).toEqual({ queued: true });
    const { messages } = await providerClient(fake).channel(CHANNEL_TYPE, dm).query({ messages: { limit: 5 } });
    const messageId = messages.at(-1)!.id;
    const { body } = await call(service, 'report', poster, { channelId: dm, messageId, reason: 'scam' });
    const acted = await host('POST', `reports/${body['reportId'] as string}`, { action: 'delete-message', actor: 'mod' });
    expect(acted.body).toMatchObject({ status: 'actioned', messageText: 'Wire the fee via Western Union', actions: [{ action: 'delete-message', actor: 'mod' }] });
    await expect(providerClient(fake).getMessage(messageId)).rejects.toMatchObject({ response: { status: 404 } });
    const before = mail.received.length;
    clock.advance(WINDOW);
    await service.emails.runDue();
    expect(mail.received.slice(before).map((sent) => sent.text ?? '').join('\n')).not.toContain('Western Union');
  });

  it('bans app-wide (with a timeout) and unbans; each recorded', async () => {
    const { pitcher, dm, reportId } = await reported('pay outside the board');
    const banned = await host('POST', `reports/${reportId}`, { action: 'ban', actor: 'mod', timeoutMinutes: 60 });
    expect(banned.status).toBe(200);
    expect((await providerClient(fake).queryUsers({ id: pitcher.sub })).users[0]?.banned).toBe(true);
    await expect(sendAs(fake, dm, pitcher, 'again')).rejects.toMatchObject({ response: { status: 403 } });
    const unbanned = await host('POST', `reports/${reportId}`, { action: 'unban', actor: 'lead' });
    expect((unbanned.body['actions'] as Report['actions']).map((a) => [a.action, a.actor])).toEqual([['ban', 'mod'], ['unban', 'lead']]);
    await sendAs(fake, dm, pitcher, 'after the unban');
  });

  it('a shadow ban: the user is not told and her messages reach nobody', async () => {
    const { poster, pitcher, dm, reportId } = await reported('telegram me');
    await host('POST', `reports/${reportId}`, { action: 'ban', actor: 'mod', shadow: true });
    await sendAs(fake, dm, pitcher, 'nobody sees this');
    const { messages } = await providerClient(fake).channel(CHANNEL_TYPE, dm).query({ messages: { limit: 10 }, user_id: poster.sub } as never);
    expect(messages.map((m) => m.text)).not.toContain('nobody sees this');
  });

  it('a provider failure leaves the report as it was', async () => {
    const { pitcher, reportId } = await reported('scam pitch');
    await providerClient(fake).deleteUser(pitcher.sub, { hard_delete: true });
    expect((await host('POST', `reports/${reportId}`, { action: 'ban', actor: 'mod' })).status).toBe(502);
    expect((await openReports()).find((report) => report.id === reportId)).toMatchObject({ status: 'open', actions: [] });
  });
});
