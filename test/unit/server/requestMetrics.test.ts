import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createRequestMetrics } from '../../../src/server/ops/requestMetrics';

/** Answers as a scraper would see them: endpoint, status, seconds. */
const ANSWERS: Array<[string, number, number]> = [
  ['get-unread-messages', 200, 0.003],
  ['get-unread-messages', 200, 0.07],
  ['get-unread-messages', 200, 0.005],
  ['unknown', 404, 12],
  ['get-unread-messages', 500, 1],
  ['create-dm-channel', 200, 0.3],
];

/** The same answers counted by prom-client's own counter and histogram, as the service counted them before. */
async function promClientText(): Promise<string> {
  const registry = new Registry();
  const labelNames = ['endpoint', 'status'];
  const requests = new Counter({ name: 'bountychat_http_requests_total', help: 'Requests answered, by endpoint and HTTP status', labelNames, registers: [registry] });
  const seconds = new Histogram({
    name: 'bountychat_http_request_duration_seconds',
    help: 'Time from request to answer, by endpoint and HTTP status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  for (const [endpoint, status, value] of ANSWERS) {
    requests.inc({ endpoint, status: String(status) });
    seconds.observe({ endpoint, status: String(status) }, value);
  }
  return registry.metrics();
}

describe('request metrics', () => {
  it('print what prom-client prints for the same answers: counts, cumulative buckets, sums', async () => {
    const registry = new Registry();
    const answered = createRequestMetrics(registry);
    for (const [endpoint, status, value] of ANSWERS) answered(endpoint, status, value);
    const text = await registry.metrics();
    expect(text).toBe(await promClientText());
    expect(text).toContain('bountychat_http_requests_total{endpoint="get-unread-messages",status="200"} 3');
    expect(text).toContain('bountychat_http_request_duration_seconds_bucket{le="0.005",endpoint="get-unread-messages",status="200"} 2');
    expect(text).toContain('bountychat_http_request_duration_seconds_bucket{le="0.1",endpoint="get-unread-messages",status="200"} 3');
    expect(text).toContain('bountychat_http_request_duration_seconds_bucket{le="10",endpoint="unknown",status="404"} 0');
    expect(text).toContain('bountychat_http_request_duration_seconds_bucket{le="+Inf",endpoint="unknown",status="404"} 1');
  });

  it('give JSON readers each sample with all its labels, and start again from nothing when reset', async () => {
    const registry = new Registry();
    const answered = createRequestMetrics(registry);
    answered('get-unread-messages', 200, 0.02);
    const [, histogram] = await registry.getMetricsAsJSON();
    expect(histogram?.values).toContainEqual(
      expect.objectContaining({ metricName: 'bountychat_http_request_duration_seconds_count', value: 1, labels: { endpoint: 'get-unread-messages', status: '200' } }),
    );
    registry.resetMetrics();
    expect(await registry.metrics()).not.toContain('get-unread-messages');
    answered('get-unread-messages', 200, 0.02);
    expect(await registry.metrics()).toContain('bountychat_http_requests_total{endpoint="get-unread-messages",status="200"} 1');
  });
});
