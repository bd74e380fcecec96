// Attacks on e-mail, scripted as Eve with her own tokens against fake-stream, the service and a real SMTP
// server: what reaches the victim's inbox is only what was really sent in the chat, once.
import type { StreamChat } from 'stream-chat';
import { CHANNEL_TYPE } from '../../../../src/contract/ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../src/server/startServer';
import { call, makeUser, openBountyWithTicket, postBounty, providerClient, removeTemporaryFolders, sendAs, startFakeStream, startService, startSmtp, testConfig, uniqueId } from '../harness';
import type { FakeStream, TestSmtp, TestUser } from '../harness';
import { providerSession } from './hostile';

let fake: FakeStream;
let smtp: TestSmtp;
let service: RunningServer;
const ada = makeUser('Ada');
const eve = makeUser('Eve');
const cy = makeUser('Cy');
const LURE = 'Your account is locked, log in at http://evil.test/reset';

beforeAll(async () => {
  fake = await startFakeStream();
  smtp = await startSmtp();
  const config = testConfig(fake, { smtpUrl: smtp.url, emailWindowMs: 100 });
  // Eve opens more DMs with Ada than the default per-pair limit (dmFlood.test.ts tests that limit).
  service = await startService({ ...config, security: { ...config.security, dmsPerPair: 20 } });
  for (const user of [ada, eve, cy]) await call(service, 'get-or-create-user', user);
});

afterAll(async () => {
  await service?.close();
  await smtp?.close();
  await fake?.close();
  removeTemporaryFolders();
});

async function dmWith(a: TestUser, b: TestUser): Promise<string> {
  const answer = await call(service, 'create-dm-channel', a, { userId: a.sub, bountyId: await postBounty(service, a), candidateId: b.sub });
  return String(answer.body['channelId']);
}

const mailTo = (user: TestUser) => smtp.received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(user.email));

describe('forged e-mail', () => {
  it('five DMs and five forged texts never reach the inbox; a message really sent is e-mailed once, with the provider\'s text', async () => {
    const dms: string[] = [];
    for (let i = 0; i < 5; i++) dms.push(await dmWith(eve, ada));
    for (const channelId of dms) {
      const forged = await call(service, 'send-message-email', eve, { senderUserId: eve.sub, recipientUserId: ada.sub, messageContent: LURE, isDM: true, channelName: 'Support', channelId });
      expect(forged.status).toBe(404);
      expect(forged.body.error?.detail).toMatch(/no e-mail: no message of yours/);
    }
    // A real message of Eve's, but the e-mail request claims other text: the provider's text is what is quoted.
    const realId = await sendAs(fake, dms[0]!, eve, 'Hi Ada, is the bounty still open?');
    const swapped = await call(service, 'send-message-email', eve, { senderUserId: eve.sub, recipientUserId: ada.sub, messageId: realId, messageContent: LURE, isDM: true, channelName: 'Support' });
    expect(swapped).toMatchObject({ status: 200, body: { queued: true } });
    // Ada's own message cannot be e-mailed as Eve's.
    const adasId = await sendAs(fake, dms[1]!, ada, LURE);
    expect((await call(service, 'send-message-email', eve, { senderUserId: eve.sub, recipientUserId: ada.sub, messageId: adasId, isDM: true, channelName: '' })).status).toBe(404);

    await smtp.waitFor(1);
    // A later e-mail to someone else proves the queue has moved on: nothing more for Ada arrived before it.
    const withCy = await dmWith(eve, cy);
    await sendAs(fake, withCy, eve, 'sentinel');
    await call(service, 'send-message-email', eve, { senderUserId: eve.sub, recipientUserId: cy.sub, messageContent: 'sentinel', isDM: true, channelName: '' });
    await expect.poll(() => mailTo(cy).length, { timeout: 10_000 }).toBe(1);
    const toAda = mailTo(ada);
    expect(toAda).toHaveLength(1);
    expect(toAda[0]!.text).toContain('Hi Ada, is the bounty still open?');
    expect(JSON.stringify(smtp.received.map((mail) => [mail.subject, mail.text, mail.html]))).not.toContain('evil.test');
  });

  it('the product\'s payload without a message id finds the sender\'s recent message by its text', async () => {
    const channelId = await dmWith(eve, ada);
    await sendAs(fake, channelId, eve, 'found by its text');
    const answer = await call(service, 'send-message-email', eve, { senderUserId: eve.sub, recipientUserId: ada.sub, messageContent: 'found by its text', isDM: true, channelName: 'Eve' });
    expect(answer).toMatchObject({ status: 200, body: { queued: true } });
    await expect.poll(() => mailTo(ada).some((mail) => mail.text?.includes('found by its text')), { timeout: 10_000 }).toBe(true);
  });

  it('no e-mail to a recipient who is online at the provider', async () => {
    const online = makeUser('Online');
    const client: StreamChat = await providerSession(service, online);
    try {
      const channelId = await dmWith(eve, online);
      const messageId = await sendAs(fake, channelId, eve, 'you are here anyway');
      const answer = await call(service, 'send-message-email', eve, { senderUserId: eve.sub, recipientUserId: online.sub, messageId, isDM: true, channelName: '' });
      expect(answer).toMatchObject({ status: 200, body: { queued: false, reason: 'recipient_online' } });
    } finally {
      await client.disconnectUser();
    }
  });
});

describe('e-mail to people the message is not for', () => {
  it('a joiner cannot e-mail a bounty member about a message that does not mention them; a mention can', async () => {
    const [poster, joiner, member] = [makeUser('Poster'), makeUser('Joiner'), makeUser('Member')];
    const bountyId = uniqueId('bounty');
    for (const user of [poster, joiner, member]) await call(service, 'get-or-create-user', user);
    await openBountyWithTicket(service, poster, bountyId, poster, 'Fix the login bug');
    for (const user of [joiner, member]) await call(service, 'get-or-create-channel', user, { channelId: bountyId });
    const plain = await sendAs(fake, bountyId, joiner, 'Check my profile at http://evil.test');
    for (const recipient of [poster, member]) {
      const refused = await call(service, 'send-message-email', joiner, { senderUserId: joiner.sub, recipientUserId: recipient.sub, messageId: plain, isDM: false, channelName: '' });
      expect(refused).toMatchObject({ status: 403, body: { error: { code: 'forbidden', detail: 'no e-mail: the recipient is neither your direct-message partner nor mentioned in this message' } } });
    }
    const { message } = await providerClient(fake).channel(CHANNEL_TYPE, bountyId).sendMessage({ text: `@${member.name} a question`, user_id: joiner.sub, mentioned_users: [member.sub] });
    const allowed = await call(service, 'send-message-email', joiner, { senderUserId: joiner.sub, recipientUserId: member.sub, messageId: message.id, isDM: false, channelName: '' });
    expect(allowed).toMatchObject({ status: 200, body: { queued: true } });
    // Mentioning one member does not open the others' inboxes.
    expect((await call(service, 'send-message-email', joiner, { senderUserId: joiner.sub, recipientUserId: poster.sub, messageId: message.id, isDM: false, channelName: '' })).status).toBe(403);
    await expect.poll(() => mailTo(member).length, { timeout: 10_000 }).toBe(1);
    expect(mailTo(member)[0]!.text).toContain('a question');
    expect(mailTo(poster)).toHaveLength(0);
  });

  it('one sender may ask at most 20 e-mails an hour about one recipient; the 21st is refused with 429', async () => {
    const [mallory, victim, other] = [makeUser('Mallory'), makeUser('Victim'), makeUser('Other')];
    for (const user of [mallory, victim, other]) await call(service, 'get-or-create-user', user);
    const channelId = await dmWith(mallory, victim);
    const messageId = await sendAs(fake, channelId, mallory, 'ping');
    const ask = () => call(service, 'send-message-email', mallory, { senderUserId: mallory.sub, recipientUserId: victim.sub, messageId, isDM: true, channelName: '' });
    for (let i = 0; i < 20; i++) expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused).toMatchObject({ status: 429, body: { error: { code: 'rate_limited', detail: 'no e-mail: you reached the limit of 20 e-mail requests an hour to this recipient' } } });
    // The quota is per recipient: another one is still reachable.
    const withOther = await dmWith(mallory, other);
    const otherId = await sendAs(fake, withOther, mallory, 'hello other');
    expect((await call(service, 'send-message-email', mallory, { senderUserId: mallory.sub, recipientUserId: other.sub, messageId: otherId, isDM: true, channelName: '' })).status).toBe(200);
  });
});
