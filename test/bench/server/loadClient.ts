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
 * The load's connections to one server, kept open between requests. `timeout` makes the agent heed the server's
 * Keep-Alive hint (without one, Node's agent ignores it) and close an idle connection a second before the server
 * does: reused as the server closed it, a request failed with no answer (3 to 18 in a row's fixed-rate turns, when
 * a stall of either server sent the load deep into the pool). `idle` is how many stay open unused (Node's 256).
 */
export function loadAgent(connections: number, idle?: number): Agent {
  return new Agent({ keepAlive: true, maxSockets: connections, ...(idle === undefined ? {} : { maxFreeSockets: idle }), timeout: 60_000 });
}

/**
 * Keeps `connections` keep-alive connections busy for `durationMs`, each sending the next request as soon as
 * the last is answered; targets are taken in turn (two instances behind this client = a round-robin balancer).
 * With `agent`, its open connections are used and left open (a load balancer's long-lived ones); without, the
 * connections are opened for this run and closed after it.
 */
export async function runLoad(options: { targets: string[]; requests: RequestSpec[]; connections: number; durationMs: number; agent?: Agent }): Promise<LoadResult> {
  const agent = options.agent ?? loadAgent(options.connections);
  const result = tally();
  const deadline = performance.now() + options.durationMs;
  let next = 0;

  async function loop(): Promise<void> {
    while (performance.now() < deadline) {
      const index = next++;
      const spec = options.requests[index % options.requests.length]!;
      const target = options.targets[index % options.targets.length]!;
      const sent = performance.now();
      result.record(await send(agent, target, spec), sent);
    }
  }

  await Promise.all(Array.from({ length: options.connections }, loop));
  if (!options.agent) agent.destroy();
  return result.done();
}

/**
 * Sends `ratePerSecond` requests a second for `durationMs`, each at its own time whether or not the ones before
 * were answered (an open load, as users arrive), at most `agent`'s sockets at once. A latency runs from the time a
 * request was due, not from when it left: a server that falls behind is charged the wait it caused.
 */
export async function runPaced(options: { targets: string[]; requests: RequestSpec[]; ratePerSecond: number; durationMs: number; agent: Agent }): Promise<LoadResult> {
  const result = tally();
  const total = Math.floor((options.durationMs / 1000) * options.ratePerSecond);
  const dueAt = (index: number) => result.started + (index * 1000) / options.ratePerSecond;
  const pending: Promise<void>[] = [];
  let next = 0;
  while (next < total) {
    for (; next < total && dueAt(next) <= performance.now(); next++) {
      const due = dueAt(next);
      const spec = options.requests[next % options.requests.length]!;
      const target = options.targets[next % options.targets.length]!;
      pending.push(send(options.agent, target, spec).then((status) => result.record(status, due)));
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(pending);
  return result.done();
}

/** Counts answers by status and times each from `since`; `done` gives the run's result, latencies sorted. */
function tally() {
  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  const started = performance.now();
  return {
    started,
    record(status: number, since: number): void {
      latencies.push(performance.now() - since);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    },
    done(): LoadResult {
      return { requests: latencies.length, seconds: (performance.now() - started) / 1000, statuses, latencies: latencies.sort((a, b) => a - b) };
    },
  };
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
