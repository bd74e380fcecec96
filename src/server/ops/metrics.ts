import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { createRequestMetrics } from './requestMetrics';

/** The service's Prometheus metrics, in a registry of its own (several services may share one process in tests). */
export interface ServiceMetrics {
  registry: Registry;
  /** Counts and times one answer (bountychat_http_requests_total, bountychat_http_request_duration_seconds). */
  requestAnswered(endpoint: string, status: number, seconds: number): void;
  emailDeliveries: Counter;
  emailFailures: Counter;
  emailDeadLetters: Counter;
  rateLimitRefusals: Counter;
  /** Host tokens and bounty tickets that opened only under BOUNTY_CHAT_TOKEN_KEY_PREVIOUS, by kind (token, ticket). */
  previousKeyTokens: Counter<'kind'>;
  /** Messages the catch-up found that no webhook call had brought (each then e-mailed as the webhook would have). */
  catchUpMessages: Counter;
  /** Age of the oldest message the last catch-up that found any caught up, in seconds. */
  catchUpOldestAge: Gauge;
  /** 1 while Redis does not answer and the request budget is counted per process. */
  redisDegraded: Gauge;
  /** Redis outages seen by this process (each counted once, when it starts). */
  redisOutages: Counter;
  /** Set from the store each time the metrics are read. */
  emailQueueDepth: Gauge;
}

/** Creates the metrics; `queueDepth` is asked whenever /metrics is scraped. */
export function createMetrics(queueDepth: () => Promise<number>): ServiceMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'bountychat_' });
  const registers = [registry];
  return {
    registry,
    requestAnswered: createRequestMetrics(registry),
    emailDeliveries: new Counter({ name: 'bountychat_email_deliveries_total', help: 'E-mails accepted by the mail server', registers }),
    emailFailures: new Counter({ name: 'bountychat_email_failures_total', help: 'Failed delivery attempts (each retried or dead-lettered)', registers }),
    emailDeadLetters: new Counter({
      name: 'bountychat_email_dead_letters_total',
      help: 'E-mails given up after the last retry and kept as dead letters',
      registers,
    }),
    rateLimitRefusals: new Counter({ name: 'bountychat_rate_limit_refusals_total', help: 'Requests refused with 429', registers }),
    previousKeyTokens: new Counter({
      name: 'bountychat_previous_key_tokens_total',
      help: 'Host tokens and bounty tickets accepted under the previous token key (a rotation is finished when this stays flat)',
      labelNames: ['kind'],
      registers,
    }),
    catchUpMessages: new Counter({
      name: 'bountychat_catch_up_messages_total',
      help: 'Messages the catch-up read from the provider that no webhook call had brought',
      registers,
    }),
    catchUpOldestAge: new Gauge({
      name: 'bountychat_catch_up_oldest_age_seconds',
      help: 'Age of the oldest message the latest catch-up that found any caught up, in seconds',
      registers,
    }),
    redisDegraded: new Gauge({
      name: 'bountychat_redis_degraded',
      help: '1 while Redis does not answer and the request budget is counted in this process only',
      registers,
    }),
    redisOutages: new Counter({ name: 'bountychat_redis_outages_total', help: 'Redis outages this process saw start', registers }),
    emailQueueDepth: new Gauge({
      name: 'bountychat_email_queue_depth',
      help: 'E-mails (digests) waiting to be delivered, across all instances',
      registers,
      async collect() {
        this.set(await queueDepth());
      },
    }),
  };
}
