// Forged delivery reports, posted to the inbound route as an outsider would: only a report quoting the whole
// Message-ID of a chat e-mail sent to the reported address marks it bouncing, and the user clears the mark herself.
import type { AddressObject, ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../src/server/startServer';
import { manualClock } from '../../../helpers/serverEngine';
import { call, emailAbout, makeUser, removeTemporaryFolders, sharedDm, startFakeStream, startService, startSmtp, testConfig } from '../harness';
import type { FakeStream, TestSmtp, TestUser } from '../harness';
import { deliveryReport } from '../deliveryReport';

const HOST_KEY = 'host-key-for-bounce-tests-0123456789abcdefgh';
const DOMAIN = 'reply.bounce.invalid';
const WINDOW = 60_000;

let fake: FakeStream;
let outgoing: TestSmtp;
let service: RunningServer;
const clock = manualClock(Date.now());

beforeAll(async () => {
  fake = await startFakeStream();
  outgoing = await startSmtp();
  const base = testConfig(fake, { smtpUrl: outgoing.url, emailWindowMs: WINDOW });
  service = await startService(
    { ...base, host: { ...base.host, hostApiKey: HOST_KEY }, reply: { ...base.reply, domain: DOMAIN, ttlMs: 30 * 86_400_000, smtpPort: null, smtpHost: '127.0.0.1', maxBytes: 1_000_000 } },
    { clock, backgroundDelivery: false },
  );
});
afterAll(async () => {
  await service?.close();
  await outgoing?.close();
  await fake?.close();
  removeTemporaryFolders();
});

/** Casey writes to Pat in their DM while Pat is away; answers the chat e-mail Pat got (or undefined). */
async function chatEmail(candidate: TestUser, poster: TestUser, channelId: string, text: string): Promise<ParsedMail | undefined> {
  expect((await call(service, 'send-message-email', candidate, await emailAbout(fake, candidate, poster, channelId, text))).body).toEqual({ queued: true });
  clock.advance(WINDOW);
  await service.emails.runDue();
  return outgoing.received.findLast((mail) => (mail.to as AddressObject).value[0]?.address === poster.email && mail.text?.includes(text));
}

/** A delivery report for `recipient` quoting these Message-IDs. */
const report = (recipient: string, messageIds: string[]): string => deliveryReport(DOMAIN, recipient, messageIds);

/** Posts a raw message to the inbound route with the host key; answers the outcome. */
async function inbound(raw: string): Promise<unknown> {
  const answer = await fetch(`${service.url}/webhooks/inbound-email`, {
    method: 'POST',
    headers: { authorization: `Bearer ${HOST_KEY}`, 'content-type': 'message/rfc822' },
    body: raw,
  });
  expect(answer.status).toBe(200);
  return answer.json();
}

async function preferences(user: TestUser): Promise<unknown> {
  return (await call(service, 'get-preferences', user, undefined, { method: 'GET' })).body;
}

describe('a delivery report', () => {
  it('quoting guessed digest ids, or a real one with a wrong HMAC part or for another address, switches nobody\'s e-mail off', async () => {
    const [poster, candidate, stranger] = [makeUser('Pat'), makeUser('Casey'), makeUser('Sam')];
    const channelId = await sharedDm(service, poster, candidate);
    const sent = await chatEmail(candidate, poster, channelId, 'Can you start on Monday?');
    const [, n, t, mac = '0'.repeat(32), domain] = /^<digest-(\d+)-(\d+)(?:-([0-9a-f]+))?@(.+)>$/.exec(sent!.messageId!)!;

    // Digests 1–50 (and the real N), each as the old shape and the new one with a made-up HMAC part.
    const guessed = [...Array.from({ length: 50 }, (_, i) => String(i + 1)), n!].flatMap((id) => [
      `<digest-${id}-${t}@${domain}>`,
      `<digest-${id}-${Date.now()}@${domain}>`,
      `<digest-${id}-${t}-${'0'.repeat(32)}@${domain}>`,
    ]);
    expect(await inbound(report(poster.email, guessed))).toEqual({ outcome: 'ignored', reason: 'delivery_report' });
    // The real N and T with one digit of the HMAC part changed.
    const flipped = `${mac!.slice(0, -1)}${mac!.endsWith('0') ? '1' : '0'}`;
    expect(await inbound(report(poster.email, [`<digest-${n}-${t}-${flipped}@${domain}>`]))).toEqual({ outcome: 'ignored', reason: 'delivery_report' });
    // Pat's genuine Message-ID, reported against a stranger's address: it was not sent to her.
    await call(service, 'get-or-create-user', stranger);
    expect(await inbound(report(stranger.email, [sent!.messageId!]))).toEqual({ outcome: 'ignored', reason: 'delivery_report' });

    expect(await preferences(poster)).toEqual({ emailNotifications: 'all' });
    expect(await preferences(stranger)).toEqual({ emailNotifications: 'all' });
    // Her next chat e-mail is still sent.
    expect(await chatEmail(candidate, poster, channelId, 'Still there?')).toBeDefined();
    // What made that hold: an HMAC part of at least 96 bits in every Message-ID.
    expect(sent!.messageId).toMatch(/^<digest-\d+-\d+-[0-9a-f]{24,}@bountychat\.invalid>$/);
  });

  it('quoting the whole Message-ID of a chat e-mail sent to her marks her bouncing; she sees it and turns e-mail back on', async () => {
    const [poster, candidate] = [makeUser('Pat'), makeUser('Casey')];
    const channelId = await sharedDm(service, poster, candidate);
    const sent = await chatEmail(candidate, poster, channelId, 'Can you start on Tuesday?');
    expect(await inbound(report(poster.email.toUpperCase(), [sent!.messageId!]))).toEqual({ outcome: 'bounce', marked: 1 });

    expect(await preferences(poster)).toEqual({ emailNotifications: 'all', emailBouncing: true });
    const payload = await emailAbout(fake, candidate, poster, channelId, 'Hello?');
    expect((await call(service, 'send-message-email', candidate, payload)).body).toEqual({ queued: false, reason: 'unsubscribed' });

    // Only her own mark, from her own token: Casey clearing "hers" clears nothing of Pat's.
    expect((await call(service, 'clear-email-bounce', candidate, {})).body).toEqual({ emailNotifications: 'all' });
    expect(await preferences(poster)).toEqual({ emailNotifications: 'all', emailBouncing: true });
    expect((await call(service, 'clear-email-bounce', poster, {})).body).toEqual({ emailNotifications: 'all' });
    expect(await preferences(poster)).toEqual({ emailNotifications: 'all' });
    expect(await chatEmail(candidate, poster, channelId, 'Back again?')).toBeDefined();
  });
});
