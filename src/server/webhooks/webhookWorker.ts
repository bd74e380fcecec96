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
}

/** Attempts before a call is given up (a provider that stays down for minutes). */
export const WEBHOOK_MAX_ATTEMPTS = 6;
const RETRY_BASE_MS = 2_000;
const POLL_MS = 5_000;
const CLAIM_BATCH = 10;
const KEEP_IDS_MS = 7 * 24 * 60 * 60_000;
const PURGE_EVERY_MS = 10 * 60_000;

/** Starts the worker: it leases due calls from the shared inbox, so each is handled by one instance. */
export function startWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const { inbox, clock, owner, log } = options;
  let running: Promise<number> | null = null;
  let next: Promise<number> | null = null;
  let stopped = false;
  let lastPurge = Number.NEGATIVE_INFINITY;

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
      const retryAt = attempt >= WEBHOOK_MAX_ATTEMPTS ? null : clock.now() + RETRY_BASE_MS * 2 ** work.attempts;
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
    for (let batch = await inbox.claimDue(owner, CLAIM_BATCH); batch.length > 0 && !stopped; batch = await inbox.claimDue(owner, CLAIM_BATCH)) {
      const results = await Promise.all(batch.map(handle));
      handled += results.filter(Boolean).length;
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
