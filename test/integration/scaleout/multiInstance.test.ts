import type { AddressObject } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, emailAbout, sharedDm, makeUser, removeTemporaryFolders, startFakeStream, startSmtp } from '../server/harness';
import type { FakeStream, TestSmtp } from '../server/harness';
import { freshSchema, queryStore, roundRobinProxy, startInstance, stopInstance } from './instances';
import type { Instance, Proxy } from './instances';

let fake: FakeStream;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  fake = await startFakeStream();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => {
  await fake?.close();
  removeTemporaryFolders();
});

async function smtp(hold?: () => Promise<void>): Promise<TestSmtp> {
  const server = await startSmtp(0, hold);
  cleanups.push(() => server.close());
  return server;
}

async function instances(names: string[], env: Record<string, string>): Promise<Instance[]> {
  const started = await Promise.all(names.map((name) => startInstance(name, fake, env)));
  for (const instance of started) cleanups.push(() => stopInstance(instance));
  return started;
}

async function proxy(behind: Instance[]): Promise<Proxy> {
  const running = await roundRobinProxy(behind);
  cleanups.push(() => running.close());
  return running;
}

function recipientOf(mail: { to?: AddressObject | AddressObject[] }): string | undefined {
  return (mail.to as AddressObject | undefined)?.value[0]?.address;
}

/** A gate the SMTP server waits on for the first message only: that delivery stays in flight until opened. */
function firstDeliveryGate() {
  let open!: () => void;
  let reached!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const inFlight = new Promise<void>((resolve) => (reached = resolve));
  let calls = 0;
  const hold = async () => {
    if (calls++ > 0) return;
    reached();
    await opened;
  };
  cleanups.push(async () => open());
  return { hold, inFlight, open };
}



describe('two instances on one PostgreSQL database behind a round-robin proxy', () => {
  it('a user signed in on A is e-mailed through B, and a burst split across A and B becomes one e-mail', async () => {
    const mail = await smtp();
    const schema = freshSchema();
    const [a, b] = await instances(['A', 'B'], { SMTP_URL: mail.url, BOUNTY_CHAT_DATABASE_SCHEMA: schema, BOUNTY_CHAT_EMAIL_WINDOW_MS: '2000' });
    const lb = await proxy([a!, b!]);
    const [bob, ada] = [makeUser('Bob'), makeUser('Ada')];
    const channelId = await sharedDm(lb, ada, bob);
    for (const text of ['one', 'two', 'three', 'four']) {
      expect((await call(lb, 'send-message-email', ada, await emailAbout(fake, ada, bob, channelId, text))).status).toBe(200);
    }
    // Bob signed in on B only (after Ada on A, then her bounty on A and the DM on B); the burst alternated.
    expect(lb.served).toEqual(['A', 'B', 'A', 'B', 'A', 'B', 'A', 'B']);
    const [only] = await mail.waitFor(1);
    expect(recipientOf(only!)).toBe(bob.email);
    for (const text of ['one', 'two', 'three', 'four']) expect(only!.text).toContain(`Ada: ${text}`);
    // A later message makes a second e-mail: had the burst split in two, this would be the third.
    await call(lb, 'send-message-email', ada, await emailAbout(fake, ada, bob, channelId, 'later'));
    const [, second] = await mail.waitFor(2);
    expect(second!.text).toContain('Ada: later');
    expect(second!.text).not.toContain('Ada: one');
    expect(mail.received).toHaveLength(2);
  });

  it('counts one budget across both: of 120 requests at once, exactly 60 pass and the rest get 429 with Retry-After', async () => {
    const schema = freshSchema();
    const [a, b] = await instances(['A', 'B'], { BOUNTY_CHAT_DATABASE_SCHEMA: schema });
    const lb = await proxy([a!, b!]);
    const ada = makeUser('Ada');
    const answers = await Promise.all(Array.from({ length: 120 }, () => call(lb, 'get-unread-messages', ada, {})));
    expect(lb.served.filter((name) => name === 'A')).toHaveLength(60);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(60);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(60);
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('kill -9 of the instance delivering an e-mail: the other delivers it once the lease runs out, nothing lost', async () => {
    const gate = firstDeliveryGate();
    const mail = await smtp(gate.hold);
    const schema = freshSchema();
    const env = { SMTP_URL: mail.url, BOUNTY_CHAT_DATABASE_SCHEMA: schema, BOUNTY_CHAT_EMAIL_WINDOW_MS: '200', BOUNTY_CHAT_EMAIL_LEASE_MS: '3000' };
    const [a] = await instances(['A'], env);
    const [bob, ada] = [makeUser('Bob'), makeUser('Ada')];
    const channelId = await sharedDm(a!, ada, bob);
    await call(a!, 'send-message-email', ada, await emailAbout(fake, ada, bob, channelId, 'survives a crash'));
    await gate.inFlight; // A has claimed the digest and is mid-delivery
    const [b] = await instances(['B'], env);
    a!.child.kill('SIGKILL');
    await a!.exited;
    const [only] = await mail.waitFor(1, 20_000);
    expect(only!.text).toContain('Ada: survives a crash');
    expect(recipientOf(only!)).toBe(bob.email);
    const rows = await queryStore<{ waiting: number }>(schema, 'SELECT count(*)::int AS waiting FROM email_digests WHERE sent_at IS NULL');
    expect(rows).toEqual([{ waiting: 0 }]);
    void b;
  });

  it('SIGTERM mid-delivery: the delivery finishes, the instance exits 0 within 10 s', async () => {
    const gate = firstDeliveryGate();
    const mail = await smtp(gate.hold);
    const env = { SMTP_URL: mail.url, BOUNTY_CHAT_DATABASE_SCHEMA: freshSchema(), BOUNTY_CHAT_EMAIL_WINDOW_MS: '200' };
    const [a] = await instances(['A'], env);
    const [bob, ada] = [makeUser('Bob'), makeUser('Ada')];
    const channelId = await sharedDm(a!, ada, bob);
    await call(a!, 'send-message-email', ada, await emailAbout(fake, ada, bob, channelId, 'finished on the way out'));
    await gate.inFlight;
    const stopping = Date.now();
    a!.child.kill('SIGTERM');
    setTimeout(gate.open, 500); // the mail server answers while A is stopping
    expect(await a!.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - stopping).toBeLessThan(10_000);
    expect(mail.received.map((m) => m.text)).toEqual([expect.stringContaining('Ada: finished on the way out')]);
  });

  it('SIGTERM while the mail server stalls: the lease is given back, the instance exits within 10 s, the other delivers', async () => {
    const gate = firstDeliveryGate();
    const mail = await smtp(gate.hold);
    const schema = freshSchema();
    const env = {
      SMTP_URL: mail.url,
      BOUNTY_CHAT_DATABASE_SCHEMA: schema,
      BOUNTY_CHAT_EMAIL_WINDOW_MS: '200',
      BOUNTY_CHAT_EMAIL_LEASE_MS: '600000',
      BOUNTY_CHAT_SHUTDOWN_GRACE_MS: '1000',
    };
    const [a] = await instances(['A'], env);
    const [bob, ada] = [makeUser('Bob'), makeUser('Ada')];
    const channelId = await sharedDm(a!, ada, bob);
    await call(a!, 'send-message-email', ada, await emailAbout(fake, ada, bob, channelId, 'released, not lost'));
    await gate.inFlight;
    const [b] = await instances(['B'], env);
    const stopping = Date.now();
    a!.child.kill('SIGTERM');
    expect((await a!.exited).code).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(10_000);
    expect(a!.logs.some((line) => line.includes('e-mail leases released at shutdown'))).toBe(true);
    // The lease would have held for ten minutes; released, B takes the digest on its next look.
    const [only] = await mail.waitFor(1, 15_000);
    expect(only!.text).toContain('Ada: released, not lost');
    void b;
  });
});
