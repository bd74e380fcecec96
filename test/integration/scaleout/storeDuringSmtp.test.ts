// The database fails while an e-mail is handed to the mail server (issue 63 item 6), under a real instance: the
// mail server accepts the e-mail, but PostgreSQL, behind a proxy cut at that moment, cannot record it. The e-mail
// goes out once more when its lease runs out, with the same Message-ID, and never a third time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createFakeStream } from '../../../fake-stream/app';
import type { RunningFakeStream } from '../../../fake-stream/app';
import { API_KEY, API_SECRET, makeUser, removeTemporaryFolders, sendAs, sharedDm, sleep, startSmtp } from '../server/harness';
import type { TestSmtp } from '../server/harness';
import { startCutProxy } from '../server/cutProxy';
import type { CutProxy } from '../server/cutProxy';
import { freshSchema, roundRobinProxy, startInstance, stopInstance } from './instances';
import type { Instance, Proxy } from './instances';

const EMAIL_LEASE_MS = 3_000;
let fake: RunningFakeStream;
let smtp: TestSmtp;
let database: CutProxy;
let lb: Proxy;
const started: Instance[] = [];

beforeAll(async () => {
  fake = await createFakeStream({ key: API_KEY, secret: API_SECRET });
  const url = new URL(inject('postgresTestUrl'));
  database = await startCutProxy(url.hostname, Number(url.port || 5432));
  let handedOver = 0;
  // The first e-mail's data has arrived: the database goes away before the mail server says it took it.
  smtp = await startSmtp(0, async () => {
    if (++handedOver === 1) database.cut();
  });
});

afterAll(async () => {
  for (const instance of started) await stopInstance(instance);
  await lb?.close();
  await smtp?.close();
  await database?.close();
  await fake?.close();
  removeTemporaryFolders();
});

describe('the database fails during the SMTP hand-off', () => {
  it('resends the e-mail once, with the same Message-ID, after its lease', async () => {
    const behind: Instance[] = [];
    lb = await roundRobinProxy(behind);
    const throughProxy = new URL(inject('postgresTestUrl'));
    throughProxy.hostname = '127.0.0.1';
    throughProxy.port = String(database.port);
    const instance = await startInstance('A', fake, {
      DATABASE_URL: throughProxy.toString(),
      BOUNTY_CHAT_DATABASE_SCHEMA: freshSchema(),
      SMTP_URL: smtp.url,
      BOUNTY_CHAT_EMAIL_WINDOW_MS: '200',
      BOUNTY_CHAT_EMAIL_LEASE_MS: String(EMAIL_LEASE_MS),
      BOUNTY_CHAT_PUBLIC_URL: lb.url,
    });
    started.push(instance);
    behind.push(instance);

    const sender = makeUser('Handoff');
    const recipient = makeUser('Offline');
    const dm = await sharedDm(lb, sender, recipient);
    await sendAs(fake, dm, sender, 'sent while the database goes away');
    const [first] = await smtp.waitFor(1, 20_000);
    await sleep(500);
    database.restore();

    const [, again] = await smtp.waitFor(2, EMAIL_LEASE_MS + 15_000);
    expect(again!.messageId).toBe(first!.messageId);
    expect(again!.text).toContain('sent while the database goes away');
    // Recorded as sent this time: no third copy, a lease and more later.
    await sleep(EMAIL_LEASE_MS + 3_000);
    expect(smtp.received).toHaveLength(2);
  }, 60_000);
});
