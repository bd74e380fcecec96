// The service catches up on what it missed: messages sent while it was down reach their offline recipients by
// e-mail once it is up again, each once, whether a webhook brought them or the catch-up did. Real fake-stream
// (its webhooks to the service fail while it is down, then give up), real SMTP, the service restarted on its store.
import type { AddressObject, ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeStream } from '../../../fake-stream/app';
import type { RunningFakeStream } from '../../../fake-stream/app';
import type { ServiceConfig } from '../../../src/server/config/serviceConfig';
import type { RunningServer } from '../../../src/server/startServer';
import { API_KEY, API_SECRET, freePort, makeUser, removeTemporaryFolders, sendAs, sharedDm, sleep, startService, startSmtp, testConfig } from './harness';
import type { TestSmtp, TestUser } from './harness';

let fake: RunningFakeStream;
let smtp: TestSmtp;
let config: ServiceConfig;
let port: number;
const running: RunningServer[] = [];
const logLines: Array<{ line: string; fields: Record<string, unknown> | undefined }> = [];

beforeAll(async () => {
  // The provider's own retries end within a second: what the service misses while down is missed for good.
  fake = await createFakeStream({ key: API_KEY, secret: API_SECRET, webhooks: { timeoutMs: 1_000, retryDelaysMs: [100, 200] } });
  smtp = await startSmtp();
  port = await freePort();
  const base = testConfig(fake, { smtpUrl: smtp.url });
  config = { ...base, notify: { ...base.notify, publicUrl: `http://127.0.0.1:${port}` } };
});

afterAll(async () => {
  for (const service of running) await service.close();
  await smtp?.close();
  await fake?.close();
  removeTemporaryFolders();
});

async function start(): Promise<RunningServer> {
  const service = await startService(config, { port, log: (line, fields) => logLines.push({ line, fields }) });
  running.push(service);
  return service;
}

const mailTo = (user: TestUser): ParsedMail[] => smtp.received.filter((mail) => (mail.to as AddressObject | undefined)?.value.some((to) => to.address === user.email));

describe('catch-up after the service was down', () => {
  it('every offline recipient of a message sent while it was down is e-mailed once after it starts; one a webhook brought, once', async () => {
    let service = await start();
    const sender = makeUser('Sender');
    const [early, ...late] = [makeUser('Early'), makeUser('LateA'), makeUser('LateB'), makeUser('LateC')];
    const dms = new Map<TestUser, string>();
    for (const recipient of [early!, ...late]) dms.set(recipient, await sharedDm(service, sender, recipient));
    // While up: the webhook brings it.
    await sendAs(fake, dms.get(early!)!, sender, 'sent while the service was up');
    await expect.poll(() => mailTo(early!).length, { timeout: 10_000 }).toBe(1);

    await service.close();
    running.splice(running.indexOf(service), 1);
    for (const recipient of late) await sendAs(fake, dms.get(recipient)!, sender, `sent while the service was down, to ${recipient.name}`);
    // Down for a while: the provider's webhook calls for these fail and it gives up on them.
    await sleep(3_000);
    expect(late.flatMap(mailTo)).toHaveLength(0);

    service = await start();
    for (const recipient of late) await expect.poll(() => mailTo(recipient).length, { timeout: 15_000 }).toBe(1);
    for (const recipient of late) expect(mailTo(recipient)[0]!.text).toContain(`sent while the service was down, to ${recipient.name}`);
    const caught = logLines.find(({ line }) => line === 'catch-up: messages no webhook brought were recorded for e-mail');
    expect(caught?.fields).toMatchObject({ caughtUp: 3 });
    expect(Number(caught?.fields?.['oldestAgeSeconds'])).toBeGreaterThanOrEqual(3);
    const metrics = await (await fetch(`${service.url}/metrics`)).text();
    expect(metrics).toMatch(/^bountychat_catch_up_messages_total 3$/m);

    // Another pass sees every one of them again (the webhook's included) and records nothing more.
    expect(await service.catchUp.run()).toMatchObject({ caughtUp: 0 });
    await service.webhooks.runDue();
    await service.emails.runDue();
    await sleep(500);
    expect(mailTo(early!)).toHaveLength(1);
    for (const recipient of late) expect(mailTo(recipient)).toHaveLength(1);
  });
});
