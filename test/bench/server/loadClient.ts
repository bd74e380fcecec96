import { Agent, request } from 'node:http';

/** One request the client sends, cycled in order by each connection. */
export interface RequestSpec {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** What one load run measured; latencies in milliseconds, sorted. */
export interface LoadResult {
  requests: number;
  seconds: number;
  statuses: Map<number, number>;
  latencies: number[];
}

/**
 * Keeps `connections` keep-alive connections busy for `durationMs`, each sending the next request as soon as
 * the last is answered; targets are taken in turn (two instances behind this client = a round-robin balancer).
 * With `agent`, its open connections are used and left open (a load balancer's long-lived ones); without, the
 * connections are opened for this run and closed after it.
 */
export async function runLoad(options: { targets: string[]; requests: RequestSpec[]; connections: number; durationMs: number; agent?: Agent }): Promise<LoadResult> {
  const agent = options.agent ?? new Agent({ keepAlive: true, maxSockets: options.connections });
  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + options.durationMs;
  let next = 0;

  async function loop(): Promise<void> {
    while (performance.now() < deadline) {
      const index = next++;
      const spec = options.requests[index % options.requests.length]!;
      const target = options.targets[index % options.targets.length]!;
      const sent = performance.now();
      const status = await send(agent, target, spec);
      latencies.push(performance.now() - sent);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }

  await Promise.all(Array.from({ length: options.connections }, loop));
  const seconds = (performance.now() - started) / 1000;
  if (!options.agent) agent.destroy();
  return { requests: latencies.length, seconds, statuses, latencies: latencies.sort((a, b) => a - b) };
}

function send(agent: Agent, target: string, spec: RequestSpec): Promise<number> {
  return new Promise((resolve) => {
    const req = request(`${target}${spec.path}`, { method: 'POST', agent, headers: { ...spec.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(spec.body) } }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
    });
    req.once('error', () => resolve(0));
    req.end(spec.body);
  });
}

/** The value at `fraction` (0.5, 0.99) of sorted `values`. */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  return values[Math.min(values.length - 1, Math.floor(fraction * values.length))]!;
}
