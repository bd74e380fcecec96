// The masking's edges, attacked through the real before-message-send hook (members sending at fake-stream with their
// own provider tokens), the edit route and a reply by e-mail: evasions the widget would render as contact details,
// attachments, link cards, custom fields and polls, and another member's DM with the awardee.
import type { AddressObject } from 'mailparser';
import nodemailer from 'nodemailer';
import type { Attachment, StreamChat } from 'stream-chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_TYPE } from '../../../src/contract/ids';
import { FILE_NAME_REFUSED, POLL_REFUSED } from '../../../src/server/bounties/maskMessage';
import type { RunningServer } from '../../../src/server/startServer';
import { manualClock } from '../../helpers/serverEngine';
import { call, emailAbout, makeUser, providerClient, putBounty, removeTemporaryFolders, startFakeStream, startService, startSmtp, testConfig, uniqueId } from './harness';
import type { FakeStream, TestSmtp, TestUser } from './harness';
import { providerSession } from './attacks/hostile';

const HOST_KEY = 'host-key-for-masking-edges-0123456789abcd';
const DOMAIN = 'reply.masking.invalid';
const WINDOW = 60_000;
const HIDDEN = '[contact details hidden]';
const LINK_HIDDEN = '[link hidden]';
const FILE_NAME = 'Call +1 415 555 2671 or bob@gmail.com.pdf';
let fake: FakeStream;
let outgoing: TestSmtp;
let service: RunningServer;
const clock = manualClock(Date.now());
const poster: TestUser = { ...makeUser('polly'), name: 'Polly Poster' };
const candidate: TestUser = { ...makeUser('casey'), name: 'Casey Candidate' };
const other: TestUser = { ...makeUser('dana'), name: 'Dana Other' };
const sessions: StreamChat[] = [];

beforeAll(async () => {
  fake = await startFakeStream();
  outgoing = await startSmtp();
  const base = testConfig(fake, { smtpUrl: outgoing.url, emailWindowMs: WINDOW });
  service = await startService(
    {
      ...base,
      host: { ...base.host, hostApiKey: HOST_KEY },
      contact: { policy: 'mask', hostDomains: ['jobs.example.com'], allowedLinkDomains: ['github.com'] },
      reply: { ...base.reply, domain: DOMAIN, ttlMs: 30 * 86_400_000, smtpPort: 0, smtpHost: '127.0.0.1', maxBytes: 1_000_000 },
    },
    { clock, backgroundDelivery: false },
  );
  await providerClient(fake).updateAppSettings({ before_message_send_hook_url: `${service.url}/webhooks/before-message-send` } as never);
});
afterAll(async () => {
  await Promise.all(sessions.map((session) => session.disconnectUser()));
  await providerClient(fake)?.updateAppSettings({ before_message_send_hook_url: '' } as never);
  await service?.close();
  await outgoing?.close();
  await fake?.close();
  removeTemporaryFolders();
});

async function session(user: TestUser): Promise<StreamChat> {
  const client = await providerSession(service, user);
  sessions.push(client);
  return client;
}

/** A fresh bounty of the poster's under `contactPolicy`, and the DM `opener` opens about it with `with` (as the widget does). */
async function bountyDm(contactPolicy: string, opener = candidate, withUser = poster): Promise<{ bountyId: string; dm: string }> {
  const bountyId = uniqueId('bounty');
  expect((await putBounty(service, HOST_KEY, bountyId, { title: 'Paint the fence', ownerId: poster.sub, status: 'open', contactPolicy })).status).toBe(200);
  return { bountyId, dm: await openDm(bountyId, opener, withUser) };
}

async function openDm(bountyId: string, opener: TestUser, withUser: TestUser): Promise<string> {
  await call(service, 'get-or-create-user', opener);
  await call(service, 'get-or-create-user', withUser);
  const answer = await call(service, 'create-dm-channel', opener, { userId: withUser.sub, bountyId, candidateId: opener.sub });
  expect(answer.status).toBe(200);
  return answer.body['channelId'] as string;
}

/** Sends as `user` with her own provider token, as a hostile client would; answers what the provider answered. */
async function send(user: TestUser, dm: string, message: Record<string, unknown>) {
  const client = await session(user);
  const channel = client.channel(CHANNEL_TYPE, dm);
  await channel.watch();
  return (await channel.sendMessage(message as never)).message;
}

/** The message as the provider stored it (what every reader gets), or null when nothing was stored. */
async function stored(id: string): Promise<Record<string, unknown> | null> {
  try {
    return (await providerClient(fake).getMessage(id)).message as unknown as Record<string, unknown>;
  } catch {
    return null;
  }
}

describe('evasions the widget would render as contact details are masked by the hook', () => {
  let dm: string;
  beforeAll(async () => {
    dm = (await bountyDm('mask')).dm;
  });

  it.each<[string, string, string]>([
    ['an escaped at sign', 'mail bob\\@gmail.com', `mail ${HIDDEN}`],
    ['a referenced at sign', 'mail bob&#64;gmail.com', `mail ${HIDDEN}`],
    ['a zero-width space before the at sign', 'mail bob\u200B@gmail.com', `mail ${HIDDEN}`],
    ['a full-width at sign', 'mail bob＠gmail.com', `mail ${HIDDEN}`],
    ['an address spelled out', 'mail bob at gmail dot com', `mail ${HIDDEN}`],
    ['a bare domain', 'see alice.dev', `see ${LINK_HIDDEN}`],
    ['a messenger link without a scheme', 'ping t.me/alice_dev', `ping ${LINK_HIDDEN}`],
    ['a look-alike of an allowed domain', 'see github.com.alice.dev/x', `see ${LINK_HIDDEN}`],
    ['an address inside an allowed link', 'see https://github.com/x?to=bob@gmail.com', `see https://github.com/x?to=${HIDDEN}`],
    ['a number split by Markdown', 'call 415**555**2671', `call ${HIDDEN}`],
    ['a number over three lines', 'call\n415\n555\n2671', `call\n${HIDDEN}`],
    ['mathematical digits', 'call 𝟒𝟏𝟓 𝟓𝟓𝟓 𝟐𝟔𝟕𝟏', `call ${HIDDEN}`],
    ['thin spaces', 'call 415\u2009555\u20092671', `call ${HIDDEN}`],
    ['underscores', 'call 415_555_2671', `call ${HIDDEN}`],
    ['spaces around the dot', 'mail bob@gmail . com', `mail ${HIDDEN}`],
    ['a price, a date and an order number stay', 'the reward is $400, due 2026-11-25, order #123456', 'the reward is $400, due 2026-11-25, order #123456'],
    ['an allowed work link and the host\'s own stay', 'https://github.com/acme/shop/issues/42 and jobs.example.com/b/7', 'https://github.com/acme/shop/issues/42 and jobs.example.com/b/7'],
  ])('%s', async (_name, text, expected) => {
    const sent = await send(candidate, dm, { text });
    const message = await stored(sent.id);
    expect(message?.['text']).toBe(expected);
    // The sender's widget is told that the other side sees less, only when it does.
    expect(message?.['contact_hidden']).toBe(expected === text ? undefined : 'mask');
  });

  it('the edit route masks the same evasions', async () => {
    const sent = await send(candidate, dm, { text: 'hello' });
    const answer = await call(service, 'edit-message', candidate, { messageId: sent.id, text: 'mail bob&#64;gmail.com or ping t.me/alice_dev' });
    expect(answer.status).toBe(200);
    expect((await stored(sent.id))?.['text']).toBe(`mail ${HIDDEN} or ping ${LINK_HIDDEN}`);
    expect((await stored(sent.id))?.['contact_hidden']).toBe('mask');
    // Edited back to words alone, the message no longer says the other side sees less.
    expect((await call(service, 'edit-message', candidate, { messageId: sent.id, text: 'hello again' })).status).toBe(200);
    expect((await stored(sent.id))?.['contact_hidden']).toBeUndefined();
  });
});

describe('every text a member can put in a message is masked, and links outside the provider are stripped', () => {
  let dm: string;
  beforeAll(async () => {
    dm = (await bountyDm('mask')).dm;
  });

  /** Uploads `name` as `user` through the provider (as the widget does); answers its address. */
  async function upload(user: TestUser, name: string): Promise<string> {
    const client = await session(user);
    return (await client.channel(CHANNEL_TYPE, dm).sendFile(Buffer.from('notes'), name, 'application/pdf')).file;
  }

  it("an upload's title is masked; the upload itself stays", async () => {
    const url = await upload(candidate, 'notes.pdf');
    const sent = await send(candidate, dm, { text: 'my notes', attachments: [{ type: 'file', asset_url: url, title: FILE_NAME, mime_type: 'application/pdf' }] });
    const attachments = (await stored(sent.id))?.['attachments'] as Attachment[];
    expect(attachments).toEqual([expect.objectContaining({ type: 'file', asset_url: url, title: `Call ${HIDDEN} or ${HIDDEN}` })]);
  });

  it('a file whose name (in its address) holds contact details is refused, and the sender is told why', async () => {
    const url = await upload(candidate, FILE_NAME);
    const sent = await send(candidate, dm, { text: 'my notes', attachments: [{ type: 'file', asset_url: url, title: 'notes.pdf' }] });
    expect(sent.type).toBe('error');
    expect(JSON.stringify(sent)).toContain(FILE_NAME_REFUSED);
    expect(await stored(sent.id)).toBeNull();
  });

  it('a client-made link card and an outside image are stripped; the text stays, masked', async () => {
    const sent = await send(candidate, dm, {
      text: 'find me https://wa.me/14155552671',
      attachments: [
        { type: 'link', title: 'Chat on WhatsApp', title_link: 'https://wa.me/14155552671', og_scrape_url: 'https://wa.me/14155552671' },
        { type: 'image', image_url: 'https://evil.example/call-me.png', fallback: 'me.png' },
      ],
    });
    const message = await stored(sent.id);
    expect(message?.['text']).toBe(`find me ${HIDDEN}`);
    expect(message?.['attachments'] ?? []).toEqual([]);
    expect(JSON.stringify(message)).not.toMatch(/wa\.me|evil\.example/);
  });

  it('custom message fields are masked', async () => {
    const sent = await send(candidate, dm, { text: 'hi', contact: 'bob@gmail.com', card: { phone: '+1 415 555 2671', note: 'evenings' } });
    const message = await stored(sent.id);
    expect(message?.['contact']).toBe(HIDDEN);
    expect(message?.['card']).toEqual({ phone: HIDDEN, note: 'evenings' });
  });

  it('a poll whose texts hold contact details, or which takes voters\' own texts, is refused; a clean poll goes through', async () => {
    const client = await session(candidate);
    const dirty = (await client.createPoll({ name: 'Best way to reach me?', options: [{ text: 'call +1 415 555 2671' }, { text: 'bob@gmail.com' }] })).poll;
    const refused = await send(candidate, dm, { text: '', poll_id: dirty.id });
    expect(refused.type).toBe('error');
    expect(JSON.stringify(refused)).toContain(POLL_REFUSED);
    expect(await stored(refused.id)).toBeNull();

    const open = (await client.createPoll({ name: 'Start date?', options: [{ text: 'Monday' }], allow_answers: true })).poll;
    expect((await send(candidate, dm, { text: '', poll_id: open.id })).type).toBe('error');

    const clean = (await client.createPoll({ name: 'Start date?', options: [{ text: 'Monday' }, { text: 'Tuesday' }] })).poll;
    const sent = await send(candidate, dm, { text: '', poll_id: clean.id });
    expect(sent.type).not.toBe('error');
    expect(await stored(sent.id)).not.toBeNull();
  });
});

describe('mask-until-awarded unmasks only the DM between the bounty owner and the awardee', () => {
  it("another member's DM with the awardee stays masked; the owner's DM with her goes through", async () => {
    const { bountyId, dm: pairDm } = await bountyDm('mask-until-awarded');
    // Dana opens a DM with the future awardee about the same bounty, as the widget does: she is the opener, and
    // the channel names Casey's id wherever Dana chooses.
    await call(service, 'get-or-create-user', other);
    const answer = await call(service, 'create-dm-channel', other, { userId: other.sub, bountyId, candidateId: candidate.sub });
    expect(answer.status).toBe(200);
    const otherDm = answer.body['channelId'] as string;
    expect((await putBounty(service, HOST_KEY, bountyId, { status: 'awarded', awardedTo: candidate.sub })).status).toBe(200);

    const leaked = await send(candidate, otherDm, { text: 'call me on +1 415 555 2671' });
    expect((await stored(leaked.id))?.['text']).toBe(`call me on ${HIDDEN}`);
    const edited = await call(service, 'edit-message', candidate, { messageId: leaked.id, text: 'or on +44 20 7946 0958' });
    expect(edited.status).toBe(200);
    expect((await stored(leaked.id))?.['text']).toBe(`or on ${HIDDEN}`);

    const shared = await send(candidate, pairDm, { text: 'call me on +1 415 555 2671' });
    expect((await stored(shared.id))?.['text']).toBe('call me on +1 415 555 2671');
  });
});

describe('a reply by e-mail', () => {
  it("masks an attachment's file name before the upload (its address carries the name)", async () => {
    const { dm } = await bountyDm('mask');
    await call(service, 'send-message-email', candidate, await emailAbout(fake, candidate, poster, dm, 'Can you start on Monday?'));
    clock.advance(WINDOW);
    await service.emails.runDue();
    const mail = outgoing.received.findLast((each) => (each.to as AddressObject).value[0]?.address === poster.email)!;
    const replyTo = (mail.replyTo as AddressObject).value[0]!.address!;
    const client = nodemailer.createTransport({ host: '127.0.0.1', port: service.inboundSmtpPort!, secure: false, ignoreTLS: true });
    try {
      await client.sendMail({ from: poster.email, to: replyTo, subject: `Re: ${mail.subject}`, text: 'Here is my card.', attachments: [{ filename: FILE_NAME, content: 'card', contentType: 'application/pdf' }] });
    } finally {
      client.close();
    }
    const state = await providerClient(fake).channel(CHANNEL_TYPE, dm).query({ messages: { limit: 20 } });
    const last = state.messages.at(-1)!;
    expect(last.text).toBe('Here is my card.');
    expect(last.attachments?.map((attachment) => attachment.title)).toEqual([`Call ${HIDDEN} or ${HIDDEN}.pdf`]);
    // The number and the address nowhere in the stored attachment, its address included (a bare "415" could be part
    // of a random upload id or a timestamp, so the number is matched with what follows it).
    expect(JSON.stringify(last.attachments)).not.toMatch(/415(?:[\s%+_-]|%20)*555|gmail/);
  });
});
