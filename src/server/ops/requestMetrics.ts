import type { Registry } from 'prom-client';

/** The upper bounds (seconds) of the request-duration histogram's buckets. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const REQUESTS = 'bountychat_http_requests_total';
const DURATION = 'bountychat_http_request_duration_seconds';

/** One endpoint and status's tally: how many, their total seconds, and how many fell in each bucket (not cumulative). */
interface Tally {
  labels: { endpoint: string; status: string };
  count: number;
  sum: number;
  buckets: number[];
}

/** The sample the registry prints: one line of the exposition. */
interface Sample {
  labels: Record<string, string | number>;
  sharedLabels?: Record<string, string>;
  value: number;
  metricName?: string;
}

/**
 * Counts every answer by endpoint and status (`bountychat_http_requests_total`) and times it
 * (`bountychat_http_request_duration_seconds`), printed by `registry` as prom-client's own counter and histogram
 * print. Counted in plain numbers: prom-client's counter and histogram check and hash their labels on every
 * call, twice per request on the hot path of every request; here a request costs one map lookup, and the
 * exposition is built only when /metrics is scraped.
 */
export function createRequestMetrics(registry: Registry): (endpoint: string, status: number, seconds: number) => void {
  const tallies = new Map<string, Tally>();
  const samples = (build: (tally: Tally) => Sample[]) => [...tallies.values()].flatMap(build);
  const reset = () => tallies.clear();
  registry.registerMetric(exposed(reset, REQUESTS, 'Requests answered, by endpoint and HTTP status', 'counter', () =>
    samples(({ labels, count }) => [{ labels, value: count }]),
  ));
  registry.registerMetric(exposed(reset, DURATION, 'Time from request to answer, by endpoint and HTTP status', 'histogram', () =>
    samples(({ labels, count, sum, buckets }): Sample[] => {
      let below = 0;
      return [
        ...BUCKETS.map((le, index) => ({ labels: { le }, sharedLabels: labels, value: (below += buckets[index]!), metricName: `${DURATION}_bucket` })),
        { labels: { le: '+Inf' }, sharedLabels: labels, value: count, metricName: `${DURATION}_bucket` },
        { labels: {}, sharedLabels: labels, value: sum, metricName: `${DURATION}_sum` },
        { labels: {}, sharedLabels: labels, value: count, metricName: `${DURATION}_count` },
      ];
    }),
  ));
  return (endpoint, status, seconds) => {
    const key = `${endpoint} ${status}`;
    let tally = tallies.get(key);
    if (!tally) tallies.set(key, (tally = { labels: { endpoint, status: String(status) }, count: 0, sum: 0, buckets: BUCKETS.map(() => 0) }));
    tally.count += 1;
    tally.sum += seconds;
    for (let index = 0; index < BUCKETS.length; index++) {
      if (seconds > BUCKETS[index]!) continue;
      tally.buckets[index]! += 1;
      break;
    }
  };
}

/**
 * A metric as the registry takes it: named, asked for its samples at each scrape (`getForPromString` for the text
 * exposition, `get` for JSON, where a sample's shared labels are merged into its own, as prom-client does).
 * The registry's type names prom-client's own classes only, hence the cast; it calls no more than these.
 */
function exposed(reset: () => void, name: string, help: string, type: 'counter' | 'histogram', values: () => Sample[]): Parameters<Registry['registerMetric']>[0] {
  const answer = (samples: Sample[]) => ({ name, help, type, aggregator: 'sum' as const, values: samples });
  const metric = {
    name,
    help,
    type,
    aggregator: 'sum' as const,
    getForPromString: async () => answer(values()),
    get: async () => answer(values().map(({ labels, sharedLabels, ...rest }) => ({ ...rest, labels: Object.assign({}, labels, sharedLabels) }))),
    reset,
  };
  return metric as unknown as Parameters<Registry['registerMetric']>[0];
}
