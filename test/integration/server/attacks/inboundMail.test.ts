// Attacks on the inbound mail door, as an outsider with a mail client and raw sockets against the service's real
// SMTP listener and HTTP route: a huge delivery report, refusals aimed at third parties, a copied reply address
// without the MX's authentication, and idle or trickling connections.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Socket } from 'node:net';
import type { AddressObject, ParsedMail } from 'mailparser';
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_TYPE } from '../../../../src/contract/ids';
import type { ServiceConfig } from '../../../../src/server/config/serviceConfig';
import type { RunningServer } from '../../../../src/server/startServer';
import { manualClock } from '../../../helpers/serverEngine';
import { call, emailAbout, makeUser, providerClient, removeTemporaryFolders, sharedDm, sleep, startFakeStream, startService, startSmtp, temporaryFolder, testConfig } from '../harness';
import type { FakeStream, TestSmtp } from '../harness';

const HOST_KEY = 'host-key-for-inbound-attacks-0123456789abc';
const DOMAIN = 'reply.test.invalid';
const MX = 'mx.test.invalid';
const WINDOW = 60_000;
const MIB = 1024 * 1024;

let fake: FakeStream;
let outgoing: TestSmtp;
let open: RunningServer;
let guarded: RunningServer;
const clock = manualClock(Date.now());

/** A service with replies on; `reply` overrides the reply settings (short SMTP timings, the MX's authentication). */
function start(reply: Partial<ServiceConfig['reply']>): Promise<RunningServer> {
  const base = testConfig(fake, { smtpUrl: outgoing.url, emailWindowMs: WINDOW });
  return startService(
    {
      ...base,
      host: { ...base.host, hostApiKey: HOST_KEY },
      reply: { ...base.reply, domain: DOMAIN, smtpPort: 0, smtpHost: '127.0.0.1', maxBytes: 11 * MIB, smtpIdleMs: 1_000, smtpMessageMs: 3_000, ...reply },
    },
    { clock, backgroundDelivery: false },
  );
}

beforeAll(async () => {
  fake = await startFakeStream();
  outgoing = await startSmtp();
  open = await start({});
  guarded = await start({ requireAuth: true, authservId: MX });
});
afterAll(async () => {
  await open?.close();
  await guarded?.close();
  await outgoing?.close();
  await fake?.close();
  removeTemporaryFolders();
});

async function sendSmtp(service: RunningServer, message: SendMailOptions, localAddress?: string): Promise<void> {
  const client = nodemailer.createTransport({ host: '127.0.0.1', port: service.inboundSmtpPort!, secure: false, ignoreTLS: true, localAddress });
  try {
    await client.sendMail(message);
  } finally {
    client.close();
  }
}

function postRaw(service: RunningServer, raw: Buffer | string): Promise<Response> {
  const body = typeof raw === 'string' ? Buffer.from(raw) : raw;
  return fetch(`${service.url}/webhooks/inbound-email`, {
    method: 'POST',
    headers: { authorization: `Bearer ${HOST_KEY}`, 'content-type': 'message/rfc822' },
    body: new Uint8Array(body),
  });
}

/** A chat e-mail to the offline poster of a fresh DM: her reply address, the DM and the mail. */
async function chatEmail(service: RunningServer) {
  const [poster, candidate] = [makeUser('Pat'), makeUser('Casey')];
  const channelId = await sharedDm(service, poster, candidate);
  await call(service, 'send-message-email', candidate, await emailAbout(fake, candidate, poster, channelId, 'Can you start on Monday?'));
  clock.advance(WINDOW);
  await service.emails.runDue();
  const mail = outgoing.received.findLast((each) => (each.to as AddressObject).value[0]?.address === poster.email)!;
  return { poster, channelId, replyTo: (mail.replyTo as AddressObject).value[0]!.address! };
}

async function texts(channelId: string): Promise<(string | undefined)[]> {
  const state = await providerClient(fake).channel(CHANNEL_TYPE, channelId).query({ messages: { limit: 20 } });
  return state.messages.map((message) => message.text);
}

const mailTo = (address: string): ParsedMail[] => outgoing.received.filter((mail) => (mail.to as AddressObject).value[0]?.address === address);

async function metrics(service: RunningServer): Promise<string> {
  return (await fetch(`${service.url}/metrics`)).text();
}

/**
 * Polls /healthz back to back (10 ms apart) until `work` is done; answers the longest time between two answers
 * (or from the start to the first), so any stall of the event loop shows, whether it hit a request or a pause.
 */
async function longestHealthzGap(service: RunningServer, work: () => Promise<unknown>): Promise<number> {
  let done = false;
  let longest = 0;

  const poll = (async () => {
    let last = performance.now();
    while (!done) {
      expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      await sleep(10);
    }
  })();
  try {
    await work();
  } finally {
    done = true;
    await poll;
  }
  return longest;
}

/** A delivery report naming `recipients` addresses and quoting `ids` digest Message-IDs, padded to `padTo` bytes. */
function bigReport(recipients: number, ids: number, padTo = 0): string {
  const lines = [
    'From: Mail Delivery System <MAILER-DAEMON@mx.example.com>',
    `To: bounces@${DOMAIN}`,
    'Subject: Undelivered Mail Returned to Sender',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="b1"',
    '',
    '--b1',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example.com',
    '',
  ];
  for (let index = 0; index < recipients; index++) lines.push(`Final-Recipient: rfc822; someone-${index}@example.com`);
  lines.push('--b1', 'Content-Type: text/rfc822-headers', '');
  for (let index = 0; index < ids; index++) lines.push(`Message-ID: <digest-${index + 1}-1700000000000@bountychat>`);
  let text = lines.join('\r\n');
  if (padTo > text.length) {
    const block = lines.slice(11).join('\r\n');
    text += `\r\n${block.repeat(Math.ceil((padTo - text.length) / block.length))}`.slice(0, padTo - text.length);
  }
  return `${text}\r\n--b1--\r\n`;
}

/**
 * The attacker's mail client in a process of its own (so that building and sending 10 MiB does not stall the
 * event loop the service shares with this test): sends the file as a null-sender report over SMTP, then POSTs it
 * to the HTTP route; prints the route's answer.
 */
const ATTACKER = `
import { readFileSync } from 'node:fs';
import nodemailer from 'nodemailer';
const [port, url, key, to, file] = process.argv.slice(1);
const raw = readFileSync(file);
const client = nodemailer.createTransport({ host: '127.0.0.1', port: Number(port), secure: false, ignoreTLS: true });
await client.sendMail({ envelope: { from: '', to: [to] }, raw });
client.close();
const answer = await fetch(url, { method: 'POST', headers: { authorization: 'Bearer ' + key, 'content-type': 'message/rfc822' }, body: raw });
console.log(await answer.text());
`;

async function sendReportFromAnotherProcess(service: RunningServer, report: string): Promise<unknown> {
  const file = join(temporaryFolder(), 'report.eml');
  writeFileSync(file, report);
  const args = ['--input-type=module', '-e', ATTACKER, String(service.inboundSmtpPort), `${service.url}/webhooks/inbound-email`, HOST_KEY, `bounces@${DOMAIN}`, file];
  const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: process.cwd(), maxBuffer: MIB });
  return JSON.parse(stdout);
}

/**
 * The handler itself takes a few milliseconds a report (6–8 ms measured, none of it longer than 8 ms at a
 * stretch); the bound leaves room for a busy 2-core test machine running the attacker's process beside the
 * service (measured there: 140–760 ms at a load of 17–20, and 80 ms with nothing but a busy neighbour). Before the fix: 20 s and more.
 */
const HEALTHZ_GAP_MAX_MS = 2_000;

describe('a delivery report costs a bounded amount whatever its size', () => {
  it('1,000 Final-Recipient × 1,000 Message-ID lines (79 KiB), over SMTP and HTTP, while /healthz stays fast', { timeout: 120_000 }, async () => {
    const report = bigReport(1_000, 1_000);
    expect(report.length).toBeGreaterThan(70 * 1024);
    const gap = await longestHealthzGap(open, async () => {
      expect(await sendReportFromAnotherProcess(open, report)).toEqual({ outcome: 'ignored', reason: 'delivery_report' });
    });
    console.info(`inbound report 79 KiB: longest /healthz gap ${gap.toFixed(0)} ms`);
    expect(gap).toBeLessThan(HEALTHZ_GAP_MAX_MS);
  });

  it('the 10 MiB listener maximum of the same, over SMTP and HTTP, while /healthz stays fast', { timeout: 120_000 }, async () => {
    const report = bigReport(1_000, 1_000, 10 * MIB - 1024);
    const gap = await longestHealthzGap(open, async () => {
      expect(await sendReportFromAnotherProcess(open, report)).toEqual({ outcome: 'ignored', reason: 'delivery_report' });
    });
    console.info(`inbound report 10 MiB: longest /healthz gap ${gap.toFixed(0)} ms`);
    expect(gap).toBeLessThan(HEALTHZ_GAP_MAX_MS);
  });
});

describe('with BOUNTY_CHAT_INBOUND_REQUIRE_AUTH, a copy of one e-mail is not enough to post as its recipient', () => {
  it("needs an aligned DKIM or SPF pass in the trusted MX's Authentication-Results; others are dropped silently", async () => {
    const { poster, channelId, replyTo } = await chatEmail(guarded);
    const reply = (text: string, results: string[]) =>
      sendSmtp(guarded, { from: poster.email, to: replyTo, subject: 'Re: hi', text, headers: results.map((value) => ({ key: 'Authentication-Results', value })) });
    await reply('No results at all.', []);
    await reply("The attacker's own MX.", ['mx.attacker.example; dkim=pass header.d=example.com; spf=pass smtp.mailfrom=example.com']);
    await reply('A pass for another domain.', [`${MX}; dkim=pass header.d=attacker.example; spf=pass smtp.mailfrom=someone@attacker.example`]);
    await reply('Failed checks.', [`${MX}; dkim=fail header.d=example.com; spf=softfail smtp.mailfrom=example.com`]);
    expect(await texts(channelId)).not.toEqual(expect.arrayContaining([expect.stringMatching(/No results|own MX|another domain|Failed checks/)]));
    await reply('Signed by her provider.', [`${MX}; dkim=pass (2048-bit key) header.d=example.com header.s=s1; spf=none`]);
    await reply('Sent from her provider.', [`${MX};\r\n spf=pass (sender SPF authorized) smtp.mailfrom=${poster.email}`]);
    expect((await texts(channelId)).slice(-2)).toEqual(['Signed by her provider.', 'Sent from her provider.']);
    expect(mailTo(poster.email).filter((mail) => mail.subject === 'Your reply was not posted')).toEqual([]);
    expect(await metrics(guarded)).toMatch(/^bountychat_inbound_dropped_total\{reason="unauthenticated"\} 4$/m);
  });
});

/** A raw connection to the listener from `localAddress`, with everything it has read so far. */
async function rawConnection(service: RunningServer, localAddress = '127.0.0.1'): Promise<{ socket: Socket; read: () => string; closed: Promise<void> }> {
  const socket = connect({ host: '127.0.0.1', port: service.inboundSmtpPort!, localAddress });
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  return { socket, read: () => text, closed };
}

async function within(ms: number, promise: Promise<void>): Promise<boolean> {
  return Promise.race([promise.then(() => true), sleep(ms).then(() => false)]);
}

describe('the SMTP listener is not held by one address', () => {
  it('50 idle sockets from one address: the sixth is refused with 421 at once, and another sender is served', { timeout: 30_000 }, async () => {
    const idle = await Promise.all(Array.from({ length: 50 }, () => rawConnection(open)));
    await sleep(300);
    const started = performance.now();
    await sendSmtp(open, { from: 'someone@example.org', to: `reply+${'b'.repeat(26)}@${DOMAIN}`, subject: 'hi', text: 'hi' }, '127.0.0.2');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(idle.filter((connection) => connection.read().startsWith('421')).length).toBe(45);
    for (const connection of idle) connection.socket.destroy();
  });

  it('closes a silent connection after the idle timeout, and a trickling one at the deadline for its message', { timeout: 30_000 }, async () => {
    const silent = await rawConnection(open, '127.0.0.3');
    expect(await within(2_500, silent.closed)).toBe(true);
    expect(silent.read()).toMatch(/^220 .*\r\n421 /s);

    const trickle = await rawConnection(open, '127.0.0.4');
    await sleep(300); // the greeting first: smtp-server refuses a client that talks before it
    const script = `EHLO trickle.example\r\nMAIL FROM:<a@example.org>\r\nRCPT TO:<reply+${'c'.repeat(26)}@${DOMAIN}>\r\nDATA\r\nSubject: slow\r\n\r\n${'x'.repeat(100)}`;
    let sent = 0;
    const drip = setInterval(() => {
      if (!trickle.socket.destroyed && sent < script.length) trickle.socket.write(script[sent++]!);
    }, 50);
    try {
      expect(await within(5_000, trickle.closed)).toBe(true);
    } finally {
      clearInterval(drip);
    }
    expect(trickle.read()).toMatch(/421 .*too long/);
  });
});

// Last: it moves the shared clock a month on, past every user token's expiry.
describe('no refusal is mailed to whatever From says', () => {
  it('unknown, expired and erased reply addresses: nothing goes to the third parties, and the three look the same', async () => {
    const expired = await chatEmail(open);
    const erased = await chatEmail(open);
    expect((await fetch(`${open.url}/api/host/v1/users/${erased.poster.sub}`, { method: 'DELETE', headers: { authorization: `Bearer ${HOST_KEY}` } })).status).toBe(200);
    clock.advance(31 * 86_400_000);
    const cases = [
      ['victim-1@example.org', `reply+${'a'.repeat(26)}@${DOMAIN}`],
      ['victim-2@example.org', expired.replyTo],
      ['victim-3@example.org', erased.replyTo],
    ] as const;
    const outcomes: unknown[] = [];
    for (const [victim, to] of cases) {
      await sendSmtp(open, { from: victim, to, subject: 'Re: hi', text: 'Hello?' });
      const answer = await postRaw(open, `From: ${victim}\r\nTo: ${to}\r\nSubject: Re: hi\r\n\r\nHello?\r\n`);
      outcomes.push(((await answer.json()) as { outcome: string; answered: boolean }).answered);
    }
    await sleep(200);
    for (const [victim] of cases) expect(mailTo(victim)).toEqual([]);
    expect(outcomes).toEqual([false, false, false]);
    const counted = await metrics(open);
    expect(counted).toMatch(/^bountychat_inbound_dropped_total\{reason="wrong_sender"\} [1-9]/m);
    // Erasure deletes her reply handles: her old address is as unknown as a made-up one (two ways in, two cases).
    const unknown = /^bountychat_inbound_dropped_total\{reason="unknown_address"\} (\d+)/m.exec(counted);
    expect(Number(unknown?.[1] ?? 0)).toBeGreaterThanOrEqual(4);
  });
});
