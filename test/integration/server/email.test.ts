import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { AddressObject, ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceConfig } from '../../../src/server/config';
import { call, freePort, sendAs, makeUser, removeTemporaryFolders, sleep, startFakeStream, startService, startSmtp, testConfig, uniqueId } from './harness';
import type { FakeStream, TestSmtp, TestUser } from './harness';

let fake: FakeStream;
const opened: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  fake = await startFakeStream();
});

afterAll(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close();
  await fake?.close();
  removeTemporaryFolders();
});

async function service(overrides: Partial<ServiceConfig>) {
  const running = await startService(testConfig(fake, overrides));
  opened.push(running);
  return running;
}

async function smtp(port = 0): Promise<TestSmtp> {
  const server = await startSmtp(port);
  opened.push(server);
  return server;
}

/** Two signed-in users sharing a fresh DM; answers its id. */
async function sharedDm(running: { url: string }, a: TestUser, b: TestUser): Promise<string> {
  await call(running, 'get-or-create-user', a);
  await call(running, 'get-or-create-user', b);
  const answer = await call(running, 'create-dm-channel', a, { userId: a.sub, bountyId: uniqueId('bounty'), candidateId: b.sub });
  return answer.body['channelId'] as string;
}

/** Sends the message at the provider as `sender` (as the widget does), then answers the product's e-mail payload for it. */
async function emailAbout(sender: TestUser, recipient: TestUser, channelId: string, messageContent: string) {
  await sendAs(fake, channelId, sender, messageContent);
  return { senderUserId: sender.sub, recipientUserId: recipient.sub, messageContent, isDM: true, channelName: channelId };
}

function recipientOf(mail: ParsedMail): string | undefined {
  return (mail.to as AddressObject | undefined)?.value[0]?.address;
}

describe('e-mail to offline recipients', () => {
  it('coalesces messages to one recipient about one channel into one e-mail that lists them all', async () => {
    const mail = await smtp();
    // A wide window, so a loaded machine still fits all three requests in it.
    const running = await service({ smtpUrl: mail.url, emailWindowMs: 1_500 });
    const [ada, bob] = [makeUser('Ada'), makeUser('Bob')];
    const channelId = await sharedDm(running, ada, bob);
    for (const text of ['first', 'second', 'third']) {
      expect((await call(running, 'send-message-email', bob, await emailAbout(bob, ada, channelId, text))).body).toEqual({ queued: true });
    }
    const [only] = await mail.waitFor(1);
    await sleep(400);
    expect(mail.received).toHaveLength(1);
    expect(recipientOf(only!)).toBe(ada.email);
    expect(only!.subject).toBe('3 new messages in a direct message');
    for (const text of ['first', 'second', 'third']) {
      expect(only!.text).toContain(`Bob: ${text}`);
      expect(only!.html).toContain(text);
    }
  });

  it('delivers message text with HTML escaped in the HTML part and intact in the text part', async () => {
    const mail = await smtp();
    const running = await service({ smtpUrl: mail.url });
    const [ada, bob] = [makeUser('Ada'), makeUser('Bob')];
    const channelId = await sharedDm(running, ada, bob);
    const attack = '<img src=x onerror="alert(1)"><script>steal()</script>';
    // channelId names the channel; channelName may then be a display name.
    const queued = await call(running, 'send-message-email', ada, { ...(await emailAbout(ada, bob, channelId, attack)), channelId, channelName: 'Chat with Bob' });
    expect(queued.body).toEqual({ queued: true });
    const [only] = await mail.waitFor(1);
    expect(only!.html).not.toMatch(/<img|<script/);
    expect(only!.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;script&gt;steal()&lt;/script&gt;');
    expect(only!.text).toContain(attack);
    expect(recipientOf(only!)).toBe(bob.email);
  });

  it('keeps e-mail while SMTP is down and delivers each exactly once when it comes up', async () => {
    const port = await freePort();
    const running = await service({ smtpUrl: `smtp://127.0.0.1:${port}`, emailWindowMs: 50 });
    const [ada, bob, cy] = [makeUser('Ada'), makeUser('Bob'), makeUser('Cy')];
    const withBob = await sharedDm(running, ada, bob);
    const withCy = await sharedDm(running, ada, cy);
    await call(running, 'send-message-email', ada, await emailAbout(ada, bob, withBob, 'to bob'));
    await call(running, 'send-message-email', ada, await emailAbout(ada, cy, withCy, 'to cy'));
    await call(running, 'send-private-chat-email', ada, { userId: bob.sub });
    await sleep(500); // several failed attempts with backoff
    const mail = await smtp(port);
    await mail.waitFor(3, 10_000);
    await sleep(600);
    expect(mail.received.map((m) => `${recipientOf(m)} ${m.subject}`).sort()).toEqual(
      [`${bob.email} Ada started a private chat with you`, `${bob.email} New message from Ada in a direct message`, `${cy.email} New message from Ada in a direct message`].sort(),
    );
  });

  it('survives a restart: queued e-mail is sent once by the next process, and sent e-mail is not sent again', async () => {
    const mail = await smtp();
    const config = testConfig(fake, { smtpUrl: mail.url, emailWindowMs: 1_000 });
    const first = await startService(config);
    const [ada, bob] = [makeUser('Ada'), makeUser('Bob')];
    const channelId = await sharedDm(first, ada, bob);
    await call(first, 'send-message-email', ada, await emailAbout(ada, bob, channelId, 'before the restart'));
    await first.close(); // before the window closes: nothing sent yet
    expect(mail.received).toHaveLength(0);
    const second = await startService(config);
    await mail.waitFor(1);
    await second.close();
    const third = await startService(config);
    opened.push(third);
    await sleep(500);
    expect(mail.received).toHaveLength(1);
    expect(mail.received[0]!.text).toContain('before the restart');
  });

  it('without SMTP_URL writes .eml files to <BOUNTY_CHAT_DATA>/outbox', async () => {
    const config = testConfig(fake, { smtpUrl: null, emailWindowMs: 50 });
    const running = await startService(config);
    opened.push(running);
    const [ada, bob] = [makeUser('Ada'), makeUser('Bob')];
    const channelId = await sharedDm(running, ada, bob);
    await call(running, 'send-message-email', bob, await emailAbout(bob, ada, channelId, 'to the outbox'));
    let files: ParsedMail[] = [];
    for (let tries = 0; tries < 100 && files.length === 0; tries++) {
      await sleep(30);
      files = await readOutbox(config.outboxDir);
    }
    expect(files).toHaveLength(1);
    expect(recipientOf(files[0]!)).toBe(ada.email);
    expect(files[0]!.text).toContain('Bob: to the outbox');
  });

  it('refuses an e-mail to a user the service has never seen (no address on file) with 404', async () => {
    const mail = await smtp();
    const running = await service({ smtpUrl: mail.url });
    const ada = makeUser('Ada');
    const stranger = makeUser('Stranger');
    await call(running, 'get-or-create-user', ada);
    const dm = await call(running, 'create-dm-channel', ada, { userId: ada.sub, bountyId: uniqueId('b'), candidateId: stranger.sub });
    const answer = await call(running, 'send-message-email', ada, await emailAbout(ada, stranger, dm.body['channelId'] as string, 'hello?'));
    expect(answer.status).toBe(404);
    expect(answer.body.error).toMatchObject({ code: 'not_found', message: 'Failed to send message email notification' });
  });
});

/** Reads every .eml in a folder, parsed. */
async function readOutbox(folder: string): Promise<ParsedMail[]> {
  const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.eml'));
  return Promise.all(names.map(async (name) => simpleParser(await readFile(join(folder, name)))));
}
