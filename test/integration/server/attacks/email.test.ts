// Attacks on e-mail, scripted as Eve with her own tokens against fake-stream, the service and a real SMTP
// server: what reaches the victim's inbox is only what was really sent in the chat, once.
import type { StreamChat } from 'stream-chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../src/server/app';
import { call, makeUser, postBounty, removeTemporaryFolders, sendAs, startFakeStream, startService, startSmtp, testConfig } from '../harness';
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
