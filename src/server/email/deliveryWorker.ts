import type { Clock } from '../clock';
import type { ServiceMetrics } from '../ops/metrics';
import type { Logger } from '../ops/logger';
import type { EmailQueue } from './emailQueue';
import type { EmailDigest } from './emailRequest';
import type { EmailTransport } from './emailTransport';
import { digestMessageId } from './digestMessageId';
import { renderEmail } from './renderEmail';
import type { RecipientLook, RenderOptions } from './renderEmail';
import { withReplyLinks } from '../inbound/replyLinks';
import type { ReplyAddressing } from '../inbound/replyLinks';

/** Sends due digests; `wake` after an enqueue, `runDue` to deliver what is due now, `stop` before closing the store. */
export interface DeliveryWorker {
  wake(): void;
  /** Claims and delivers every digest due by the clock; answers how many e-mails went out. */
  runDue(): Promise<number>;
  /**
   * Stops claiming, lets deliveries in flight finish (up to `graceMs`), then gives back every lease still held,
   * so another instance delivers those at once.
   */
  stop(graceMs?: number): Promise<void>;
}

/** What the worker needs. `owner` names this worker in leases; `background: false` leaves delivery to runDue(). */
export interface DeliveryWorkerOptions {
  queue: EmailQueue;
  transport: EmailTransport;
  clock: Clock;
  owner: string;
  from: string;
  /** The HMAC key of each digest's Message-ID (digestIdSecret of the token key): delivery reports must quote it whole. */
  messageIdSecret: Buffer;
  retryBaseMs: number;
  retryMaxMs: number;
  /** Attempts before a digest becomes a dead letter. */
  maxAttempts: number;
  log: Logger;
  metrics: ServiceMetrics;
  /** Purging old text and counters; run at most every HOUSEKEEPING_MS. */
  housekeeping: () => Promise<void>;
  background: boolean;
  /** The List-Unsubscribe headers for a recipient (none when left out). */
  listUnsubscribe?: (recipientId: string) => Record<string, string>;
  /** How e-mails read (product name, conversation link, time zone, digest bounds); defaults when absent. */
  render?: RenderOptions;
  /** The recipient's own zone, language and unsubscribe link (the service's defaults when left out). */
  recipientLook?: (recipientId: string) => Promise<RecipientLook>;
  /** The Reply-To header and reply links of a digest (none when left out or null: replies by e-mail are off). */
  replyAddressing?: (digest: EmailDigest) => Promise<ReplyAddressing | null>;
  /** Told of each digest the mail server accepted, after it is marked sent (the host's `email.sent`); must not throw. */
  onSent?: (digest: EmailDigest) => Promise<void>;
}

/** Longest sleep between looks at the queue, so work another instance released at shutdown is taken within seconds. */
const MAX_SLEEP_MS = 5_000;
const HOUSEKEEPING_MS = 10 * 60_000;
/**
 * One digest per claim: it is handed to the mail server and marked sent before the next is claimed. A crash then
 * holds at most one digest, which another instance sends again once its lease runs out (the mail server may have
 * had it already: at most one e-mail twice per crash), and no other digest waits for a dead instance's lease.
 */
const CLAIM_BATCH = 1;

/** Starts the loop that sends each due digest once and retries failures with capped exponential backoff. */
export function startDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { queue, transport, clock, owner, log, metrics } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = false;
  let lastHousekeeping = Number.NEGATIVE_INFINITY;

  async function deliver(digest: EmailDigest): Promise<boolean> {
    if (digest.items.length === 0) return queue.markSent(digest.id, owner).then(() => false);
    try {
      const look = (await options.recipientLook?.(digest.recipientId)) ?? {};
      const { fromName, headers, ...parts } = renderEmail(digest, options.render, look);
      const reply = (await options.replyAddressing?.(digest)) ?? null;
      await transport.send({
        from: { name: fromName, address: senderAddress(options.from) },
        to: { name: digest.recipientName, address: digest.recipientEmail },
        ...withReplyLinks(parts, reply),
        // The sender's own domain on the right, as mail clients and spam filters expect of a Message-ID.
        messageId: digestMessageId(options.messageIdSecret, digest, senderAddress(options.from).split('@')[1] ?? 'bountychat.invalid'),
        date: new Date(clock.now()),
        headers: { ...headers, ...options.listUnsubscribe?.(digest.recipientId), ...reply?.headers },
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const attempt = digest.attempts + 1;
      metrics.emailFailures.inc();
      if (attempt >= options.maxAttempts) {
        await queue.markFailed(digest.id, owner, reason, null);
        metrics.emailDeadLetters.inc();
        log('e-mail dead-lettered after its last attempt', { level: 'error', digest: digest.id, attempts: attempt, reason });
        return false;
      }
      const delay = Math.min(options.retryBaseMs * 2 ** digest.attempts, options.retryMaxMs);
      await queue.markFailed(digest.id, owner, reason, clock.now() + delay);
      log('e-mail delivery failed; will retry', { level: 'warn', digest: digest.id, attempt, retryInMs: delay, reason });
      return false;
    }
    await queue.markSent(digest.id, owner);
    metrics.emailDeliveries.inc();
    await options.onSent?.(digest);
    return true;
  }

  async function deliverDue(): Promise<number> {
    if (clock.now() - lastHousekeeping >= HOUSEKEEPING_MS) {
      lastHousekeeping = clock.now();
      await options.housekeeping();
    }
    let sent = 0;
    for (let digests = await queue.claimDue(owner, CLAIM_BATCH); digests.length > 0; digests = await queue.claimDue(owner, CLAIM_BATCH)) {
      for (const digest of digests) if (await deliver(digest)) sent++;
      if (stopped) break;
    }
    return sent;
  }

  function runDue(): Promise<number> {
    if (running) return running.catch(() => 0).then(() => runDue());
    const run = deliverDue().finally(() => {
      running = null;
      schedule();
    });
    running = run;
    return run;
  }

  function schedule(): void {
    if (stopped || !options.background) return;
    if (timer) clearTimeout(timer);
    timer = null;
    void queue
      .nextDueAt()
      .then((next) => {
        if (stopped || running || timer) return;
        const sleep = next === null ? MAX_SLEEP_MS : Math.max(0, Math.min(next - clock.now(), MAX_SLEEP_MS));
        timer = setTimeout(() => {
          timer = null;
          runDue().catch((error: unknown) => log('e-mail delivery loop failed', { level: 'error', reason: String(error) }));
        }, sleep);
        timer.unref();
      })
      .catch((error: unknown) => {
        log('e-mail queue unreadable; looking again in 5 s', { level: 'error', reason: String(error) });
        // Without a timer of its own the worker would sleep until the next e-mail is queued on this instance: a
        // store outage would strand what was claimed or due during it (an e-mail whose sent mark was lost included).
        if (stopped || running || timer) return;
        timer = setTimeout(() => {
          timer = null;
          schedule();
        }, MAX_SLEEP_MS);
        timer.unref();
      });
  }

  schedule();
  return {
    wake: () => {
      if (!running) schedule();
    },
    runDue,
    async stop(graceMs = 8_000) {
      stopped = true;
      if (timer) clearTimeout(timer);
      let graceTimer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => (graceTimer = setTimeout(resolve, graceMs)));
      await Promise.race([running?.catch(() => 0), grace]);
      clearTimeout(graceTimer);
      const released = await queue.release(owner);
      if (released > 0) log('e-mail leases released at shutdown', { released });
    },
  };
}

/** The address part of `Name <address>` (or the whole setting when it is a bare address). */
function senderAddress(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
}
