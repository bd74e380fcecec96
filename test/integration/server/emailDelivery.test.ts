// The e-mail queue, worker and SMTP transport together, on the engine under test, against a real SMTP server.
import { createServer } from 'node:net';
import type { Server, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startDeliveryWorker } from '../../../src/server/email/deliveryWorker';
import { createEmailQueue } from '../../../src/server/email/emailQueue';
import type { EmailRequest } from '../../../src/server/email/emailQueue';
import { createEmailTransport, SMTP_TIMEOUTS } from '../../../src/server/email/emailTransport';
import { HOUR_MS } from '../../../src/server/email/digestSchedule';
import { createMetrics } from '../../../src/server/ops/metrics';
import { manualClock, openTestStore } from '../../helpers/serverEngine';
import { startSmtp } from './harness';

const WINDOW = 60_000;
const REQUEST: EmailRequest = {
  recipientId: 'bob',
  recipientEmail: 'bob@example.com',
  recipientName: 'Bob',
  channelId: 'bounty-1',
  channelTitle: 'Fix the login bug',
  kind: 'message',
  isDM: false,
  senderId: 'ada',
  senderName: 'Ada',
  text: 'hello',
  messageId: null,
};

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function pipeline(smtpUrl: string, options: { greetingTimeout?: number; retentionDays?: number } = {}) {
  const clock = manualClock();
  const store = await openTestStore(clock);
  const queue = createEmailQueue(store.db, clock, { windowMs: WINDOW, hourlyCap: 6, leaseMs: 60_000, retentionMs: (options.retentionDays ?? 7) * 24 * HOUR_MS });
  const transport = createEmailTransport({ smtpUrl, outboxDir: '/nonexistent', timeouts: { greetingTimeout: options.greetingTimeout ?? SMTP_TIMEOUTS.greetingTimeout } });
  const lines: string[] = [];
  const worker = startDeliveryWorker({
    queue,
    transport,
    clock,
    owner: 'test',
    from: 'BountyChat <no-reply@bountychat.invalid>',
    messageIdSecret: Buffer.alloc(32, 7),
    retryBaseMs: 1_000,
    retryMaxMs: 4_000,
    maxAttempts: 5,
    log: (line) => lines.push(line),
    metrics: createMetrics(() => queue.depth()),
    housekeeping: async () => void (await queue.purge()),
    background: false,
  });
  cleanups.push(async () => {
    await worker.stop(0);
    transport.close();
    await store.close();
  });
  return { clock, queue, worker, store, lines };
}

async function smtp() {
  const server = await startSmtp();
  cleanups.push(() => server.close());
  return server;
}

describe('e-mail delivery', () => {
  it('a flood of long messages makes one bounded digest: 20 messages listed, the rest counted', async () => {
    const mail = await smtp();
    const { clock, queue, worker } = await pipeline(mail.url);
    for (let i = 0; i < 32; i++) await queue.enqueue({ ...REQUEST, messageId: `flood-${i}`, text: `flood ${i} ${'x'.repeat(4_000)}` });
    clock.advance(WINDOW);
    expect(await worker.runDue()).toBe(1);
    const [only] = mail.received;
    expect(only!.subject).toBe('Ada about Fix the login bug');
    expect(only!.text).toContain('You have 32 new messages in Fix the login bug');
    expect(only!.text).toContain('flood 19 ');
    expect(only!.text).not.toContain('flood 20 ');
    expect(only!.text).toContain('… and 12 more messages.');
    expect(only!.html).toContain('… and 12 more messages.');
    expect(Buffer.byteLength(only!.text ?? '')).toBeLessThan(100 * 1024);
  });

  it('e-mails one message to one recipient once, however often it is asked', async () => {
    const mail = await smtp();
    const { clock, queue, worker } = await pipeline(mail.url);
    await queue.enqueue({ ...REQUEST, messageId: 'm-1' });
    await queue.enqueue({ ...REQUEST, messageId: 'm-1' });
    clock.advance(WINDOW);
    expect(await worker.runDue()).toBe(1);
    await queue.enqueue({ ...REQUEST, messageId: 'm-1' });
    await queue.enqueue({ ...REQUEST, messageId: 'm-2', text: 'next' });
    clock.advance(WINDOW);
    expect(await worker.runDue()).toBe(1);
    expect(mail.received.map((m) => m.text?.match(/Ada: \w+/g))).toEqual([['Ada: hello'], ['Ada: next']]);
  });

  it('sends at most 6 e-mails an hour to a recipient; what comes after waits for the next allowed digest, none dropped', async () => {
    const mail = await smtp();
    const { clock, queue, worker } = await pipeline(mail.url);
    const start = clock.now();
    const results = [];
    for (let i = 1; i <= 9; i++) {
      results.push(await queue.enqueue({ ...REQUEST, text: `m${i}` }));
      clock.advance(WINDOW);
      await worker.runDue();
    }
    expect(mail.received).toHaveLength(6);
    expect(results.slice(0, 6)).toEqual(Array(6).fill({ queued: true }));
    expect(results.slice(6)).toEqual(Array(3).fill({ queued: false, reason: 'hourly_cap' }));
    // The first went out at start + WINDOW; the seventh may go an hour after it, not a moment before.
    clock.set(start + WINDOW + HOUR_MS - 1);
    expect(await worker.runDue()).toBe(0);
    clock.advance(1);
    expect(await worker.runDue()).toBe(1);
    expect(mail.received[6]!.text).toMatch(/Ada: m7\n\n\[[^\]]+\] Ada: m8\n\n\[[^\]]+\] Ada: m9/);
  });

  it('gives up on a mail server that never greets after the greeting timeout and retries later', async () => {
    const silent = await silentServer();
    const { clock, queue, worker, lines } = await pipeline(`smtp://127.0.0.1:${silent.port}`, { greetingTimeout: 300 });
    await queue.enqueue(REQUEST);
    clock.advance(WINDOW);
    const started = Date.now();
    expect(await worker.runDue()).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(lines).toEqual(['e-mail delivery failed; will retry']);
    expect(await queue.depth()).toBe(1);
    expect(await queue.nextDueAt()).toBe(clock.now() + 1_000);
  });

  it('never waits longer than 15 s on a mail server by default', () => {
    for (const timeout of Object.values(SMTP_TIMEOUTS)) expect(timeout).toBeLessThanOrEqual(15_000);
  });

  it('erases delivered text after the retention, as part of the worker housekeeping', async () => {
    const mail = await smtp();
    const { clock, queue, worker, store } = await pipeline(mail.url);
    await queue.enqueue({ ...REQUEST, text: 'personal' });
    clock.advance(WINDOW);
    await worker.runDue();
    clock.advance(7 * 24 * HOUR_MS);
    await worker.runDue();
    expect(await store.db.query('SELECT text FROM email_items')).toEqual([{ text: null }]);
    expect(mail.received[0]!.text).toContain('Ada: personal');
  });
});

/** A TCP server that accepts connections and never says a word. */
async function silentServer(): Promise<{ port: number }> {
  const sockets: Socket[] = [];
  const server: Server = createServer((socket) => void sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  );
  const address = server.address();
  return { port: typeof address === 'object' && address ? address.port : 0 };
}
