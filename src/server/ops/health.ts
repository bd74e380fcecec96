import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServiceMetrics } from './metrics';

/** What readiness checks; each check answers 'ok' or 'failed', never why (no hosts, no secrets). */
export interface ReadinessChecks {
  /** The store answers and its migrations are done. */
  store(): Promise<void>;
  /** The chat provider answers an authenticated call. */
  provider(): Promise<void>;
  /** True once shutdown has begun: the load balancer should send no more. */
  draining(): boolean;
  /**
   * Whether Redis (REDIS_URL) answers; `degraded` does not make the service unready: the budget is counted per
   * process meanwhile. Absent without Redis.
   */
  redis?: () => 'ok' | 'degraded';
}

/** The unauthenticated operations endpoints. */
export const OPS_PATHS = ['/healthz', '/readyz', '/metrics'] as const;
const OPS_PATH_SET: ReadonlySet<string> = new Set(OPS_PATHS);

/** Whether `path` is one of the operations endpoints (asked on every request, before anything is awaited). */
export function isOpsPath(path: string): boolean {
  return OPS_PATH_SET.has(path);
}

/** A readiness check that takes longer than this counts as failed. */
const CHECK_TIMEOUT_MS = 2_000;

/** Answers /healthz, /readyz and /metrics; false for any other path. */
export async function handleOps(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  checks: ReadinessChecks,
  metrics: ServiceMetrics,
): Promise<boolean> {
  if (!isOpsPath(path)) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    reply(res, 405, 'application/json', JSON.stringify({ status: 'method_not_allowed' }), { allow: 'GET, HEAD' });
    return true;
  }
  if (path === '/healthz') reply(res, 200, 'application/json', JSON.stringify({ status: 'ok' }));
  if (path === '/metrics') reply(res, 200, metrics.registry.contentType, await metrics.registry.metrics());
  if (path === '/readyz') {
    const [store, provider] = await Promise.all([outcome(checks.store), outcome(checks.provider)]);
    const draining = checks.draining();
    const ready = store === 'ok' && provider === 'ok' && !draining;
    const body = { status: ready ? 'ready' : draining ? 'draining' : 'not_ready', checks: { store, provider, ...(checks.redis && { redis: checks.redis() }) } };
    reply(res, ready ? 200 : 503, 'application/json', JSON.stringify(body));
  }
  return true;
}

async function outcome(check: () => Promise<void>): Promise<'ok' | 'failed'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS)));
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

function reply(res: ServerResponse, status: number, contentType: string, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': contentType, 'cache-control': 'no-store', ...headers });
  res.end(body);
}
