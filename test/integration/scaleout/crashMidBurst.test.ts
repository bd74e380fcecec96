// Two instances on one PostgreSQL database behind a round-robin proxy (the provider's webhook goes to the proxy),
// one killed with SIGKILL in the middle of a burst of messages: nothing is lost, at most one e-mail goes out twice,
// and only that one waits for the e-mail lease; every other waits at most for the webhook lease.
import type { AddressObject } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeStream } from '../../../fake-stream/app';
import type { RunningFakeStream } from '../../../fake-stream/app';
import { API_KEY, API_SECRET, makeUser, removeTemporaryFolders, sendAs, sharedDm, sleep, startSmtp } from '../server/harness';
import type { TestSmtp } from '../server/harness';
import { freshSchema, roundRobinProxy, startInstance, stopInstance } from './instances';
import type { Instance, Proxy } from './instances';

let fake: RunningFakeStream;
let smtp: TestSmtp;
const arrivals: Array<{ to: string; at: number }> = [];
const started: Instance[] = [];
let lb: Proxy;

/** The e-mail lease, long, so a digest left to it shows; the webhook lease is the default (10 s). */
const EMAIL_LEASE_MS = 30_000;
const WEBHOOK_LEASE_MS = 10_000;

beforeAll(async () => {
  // The provider retries a failed call a few times over seconds: a call A was killed on reaches B.
  fake = await createFakeStream({ key: API_KEY, secret: API_SECRET, webhooks: { timeoutMs: 2_000, retryDelaysMs: [200, 500, 1_000, 2_000] } });
  // The mail server takes a while to answer each message: a kill finds deliveries the server already holds.
  smtp = await startSmtp(0, async () => {
    await sleep(300);
  });
});

afterAll(async () => {
  for (const instance of started) await stopInstance(instance);
  await lb?.close();
  await smtp?.close();
  await fake?.close();
  removeTemporaryFolders();
});

describe('one of two instances killed mid-burst', () => {
  it('every recipient is e-mailed, at most one twice, and all but one within the webhook lease of the kill', async () => {
    const behind: Instance[] = [];
    lb = await roundRobinProxy(behind);
    const env = {
      SMTP_URL: smtp.url,
      BOUNTY_CHAT_DATABASE_SCHEMA: freshSchema(),
      BOUNTY_CHAT_EMAIL_WINDOW_MS: '200',
      BOUNTY_CHAT_EMAIL_LEASE_MS: String(EMAIL_LEASE_MS),
      BOUNTY_CHAT_PUBLIC_URL: lb.url,
    };
    // One after the other: each registers the webhook at the proxy's address.
    for (const name of ['A', 'B']) {
      const instance = await startInstance(name, fake, env);
      started.push(instance);
      behind.push(instance);
    }
    const [a] = behind;
    const sender = makeUser('Burst');
    const recipients = Array.from({ length: 16 }, (_, index) => makeUser(`R${index}`));
    const dms: string[] = [];
    for (const recipient of recipients) dms.push(await sharedDm(lb, sender, recipient));
    const seen = smtp.received.length;
    const watch = setInterval(() => {
      for (const mail of smtp.received.slice(arrivals.length + seen)) arrivals.push({ to: (mail.to as AddressObject).value[0]!.address!, at: Date.now() });
    }, 10);
    try {
      await Promise.all(recipients.map((recipient, index) => sendAs(fake, dms[index]!, sender, `burst message to ${recipient.name}`)));
      await smtp.waitFor(seen + 3, 20_000);
      a!.child.kill('SIGKILL');
      const killedAt = Date.now();
      await a!.exited;
      // The load balancer's health check takes A out.
      behind.splice(behind.indexOf(a!), 1);
      const deadline = killedAt + EMAIL_LEASE_MS + 15_000;
      while (new Set(arrivals.map((arrival) => arrival.to)).size < recipients.length && Date.now() < deadline) await sleep(100);
      const firsts = recipients.map((recipient) => arrivals.find((arrival) => arrival.to === recipient.email)?.at ?? Number.POSITIVE_INFINITY);
      expect(firsts.filter((at) => at === Number.POSITIVE_INFINITY)).toHaveLength(0);
      const twice = recipients.filter((recipient) => arrivals.filter((arrival) => arrival.to === recipient.email).length > 1);
      expect(twice.length).toBeLessThanOrEqual(1);
      // The digest A was sending when it died waits for its e-mail lease; the rest for the webhook lease at most
      // (a call A had claimed), plus the worker's poll and the digest window.
      const late = firsts.filter((at) => at > killedAt + WEBHOOK_LEASE_MS + 8_000);
      expect(late.length).toBeLessThanOrEqual(1);
    } finally {
      clearInterval(watch);
    }
  }, 120_000);
});
