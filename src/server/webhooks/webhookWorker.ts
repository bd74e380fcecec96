import type { Clock } from '../clock';
import type { Logger } from '../ops/logger';
import type { WebhookInbox, WebhookWork } from './webhookInbox';
import { notifyAboutMessage } from './notifyAboutMessage';
import type { NotifyDeps } from './notifyAboutMessage';

/** Handles recorded webhook calls after their answer went out. */
export interface WebhookWorker {
  /** Look at the inbox now (a call was just recorded). */
  wake(): void;
  /** Handles every call due now; answers how many were handled. Tests await it. */
  runDue(): Promise<number>;
  stop(): Promise<void>;
}

/** What the worker needs besides the rule's own dependencies. */
export interface WebhookWorkerOptions extends NotifyDeps {
  inbox: WebhookInbox;
  clock: Clock;
  owner: string;
  log: Logger;
  /** False: only runDue() handles calls (tests that want to look before the work is done). */
  background: boolean;
  /** Hides contact details in an edited message under its channel's policy; true when it rewrote it. */
  maskEdit?: (messageId: string) => Promise<boolean>;
  /** The longest the worker yields to a burst in a row (tests shorten it); MOST_YIELDING_MS by default. */
  mostYieldingMs?: number;
}

/**
 * Attempts before a call is given up. A call fails while the provider or the store is down, and the provider does
 * not send it again (its retries ended long before): it is retried every RETRY_MAX_MS at most for about a day
 * (2 s, 4 s, … 10 min, then every 10 min), so an outage of hours loses nothing.
 */
export const WEBHOOK_MAX_ATTEMPTS = 150;
const RETRY_BASE_MS = 2_000;
const RETRY_MAX_MS = 10 * 60_000;
const POLL_MS = 5_000;
const CLAIM_BATCH = 10;
/**
 * During a burst the worker yields to the route. The provider waits for the route's answer (and retries a slow
 * one); the worker's e-mail waits in a 60 s window anyway. Measured on one instance with PostgreSQL: the route
 * alone accepted about 3,900 calls/s, and with the worker at full speed beside it about 1,500, because handling
 * a call (a provider read or more) costs about twice what recording it does.
 */
const YIELD_MS = 100;
/**
 * Calls per second on this instance that make a burst: 43 million a day, far past a job board's messages; what
 * comes that fast is the provider delivering at once what it held back (an outage of ours) or a flood.
 */
const BURST_PER_SECOND = 500;
/**
 * The longest the worker yields in a row. Under overload that lasts longer, it stops yielding until the calls slow
 * down, so the backlog, and the delay of e-mail, cannot grow for as long as the overload lasts.
 */
const MOST_YIELDING_MS = 30_000;
const KEEP_IDS_MS = 7 * 24 * 60 * 60_000;
const PURGE_EVERY_MS = 10 * 60_000;

/** Starts the worker: it leases due calls from the shared inbox, so each is handled by one instance. */
export function startWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const { inbox, clock, owner, log } = options;
  let running: Promise<number> | null = null;
  let next: Promise<number> | null = null;
  let stopped = false;
  let lastPurge = Number.NEGATIVE_INFINITY;
  // Pacing goes by real time: tests move `clock` (the calls' due times), not how fast calls arrive.
  const mostYieldingMs = options.mostYieldingMs ?? MOST_YIELDING_MS;
  /** Calls recorded on this instance since `countedSince`. */
  let arrivals = 0;
  let countedSince = performance.now();
  let burst = false;
  let yieldingSince: number | null = null;

  /**
   * Whether to pause before the next claim: calls arrived at a burst's rate over the last YIELD_MS or more, and
   * the worker has not yielded for too long in a row.
   */
  function shouldYield(): boolean {
    if (!options.background) return false;
    const now = performance.now();
    if (now - countedSince >= YIELD_MS) {
      burst = (arrivals * 1000) / (now - countedSince) >= BURST_PER_SECOND;
      arrivals = 0;
      countedSince = now;
    }
    if (!burst) {
      yieldingSince = null;
      return false;
    }
    yieldingSince ??= now;
    return now - yieldingSince < mostYieldingMs;
  }

  async function handle(work: WebhookWork): Promise<boolean> {
    try {
      if (work.eventType === 'message.new' && work.messageId !== null) {
        const outcome = await notifyAboutMessage(work.messageId, options);
        log('webhook handled', { webhookId: work.webhookId, event: work.eventType, queued: outcome.queued.length, skipped: outcome.skipped.length });
      } else if (work.eventType === 'message.updated' && work.messageId !== null && options.maskEdit) {
        // Defence in depth: edits go through the service's edit-message route, which masks before the provider stores
        // them, and members hold no grant to edit at the provider. An edit that came another way (an operator who
        // granted `update-message-owner` again) is masked here, after the fact.
        if (await options.maskEdit(work.messageId)) log('edited message masked', { webhookId: work.webhookId });
      }
      await inbox.markHandled(work.webhookId, owner);
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const attempt = work.attempts + 1;
      const retryAt = attempt >= WEBHOOK_MAX_ATTEMPTS ? null : clock.now() + Math.min(RETRY_BASE_MS * 2 ** Math.min(work.attempts, 20), RETRY_MAX_MS);
      await inbox.markFailed(work.webhookId, owner, reason, retryAt);
      log(retryAt === null ? 'webhook given up after its last attempt' : 'webhook handling failed; will retry', {
        level: retryAt === null ? 'error' : 'warn', webhookId: work.webhookId, attempt, reason,
      });
      return false;
    }
  }

  async function drain(): Promise<number> {
    if (clock.now() - lastPurge >= PURGE_EVERY_MS) {
      lastPurge = clock.now();
      await inbox.purge(KEEP_IDS_MS);
    }
    let handled = 0;
    const claim = () => inbox.claimDue(owner, CLAIM_BATCH);
    for (let batch = await claim(); batch.length > 0 && !stopped; batch = await claim()) {
      const results = await Promise.all(batch.map(handle));
      handled += results.filter(Boolean).length;
      if (shouldYield()) await new Promise((resolve) => setTimeout(resolve, YIELD_MS));
    }
    return handled;
  }

  /** One drain at a time; calls during a drain share one more drain after it (what they recorded is seen). */
  function runDue(): Promise<number> {
    if (!running) {
      running = drain().finally(() => (running = null));
      return running;
    }
    next ??= running.catch(() => 0).then(() => {
      next = null;
      return runDue();
    });
    return next;
  }

  const poll = setInterval(() => {
    if (options.background && !stopped) runDue().catch((error: unknown) => log('webhook inbox unreadable', { level: 'error', reason: String(error) }));
  }, POLL_MS);
  poll.unref();

  return {
    wake() {
      arrivals++;
      if (!options.background || stopped) return;
      runDue().catch((error: unknown) => log('webhook inbox unreadable', { level: 'error', reason: String(error) }));
    },
    runDue,
    async stop() {
      stopped = true;
      clearInterval(poll);
      await running?.catch(() => 0);
      await inbox.release(owner);
    },
  };
}
