import { Counter } from 'prom-client';
import type { Registry } from 'prom-client';
import type { Clock } from '../clock';
import type { Logger } from '../ops/logger';
import type { EventsConfig } from '../config/events';
import { EVENT_SETTLE_MS } from './hostEvents';
import type { HostEventOutbox, LeasedEvent } from './hostEvents';
import { SIGNATURE_HEADER, signEvent } from './signature';

/** Delivers recorded events to the host's endpoint. */
export interface EventWorker {
  /** Look at the outbox now (an event was just recorded). */
  wake(): void;
  /** Delivers every event due now; answers how many were delivered. Tests await it. */
  runDue(): Promise<number>;
  stop(): Promise<void>;
}

/** What the worker needs; `post` is replaceable so tests and the benchmark can count attempts. */
export interface EventWorkerOptions {
  outbox: HostEventOutbox;
  config: Pick<EventsConfig, 'url' | 'secret' | 'retryMs' | 'retentionMs' | 'retryBaseMs'>;
  clock: Clock;
  owner: string;
  log: Logger;
  registry: Registry;
  /** False: only runDue() delivers (tests that look before delivery). */
  background: boolean;
}

/** A host that does not answer in this long is retried later: its slowness never holds the chat. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** Retries double from the configured first delay to at most an hour, until BOUNTY_CHAT_HOST_WEBHOOK_RETRY_HOURS have passed. */
const RETRY_MAX_MS = 60 * 60_000;
/** A poll catches what another instance recorded (its wake reached only itself) and retries that came due. */
const POLL_MS = 2_000;
/** Events sent side by side: each of another conversation (the claim picks one per conversation). */
const CLAIM_BATCH = 16;
const PURGE_EVERY_MS = 60 * 60_000;

/** Starts the worker: it leases due events from the shared outbox, so two instances deliver each once between them. */
export function startEventWorker(options: EventWorkerOptions): EventWorker {
  const { outbox, config, clock, owner, log } = options;
  const registers = [options.registry];
  const delivered = new Counter({ name: 'bountychat_host_events_delivered_total', help: 'Events the host\'s endpoint accepted (2xx)', registers });
  const failed = new Counter({ name: 'bountychat_host_events_failures_total', help: 'Failed event deliveries (each retried or dead-lettered)', registers });
  const dead = new Counter({ name: 'bountychat_host_events_dead_letters_total', help: 'Events given up after BOUNTY_CHAT_HOST_WEBHOOK_RETRY_HOURS', registers });
  const { retryBaseMs } = config;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  let lastPurge = Number.NEGATIVE_INFINITY;
  /** A run once what was recorded last has settled (real time, as timers are); `settledBy` is when that is. */
  let settleTimer: NodeJS.Timeout | null = null;
  let settledBy = 0;

  /** One POST; answers the status, or throws when the host could not be reached in time. */
  async function post(event: LeasedEvent): Promise<number> {
    const signature = signEvent(config.secret ?? '', event.body, clock.now() / 1000);
    const response = await fetch(config.url ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature, 'user-agent': 'BountyChat-Events/1' },
      body: event.body,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      redirect: 'manual',
    });
    // The body is not read for anything: drain it so the connection can be reused.
    await response.arrayBuffer().catch(() => undefined);
    return response.status;
  }

  /** 'paused' when the host answered 410: the rest of the batch goes back untouched. */
  async function deliver(event: LeasedEvent): Promise<'delivered' | 'failed' | 'paused'> {
    let reason: string;
    try {
      const status = await post(event);
      if (status >= 200 && status < 300) {
        await outbox.markDelivered(event.id, owner);
        delivered.inc();
        return 'delivered';
      }
      if (status === 410) {
        await outbox.setPaused(true);
        await outbox.giveBack(event.id, owner);
        log('host events: the endpoint answered 410 Gone; delivery is off until the host API turns it on', { level: 'error', eventId: event.id });
        return 'paused';
      }
      reason = `HTTP ${status}`;
    } catch (error) {
      reason = error instanceof Error ? (error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message) : String(error);
    }
    failed.inc();
    const retryAt = clock.now() + Math.min(retryBaseMs * 2 ** Math.min(event.attempts, 20), RETRY_MAX_MS);
    const giveUp = retryAt > event.createdAt + config.retryMs;
    await outbox.markFailed(event.id, owner, reason, giveUp ? null : retryAt);
    if (giveUp) dead.inc();
    log(giveUp ? 'host event given up: a dead letter' : 'host event delivery failed; will retry', {
      level: giveUp ? 'error' : 'warn', eventId: event.id, attempt: event.attempts + 1, reason,
    });
    return 'failed';
  }

  async function drain(): Promise<number> {
    if (clock.now() - lastPurge >= PURGE_EVERY_MS) {
      lastPurge = clock.now();
      const purged = await outbox.purge(config.retentionMs);
      if (purged > 0) log('host events past their retention erased', { events: purged });
    }
    if (config.url === null || (await outbox.paused())) return 0;
    let count = 0;
    for (let batch = await outbox.claimDue(owner, CLAIM_BATCH); batch.length > 0 && !stopped; batch = await outbox.claimDue(owner, CLAIM_BATCH)) {
      const results = await Promise.all(batch.map(deliver));
      count += results.filter((result) => result === 'delivered').length;
      // A batch where nothing got through: the host is down; wait for the retry times, not the next claim.
      if (results.includes('paused') || !results.includes('delivered')) break;
    }
    return count;
  }

  /** One drain at a time; a wake during a drain runs one more drain after it. */
  function runDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await drain();
      } while (again && !stopped);
      return total;
    })().finally(() => (running = null));
    return running;
  }

  const onError = (error: unknown) => log('host events: outbox unreadable', { level: 'error', reason: String(error) });
  const poll = setInterval(() => {
    if (options.background && !stopped) runDue().catch(onError);
  }, POLL_MS);
  poll.unref();

  /** Runs when the last event recorded so far has settled, re-arming for any recorded while it waited. */
  function runWhenSettled(): void {
    settledBy = Date.now() + EVENT_SETTLE_MS + 20;
    if (settleTimer) return;
    const arm = (delay: number) => {
      settleTimer = setTimeout(() => {
        settleTimer = null;
        if (stopped) return;
        runDue().catch(onError);
        if (settledBy > Date.now()) arm(settledBy - Date.now());
      }, delay);
      settleTimer.unref();
    };
    arm(settledBy - Date.now());
  }

  return {
    wake() {
      if (!options.background || stopped) return;
      // Now for what came due meanwhile (retries, delivery turned on again); what was just recorded goes once it has settled.
      runDue().catch(onError);
      runWhenSettled();
    },
    runDue,
    async stop() {
      stopped = true;
      clearInterval(poll);
      if (settleTimer) clearTimeout(settleTimer);
      await running?.catch(() => 0);
      await outbox.release(owner);
    },
  };
}
