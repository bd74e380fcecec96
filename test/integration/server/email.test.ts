import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { AddressObject, ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceConfig } from '../../../src/server/config/serviceConfig';
import { manualClock } from '../../helpers/serverEngine';
import { call, emailAbout, postBounty, sharedDm, freePort, makeUser, removeTemporaryFolders, startFakeStream, startService, startSmtp, testConfig } from './harness';
import type { FakeStream, TestSmtp } from './harness';

// The e-mail worker runs on the test's clock: a test moves the clock past a window and calls runDue()
// instead of sleeping; what has not gone out by then never will without another move of the clock.

const WINDOW = 60_000;
let fake: FakeStream;
const opened: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  fake = await startFakeStream();
});
afterEach(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close();
});
afterAll(async () => {
  await fake?.close();
  removeTemporaryFolders();
});

async function service(overrides: Partial<ServiceConfig>, clock = manualClock(Date.now()), lines: string[] = []) {
  const config = testConfig(fake, { emailWindowMs: WINDOW, emailRetryBaseMs: 1_000, emailRetryMaxMs: 4_000, ...overrides });
  const running = await startService(config, { clock, backgroundDelivery: false, log: (line) => lines.push(line) });
  opened.push(running);
  return { running, clock, config, lines };
}

async function smtp(port = 0): Promise<TestSmtp> {
  const server = await startSmtp(port);
  opened.push(server);
  return server;
}



function recipientOf(mail: ParsedMail): string | undefined {
  return (mail.to as AddressObject | undefined)?.value[0]?.address;
}

describe('e-mail to offline recipients', () => {
  it('sends one e-mail per recipient per window, across channels and senders, naming each conversation', async () => {
    const mail = await smtp();
    const { running, clock } = await service({ smtpUrl: mail.url });
    const [ada, bob, cy] = [makeUser('Ada'), makeUser('Bob'), makeUser('Cy')];
    const withAda = await sharedDm(running, ada, bob);
    const withCy = await sharedDm(running, cy, bob);
    await call(running, 'send-message-email', ada, await emailAbout(fake, ada, bob, withAda, 'from ada'));
    clock.advance(WINDOW / 2);
    await call(running, 'send-message-email', cy, await emailAbout(fake, cy, bob, withCy, 'from cy'));
    await call(running, 'send-message-email', ada, await emailAbout(fake, ada, bob, withAda, 'ada again'));
    expect(await running.emails.runDue()).toBe(0);
    clock.advance(WINDOW / 2);
    expect(await running.emails.runDue()).toBe(1);
    const [only] = mail.received;
    expect(recipientOf(only!)).toBe(bob.email);
    // The subject names the first writer and her bounty; the text names each conversation, each message with its time.
    expect(only!.subject).toMatch(/^Ada about Bounty bounty-\S+ and 1 more conversation$/);
    expect(only!.text).toMatch(/In a direct message with Ada about Bounty bounty-\S+:\n\n\[\d\d:\d\d UTC\] Ada: from ada\n\n\[\d\d:\d\d UTC\] Ada: ada again/);
    expect(only!.text).toMatch(/In a direct message with Cy about Bounty bounty-\S+:\n\n\[\d\d:\d\d UTC\] Cy: from cy/);
    clock.advance(WINDOW);
    expect(await running.emails.runDue()).toBe(0);
  });

  it('coalesces messages in one conversation into one e-mail that lists them all', async () => {
    const mail = await smtp();
    const { running, clock } = await service({ smtpUrl: mail.url });
    const [ada, bob] = [makeUser('Ada'), makeUser('Bob')];
    const channelId = await sharedDm(running, ada, bob);
    for (const text of ['first', 'second', 'third']) {
      expect((await call(running, 'send-message-email', bob, await emailAbout(fake, bob, ada, channelId, text))).body).toEqual({ queued: true });
    }
    clock.advance(WINDOW);
    expect(await running.emails.runDue()).toBe(1);
    const [only] = mail.received;
    expect(recipientOf(only!)).toBe(ada.email);
    expect(only!.subject).toMatch(/^Bob about Bounty bounty-\S+$/);
    for (const text of ['first', 'second', 'third']) {
      expect(only!.text).toContain(`Bob: ${text}`);
      expect(only!.html).toContain(text);
    }
  });

  it('delivers message text with HTML escaped in the HTML part and intact in the text part', async () => {
    const mail = await smtp();
    const { running, clock } = await service({ smtpUrl: mail.url });
    const [ada, bob] = [makeUser('Ada'), makeUser('Bob')];
    const channelId = await sharedDm(running, ada, bob);
    const attack = '<img src=x onerror="alert(1)"><script>steal()</script>';
    // channelId names the channel; channelName may then be a display name.
    const queued = await call(running, 'send-message-email', ada, { ...(await emailAbout(fake, ada, bob, channelId, attack)), channelId, channelName: 'Chat with Bob' });
    expect(queued.body).toEqual({ queued: true });
    clock.advance(WINDOW);
    await running.emails.runDue();
    const [only] = mail.received;
    expect(only!.html).not.toMatch(/<img|<script/);
    expect(only!.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;script&gt;steal()&lt;/script&gt;');
    expect(only!.text).toContain(attack);
    expect(recipientOf(only!)).toBe(bob.email);
  });

  it('keeps e-mail while SMTP is down, retrying with backoff, and delivers each exactly once when it comes up', async () => {
    const port = await freePort();
    const { running, clock } = await service({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const [ada, bob, cy] = [makeUser('Ada'), makeUser('Bob'), makeUser('Cy')];
    const withBob = await sharedDm(running, ada, bob);
    const withCy = await sharedDm(running, ada, cy);
    await call(running, 'send-message-email', ada, await emailAbout(fake, ada, bob, withBob, 'to bob'));
    await call(running, 'send-message-email', ada, await emailAbout(fake, ada, cy, withCy, 'to cy'));
    await call(running, 'send-private-chat-email', ada, { userId: bob.sub });
    clock.advance(WINDOW);
    expect(await running.emails.runDue()).toBe(0); // refused: attempt 1
    clock.advance(1_000);
    expect(await running.emails.runDue()).toBe(0); // attempt 2; the next waits 2 s
    const mail = await smtp(port);
    clock.advance(1_000);
    expect(await running.emails.runDue()).toBe(0);
    clock.advance(1_000);
    expect(await running.emails.runDue()).toBe(2);
    clock.advance(60 * 60_000);
    expect(await running.emails.runDue()).toBe(0);
    expect(mail.received.map((m) => recipientOf(m)).sort()).toEqual([bob.email, cy.email].sort());
    for (const sent of mail.received) expect(sent.subject).toMatch(/^Ada about Bounty bounty-\S+$/);
    const toBob = mail.received.find((m) => recipientOf(m) === bob.email)!;
    expect(toBob.text).toContain('Ada started a private chat with you on BountyChat.');
  });

  it('gives up after the last attempt: a dead letter, a log line and a metric', async () => {
    const port = await freePort();
    const lines: string[] = [];
    const { running, clock } = await service({ smtpUrl: `smtp://127.0.0.1:${port}`, emailMaxAttempts: 2 }, undefined, lines);
    const [ada, bob] = [makeUser('Ada'), makeUser('Bob')];
    const channelId = await sharedDm(running, ada, bob);
    await call(running, 'send-message-email', ada, await emailAbout(fake, ada, bob, channelId, 'never delivered'));
    clock.advance(WINDOW);
    await running.emails.runDue();
    clock.advance(1_000);
    await running.emails.runDue();
    expect(lines).toContain('e-mail dead-lettered after its last attempt');
    const metrics = await (await fetch(`${running.url}/metrics`)).text();
    expect(metrics).toMatch(/^bountychat_email_dead_letters_total 1$/m);
    expect(metrics).toMatch(/^bountychat_email_failures_total 2$/m);
    expect(metrics).toMatch(/^bountychat_email_queue_depth 0$/m);
    // A mail server coming up later does not resurrect it.
    const mail = await smtp(port);
    clock.advance(60 * 60_000);
    expect(await running.emails.runDue()).toBe(0);
    expect(mail.received).toHaveLength(0);
  });

  it('tells a recipient that someone started a private chat once a day, however often it is asked', async () => {
    const mail = await smtp();
    const { running, clock } = await service({ smtpUrl: mail.url });
    const [ada, bob] = [makeUser('Ada'), makeUser('Bob')];
    await sharedDm(running, ada, bob);
    for (let i = 0; i < 3; i++) await call(running, 'send-private-chat-email', ada, { userId: bob.sub });
    clock.advance(WINDOW);
    expect(await running.emails.runDue()).toBe(1);
    clock.advance(2 * 60 * 60_000);
    await call(running, 'send-private-chat-email', ada, { userId: bob.sub });
    clock.advance(WINDOW);
    expect(await running.emails.runDue()).toBe(0);
    expect(mail.received.map((m) => m.subject)).toEqual(['Ada started a private chat with you']);
  });

  it('survives a restart: queued e-mail is sent once by the next process, and sent e-mail is not sent again', async () => {
    const mail = await smtp();
    const clock = manualClock(Date.now());
    const config = testConfig(fake, { smtpUrl: mail.url, emailWindowMs: WINDOW });
    const options = { clock, backgroundDelivery: false };
    const first = await startService(config, options);
    const [ada, bob] = [makeUser('Ada'), makeUser('Bob')];
    const channelId = await sharedDm(first, ada, bob);
    await call(first, 'send-message-email', ada, await emailAbout(fake, ada, bob, channelId, 'before the restart'));
    await first.close(); // before the window closes: nothing sent yet
    expect(mail.received).toHaveLength(0);
    clock.advance(WINDOW);
    const second = await startService(config, options);
    expect(await second.emails.runDue()).toBe(1);
    await second.close();
    const third = await startService(config, options);
    opened.push(third);
    clock.advance(WINDOW);
    expect(await third.emails.runDue()).toBe(0);
    expect(mail.received).toHaveLength(1);
    expect(mail.received[0]!.text).toContain('before the restart');
  });

  it('without SMTP_URL writes .eml files to <BOUNTY_CHAT_DATA>/outbox', async () => {
    const { running, clock, config } = await service({ smtpUrl: null });
    const [ada, bob] = [makeUser('Ada'), makeUser('Bob')];
    const channelId = await sharedDm(running, ada, bob);
    await call(running, 'send-message-email', bob, await emailAbout(fake, bob, ada, channelId, 'to the outbox'));
    clock.advance(WINDOW);
    expect(await running.emails.runDue()).toBe(1);
    const files = await readOutbox(config.outboxDir);
    expect(files).toHaveLength(1);
    expect(recipientOf(files[0]!)).toBe(ada.email);
    expect(files[0]!.text).toContain('Bob: to the outbox');
  });

  it('refuses an e-mail to a user the service has never seen (no address on file) with 404', async () => {
    const mail = await smtp();
    const { running } = await service({ smtpUrl: mail.url });
    const ada = makeUser('Ada');
    const stranger = makeUser('Stranger');
    await call(running, 'get-or-create-user', ada);
    const dm = await call(running, 'create-dm-channel', ada, { userId: ada.sub, bountyId: await postBounty(running, ada), candidateId: stranger.sub });
    const answer = await call(running, 'send-message-email', ada, await emailAbout(fake, ada, stranger, dm.body['channelId'] as string, 'hello?'));
    expect(answer.status).toBe(404);
    expect(answer.body.error).toMatchObject({ code: 'not_found', message: 'Failed to send message email notification' });
  });

  it("answers a private-chat notice to someone with no address on file as not queued, not as a failed request", async () => {
    // The widget asks for exactly the people who never used the chat: a 404 was a console error on the host's page.
    const mail = await smtp();
    const { running, clock } = await service({ smtpUrl: mail.url });
    const ada = makeUser('Ada');
    const stranger = makeUser('Stranger');
    await call(running, 'get-or-create-user', ada);
    await call(running, 'create-dm-channel', ada, { userId: ada.sub, bountyId: await postBounty(running, ada), candidateId: stranger.sub });
    const answer = await call(running, 'send-private-chat-email', ada, { userId: stranger.sub });
    expect(answer).toMatchObject({ status: 200, body: { queued: false, reason: 'recipient_unknown' } });
    clock.advance(WINDOW);
    expect(await running.emails.runDue()).toBe(0);
    expect(mail.received).toHaveLength(0);
  });
});

/** Reads every .eml in a folder, parsed. */
async function readOutbox(folder: string): Promise<ParsedMail[]> {
  const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.eml'));
  return Promise.all(names.map(async (name) => simpleParser(await readFile(join(folder, name)))));
}
