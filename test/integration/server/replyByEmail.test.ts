// Replies by e-mail end to end: the chat e-mail goes out over real SMTP, the answer comes back over real SMTP
// (nodemailer to the service's inbound listener) or through the HTTP route, and lands at the real fake-stream.
import type { AddressObject, ParsedMail } from 'mailparser';
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_TYPE } from '../../../src/contract/ids';
import type { RunningServer } from '../../../src/server/startServer';
import { manualClock } from '../../helpers/serverEngine';
import { call, emailAbout, makeUser, providerClient, removeTemporaryFolders, sharedDm, startFakeStream, startService, startSmtp, testConfig } from './harness';
import type { FakeStream, TestSmtp, TestUser } from './harness';
import { deliveryReport } from './deliveryReport';

const HOST_KEY = 'host-key-for-replies-0123456789abcdefghij';
const DOMAIN = 'reply.test.invalid';
const WINDOW = 60_000;
const NOT_POSTED = 'Your reply was not posted';

let fake: FakeStream;
let outgoing: TestSmtp;
let service: RunningServer;
const clock = manualClock(Date.now());

beforeAll(async () => {
  fake = await startFakeStream();
  outgoing = await startSmtp();
  const base = testConfig(fake, { smtpUrl: outgoing.url, emailWindowMs: WINDOW });
  service = await startService(
    { ...base, host: { ...base.host, hostApiKey: HOST_KEY }, reply: { ...base.reply, domain: DOMAIN, smtpPort: 0, smtpHost: '127.0.0.1', maxBytes: 1_000_000 } },
    { clock, backgroundDelivery: false },
  );
});
afterAll(async () => {
  await service?.close();
  await outgoing?.close();
  await fake?.close();
  removeTemporaryFolders();
});

/** A poster and a candidate in a fresh DM; the candidate writes, and the chat e-mail reaches the offline poster. */
async function chatEmailToPoster(): Promise<{ poster: TestUser; candidate: TestUser; channelId: string; mail: ParsedMail; replyTo: string }> {
  const [poster, candidate] = [makeUser('Pat'), makeUser('Casey')];
  const channelId = await sharedDm(service, poster, candidate);
  await call(service, 'send-message-email', candidate, await emailAbout(fake, candidate, poster, channelId, 'Can you start on Monday?'));
  clock.advance(WINDOW);
  await service.emails.runDue();
  const mail = outgoing.received.findLast((each) => (each.to as AddressObject).value[0]?.address === poster.email)!;
  const replyTo = (mail.replyTo as AddressObject).value[0]!.address!;
  return { poster, candidate, channelId, mail, replyTo };
}

/** What a mail client sends: the answer, a signature, and the original quoted under an "On … wrote:" line. */
function replyText(answer: string, original: ParsedMail): string {
  const quoted = (original.text ?? '').trim().split('\n').map((line) => `> ${line}`).join('\n');
  return `${answer}\n\n-- \nPat Poster\nHiring manager\n\nOn Tue, 24 Nov 2026 at 10:02, BountyChat <no-reply@bountychat.invalid> wrote:\n${quoted}\n`;
}

async function sendSmtp(message: SendMailOptions): Promise<void> {
  const client = nodemailer.createTransport({ host: '127.0.0.1', port: service.inboundSmtpPort!, secure: false, ignoreTLS: true });
  try {
    await client.sendMail(message);
  } finally {
    client.close();
  }
}

async function rawMessage(message: SendMailOptions): Promise<Buffer> {
  const info = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(message);
  return info.message as Buffer;
}

async function messagesIn(channelId: string) {
  const state = await providerClient(fake).channel(CHANNEL_TYPE, channelId).query({ messages: { limit: 20 } });
  return state.messages.map((message) => ({ text: message.text, user: message.user?.id, sentVia: (message as unknown as Record<string, unknown>)['sent_via'] }));
}

function answersTo(address: string): ParsedMail[] {
  return outgoing.received.filter((mail) => mail.subject === NOT_POSTED && (mail.to as AddressObject).value[0]?.address === address);
}

describe('replying to a chat e-mail', () => {
  it('over SMTP: only the reply text is posted, as the poster, marked as sent by e-mail', async () => {
    const { poster, channelId, mail, replyTo } = await chatEmailToPoster();
    expect(replyTo).toMatch(new RegExp(`^reply\\+[a-z2-7]{26}@${DOMAIN.replace(/\./g, '\\.')}$`));
    await sendSmtp({ from: `Pat <${poster.email.toUpperCase()}>`, to: replyTo, subject: `Re: ${mail.subject}`, text: replyText('Yes, Monday works.', mail), inReplyTo: mail.messageId });
    expect((await messagesIn(channelId)).at(-1)).toEqual({ text: 'Yes, Monday works.', user: poster.sub, sentVia: 'email' });
  });

  it('through POST /webhooks/inbound-email with the raw message and the host key (HTML-only mail too)', async () => {
    const { poster, channelId, mail, replyTo } = await chatEmailToPoster();
    const raw = await rawMessage({
      from: poster.email,
      to: replyTo,
      subject: `Re: ${mail.subject}`,
      html: `<div dir="ltr">Great, see you <b>Monday</b>.</div><br><div class="gmail_quote"><div class="gmail_attr">On Tue, 24 Nov 2026 at 10:02, BountyChat &lt;no-reply@bountychat.invalid&gt; wrote:<br></div><blockquote class="gmail_quote">${mail.html}</blockquote></div>`,
    });
    const post = (key: string) =>
      fetch(`${service.url}/webhooks/inbound-email`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'message/rfc822' }, body: new Uint8Array(raw) });
    expect((await post('wrong-key')).status).toBe(401);
    const answer = await post(HOST_KEY);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ outcome: 'posted' });
    expect((await messagesIn(channelId)).at(-1)).toEqual({ text: 'Great, see you Monday.', user: poster.sub, sentVia: 'email' });
  });

  it("adds attachments the channel's upload rules allow, and lists the others in the message", async () => {
    await providerClient(fake).updateAppSettings({ file_upload_config: { blocked_file_extensions: ['.exe'] } });
    const { poster, channelId, mail, replyTo } = await chatEmailToPoster();
    await sendSmtp({
      from: poster.email,
      to: replyTo,
      subject: `Re: ${mail.subject}`,
      text: replyText('Here are my notes.', mail),
      attachments: [
        { filename: 'notes.txt', content: 'step 1, step 2', contentType: 'text/plain' },
        { filename: 'tool.exe', content: Buffer.from([0x4d, 0x5a]), contentType: 'application/octet-stream' },
      ],
    });
    const state = await providerClient(fake).channel(CHANNEL_TYPE, channelId).query({ messages: { limit: 5 } });
    const last = state.messages.at(-1)!;
    expect(last.text).toBe('Here are my notes.\n\n1 attachment was not added: tool.exe');
    expect(last.attachments?.map((attachment) => [attachment.type, attachment.title])).toEqual([['file', 'notes.txt']]);
  });

  it('refuses another address, ignores an auto-reply, and explains a frozen channel once an hour', async () => {
    const { poster, channelId, mail, replyTo } = await chatEmailToPoster();
    const before = await messagesIn(channelId);
    await sendSmtp({ from: 'mallory@example.com', to: replyTo, subject: 'Re: hi', text: 'I am Pat, honest.' });
    await sendSmtp({ from: poster.email, to: replyTo, subject: 'Out of office', text: 'I am away until Monday.', headers: { 'Auto-Submitted': 'auto-replied' } });
    await providerClient(fake).channel(CHANNEL_TYPE, channelId).updatePartial({ set: { frozen: true } });
    await sendSmtp({ from: poster.email, to: replyTo, subject: 'Re: hi', text: replyText('Still keen!', mail) });
    await sendSmtp({ from: poster.email, to: replyTo, subject: 'Re: hi', text: replyText('Still keen, really!', mail) });
    expect(await messagesIn(channelId)).toEqual(before);
    expect(answersTo('mallory@example.com')).toHaveLength(0);
    await outgoing.waitFor(outgoing.received.length);
    const answers = answersTo(poster.email);
    expect(answers).toHaveLength(1);
    expect(answers[0]!.text).toContain('This conversation is closed to new messages');
    expect(answers[0]!.headers.get('auto-submitted')).toBe('auto-replied');
  });

  it('refuses a reply from someone removed from the conversation, and mail for other domains at RCPT', async () => {
    const { poster, channelId, mail, replyTo } = await chatEmailToPoster();
    await providerClient(fake).channel(CHANNEL_TYPE, channelId).removeMembers([poster.sub]);
    await sendSmtp({ from: poster.email, to: replyTo, subject: 'Re: hi', text: replyText('Am I still here?', mail) });
    expect((await messagesIn(channelId)).map((message) => message.text)).not.toContain('Am I still here?');
    expect(answersTo(poster.email).map((answer) => answer.text)).toEqual([expect.stringContaining('You are no longer in this conversation')]);
    await expect(sendSmtp({ from: poster.email, to: 'someone@example.com', subject: 'relay?', text: 'hi' })).rejects.toThrow(/550/);
  });

  it('refuses a reply from a user the host erased, without a word: her address is no longer ours to write to', async () => {
    const { poster, channelId, mail, replyTo } = await chatEmailToPoster();
    const erased = await fetch(`${service.url}/api/host/v1/users/${poster.sub}`, { method: 'DELETE', headers: { authorization: `Bearer ${HOST_KEY}` } });
    expect(erased.status).toBe(200);
    await sendSmtp({ from: poster.email, to: replyTo, subject: 'Re: hi', text: replyText('Hello?', mail) });
    expect((await messagesIn(channelId)).map((message) => message.text)).not.toContain('Hello?');
    expect(answersTo(poster.email)).toEqual([]);
  });

  it("counts a reply against the person's request budget, shared with the widget", async () => {
    const { poster, channelId, mail, replyTo } = await chatEmailToPoster();
    // Spend the rest of the minute's budget (60) through the widget's API.
    for (let spent = 0; spent < 60; spent++) {
      if ((await call(service, 'get-preferences', poster, undefined, { method: 'GET' })).status === 429) break;
    }
    await sendSmtp({ from: poster.email, to: replyTo, subject: 'Re: hi', text: replyText('One too many.', mail) });
    expect((await messagesIn(channelId)).map((message) => message.text)).not.toContain('One too many.');
    expect(answersTo(poster.email).map((answer) => answer.text)).toEqual([expect.stringContaining('too many messages')]);
    clock.advance(WINDOW);
  });

  it('marks a bouncing address on a report about our own e-mail: no more chat e-mail to it until the host updates the user', async () => {
    const { poster, candidate, channelId, mail } = await chatEmailToPoster();
    const report = (quoted: string) => deliveryReport(DOMAIN, poster.email, [quoted]);
    // A forged report (no e-mail of ours quoted) switches nobody's e-mail off.
    await sendSmtp({ envelope: { from: '', to: [`bounces@${DOMAIN}`] }, raw: report('<made-up@elsewhere.example>') });
    expect((await call(service, 'send-message-email', candidate, await emailAbout(fake, candidate, poster, channelId, 'Still there?'))).body).toEqual({ queued: true });
    clock.advance(WINDOW);
    await service.emails.runDue();
    const raw = report(mail.messageId!);
    await sendSmtp({ envelope: { from: '', to: [`bounces@${DOMAIN}`] }, raw });
    const payload = await emailAbout(fake, candidate, poster, channelId, 'Are you there?');
    expect((await call(service, 'send-message-email', candidate, payload)).body).toEqual({ queued: false, reason: 'unsubscribed' });
    expect(await (await fetch(`${service.url}/metrics`)).text()).toMatch(/^bountychat_email_bounces_total [1-9]/m);
    const put = await fetch(`${service.url}/api/host/v1/users/${poster.sub}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${HOST_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: poster.name, email: poster.email, role: poster.role }),
    });
    expect(put.status).toBe(200);
    expect((await call(service, 'send-message-email', candidate, await emailAbout(fake, candidate, poster, channelId, 'Hello again?'))).body).toEqual({ queued: true });
  });

  it('refuses a reply address past its lifetime and says why', async () => {
    const { poster, channelId, mail, replyTo } = await chatEmailToPoster();
    const before = await messagesIn(channelId);
    clock.advance(31 * 86_400_000);
    await sendSmtp({ from: poster.email, to: replyTo, subject: 'Re: hi', text: replyText('Late answer.', mail) });
    expect(await messagesIn(channelId)).toEqual(before);
    expect(answersTo(poster.email).map((answer) => answer.text)).toEqual([expect.stringContaining('This reply address has expired')]);
  });
});
