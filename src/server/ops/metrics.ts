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
