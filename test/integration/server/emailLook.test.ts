// The chat e-mail as its recipient reads it, over real SMTP: a subject that names the person and the bounty, a
// button back to the conversation (the host's template with the channel and bounty ids), times in her own zone
// and language (the host's word, else her browser's), the board's name and colour, and a footer with why it came,
// the e-mail settings and an unsubscribe link.
import type { AddressObject, ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src/server/startServer';
import { manualClock } from '../../helpers/serverEngine';
import { call, emailAbout, freePort, makeUser, openBountyWithTicket, removeTemporaryFolders, startFakeStream, startService, startSmtp, testConfig, uniqueId } from './harness';
import type { FakeStream, TestSmtp, TestUser } from './harness';

const WINDOW = 60_000;
const HOST_KEY = 'host-key-for-tests-0123456789abcdefghij';
const clock = manualClock(Date.now());
let fake: FakeStream;
let mail: TestSmtp;
let service: RunningServer;
let publicUrl: string;

beforeAll(async () => {
  fake = await startFakeStream();
  mail = await startSmtp();
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  const base = testConfig(fake, { smtpUrl: mail.url, emailWindowMs: WINDOW, publicUrl });
  service = await startService({
    ...base,
    host: { ...base.host, hostApiKey: HOST_KEY },
    notify: { ...base.notify, productName: 'Gigboard', conversationUrl: 'https://jobs.example.com/bounties/{bountyId}/messages/{channelId}' },
    emailLook: { brandColor: '#0a7d43', settingsUrl: 'https://jobs.example.com/settings/email', locale: 'en-GB' },
  }, { clock, backgroundDelivery: false, port });
});
afterAll(async () => {
  await service?.close();
  await mail?.close();
  await fake?.close();
  removeTemporaryFolders();
});

/** Puts `user` through the host API with `extra` (timeZone, locale). */
async function putUser(user: TestUser, extra: Record<string, string>): Promise<number> {
  const response = await fetch(`${service.url}/api/host/v1/users/${user.sub}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${HOST_KEY}` },
    body: JSON.stringify({ name: user.name, email: user.email, role: 'poster', ...extra }),
  });
  const text = await response.text();
  if (response.status !== 200) console.log('host answered', response.status, text);
  return response.status;
}

/** A DM between `poster` and `candidate` about a fresh bounty of the poster's titled `title`; answers its ids. */
async function dmAbout(poster: TestUser, candidate: TestUser, title: string): Promise<{ dm: string; bountyId: string }> {
  const bountyId = uniqueId('bounty');
  for (const user of [poster, candidate]) await call(service, 'get-or-create-user', user);
  expect((await openBountyWithTicket(service, poster, bountyId, poster, title)).status).toBe(200);
  const answer = await call(service, 'create-dm-channel', poster, { userId: poster.sub, bountyId, candidateId: candidate.sub });
  return { dm: answer.body['channelId'] as string, bountyId };
}

/** `sender` writes `text` to `recipient`, the window passes; answers the one e-mail that arrived. */
async function writeAndDeliver(sender: TestUser, recipient: TestUser, dm: string, text: string): Promise<ParsedMail> {
  const before = mail.received.length;
  expect((await call(service, 'send-message-email', sender, await emailAbout(fake, sender, recipient, dm, text))).body).toEqual({ queued: true });
  clock.advance(WINDOW);
  await service.emails.runDue();
  const arrived = mail.received.slice(before);
  expect(arrived).toHaveLength(1);
  return arrived[0]!;
}

/** The href of the HTML link whose text is `label`. */
function hrefOf(html: string, label: string): string | undefined {
  return new RegExp(`<a (?:class="[^"]*" )?href="([^"]+)"[^>]*>${label}</a>`).exec(html)?.[1]?.replaceAll('&amp;', '&');
}

describe('the chat e-mail', () => {
  it('names the person and the bounty, opens the conversation, states times as the host says she reads them, and says why it came', async () => {
    const [bob, alice] = [{ ...makeUser('Bob'), name: 'Bob Poster' }, makeUser('Alice')];
    expect(await putUser(bob, { timeZone: 'America/New_York', locale: 'en-US' })).toBe(200);
    const { dm, bountyId } = await dmAbout(bob, alice, 'Fix the flaky checkout test');
    const sent = await writeAndDeliver(alice, bob, dm, 'I pushed a fix, can you look?');

    expect(sent.subject).toBe('Alice about Fix the flaky checkout test');
    expect((sent.from as AddressObject).value[0]?.name).toBe('Alice via Gigboard');
    const conversation = `https://jobs.example.com/bounties/${bountyId}/messages/${dm}`;
    expect(hrefOf(sent.html as string, 'Open the conversation')).toBe(conversation);
    expect(sent.html).toContain('<td class="bc-button-cell" bgcolor="#0a7d43"');
    expect(sent.html).toContain('>Gigboard</td>');
    expect(sent.html).not.toContain('BountyChat');
    // The time in New York, written the American way ("9:05 AM EST").
    expect(sent.text).toMatch(/\[\d{1,2}:\d\d [AP]M EST\] Alice: I pushed a fix, can you look\?/);
    expect(sent.html).toMatch(/\d{1,2}:\d\d [AP]M EST/);
    // The footer: why, the settings, a working unsubscribe link of her own.
    expect(sent.text).toContain('Why you got this: Gigboard e-mails you when someone writes to you');
    expect(hrefOf(sent.html as string, 'E-mail settings')).toBe('https://jobs.example.com/settings/email');
    const unsubscribe = hrefOf(sent.html as string, 'Unsubscribe');
    expect(unsubscribe).toMatch(new RegExp(`^${publicUrl.replace(/[.]/g, '\\.')}/unsubscribe\\?token=`));
    expect(sent.text).toContain(`Unsubscribe: ${unsubscribe}`);
    expect((await fetch(unsubscribe!, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' })).status).toBe(200);
    expect((await call(service, 'send-message-email', alice, await emailAbout(fake, alice, bob, dm, 'still there?'))).body).toEqual({ queued: false, reason: 'unsubscribed' });
  });

  it("without the host's word, the browser's zone and language; the host's word wins over the browser's afterwards", async () => {
    const [carol, dan] = [makeUser('Carol'), makeUser('Dan')];
    await call(service, 'get-or-create-user', carol, { timeZone: 'Asia/Tokyo', locale: 'en-GB' });
    const { dm } = await dmAbout(dan, carol, 'Port the app to Rust');
    const tokyo = await writeAndDeliver(dan, carol, dm, 'Welcome aboard');
    expect(tokyo.text).toMatch(/\[\d\d:\d\d GMT\+9\] Dan: Welcome aboard/);

    expect(await putUser(carol, { timeZone: 'Europe/Paris', locale: 'en-GB' })).toBe(200);
    await call(service, 'get-or-create-user', carol, { timeZone: 'Asia/Tokyo', locale: 'en-GB' });
    const paris = await writeAndDeliver(dan, carol, dm, 'One more thing');
    expect(paris.text).toMatch(/\[\d\d:\d\d CET\] Dan: One more thing/);
  });

  it("refuses a host user's time zone or language it does not know, naming the field", async () => {
    const erin = makeUser('Erin');
    expect(await putUser(erin, { timeZone: 'Mars/Olympus_Mons' })).toBe(400);
    expect(await putUser(erin, { locale: 'not a language' })).toBe(400);
  });
});
