import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The service's Prometheus metrics, in a registry of its own (several services may share one process in tests). */
export interface ServiceMetrics {
  registry: Registry;
  requests: Counter<'endpoint' | 'status'>;
  requestSeconds: Histogram<'endpoint' | 'status'>;
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
    requests: new Counter({
      name: 'bountychat_http_requests_total',
      help: 'Requests answered, by endpoint and HTTP status',
      labelNames: ['endpoint', 'status'],
      registers,
    }),
    requestSeconds: new Histogram({
      name: 'bountychat_http_request_duration_seconds',
      help: 'Time from request to answer, by endpoint and HTTP status',
      labelNames: ['endpoint', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
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
