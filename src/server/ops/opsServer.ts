import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { pathOf } from '../http/requestPath';
import { handleOps } from './health';
import type { ReadinessChecks } from './health';
import type { ServiceMetrics } from './metrics';

/**
 * The operations endpoints alone, for BOUNTY_CHAT_OPS_PORT: /healthz, /readyz and /metrics answer here and
 * nowhere else, so the public port (and whoever reaches it) cannot scrape metrics or make readiness probes.
 */
export function buildOpsServer(readiness: ReadinessChecks, metrics: ServiceMetrics): Server {
  const server = createServer((req, res) => {
    // Never throws: a target that is no URL (`//:`) is a path nothing answers (the parser's error would stop the process).
    const path = pathOf(req.url);
    handleOps(req, res, path, readiness, metrics)
      .then((answered) => {
        if (answered) return;
        res.writeHead(404, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify({ status: 'not_found', paths: ['/healthz', '/readyz', '/metrics'] }));
      })
      .catch(() => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: 'error' }));
      });
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 15_000;
  return server;
}
