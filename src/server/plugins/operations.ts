import type { FastifyPluginCallback } from 'fastify';
import { handleOps, OPS_PATHS } from '../ops/health';
import type { ReadinessChecks } from '../ops/health';
import type { Logger } from '../ops/logger';
import type { ServiceMetrics } from '../ops/metrics';
import { ALL_METHODS, rawRoute, routedPath } from './pipeline';

/** What the operations endpoints read. */
export interface OperationsOptions {
  readiness: ReadinessChecks;
  metrics: ServiceMetrics;
  log: Logger;
}

/**
 * /healthz, /readyz and /metrics on the service's port (registered only without BOUNTY_CHAT_OPS_PORT): no
 * authentication and no CORS, every method answered by handleOps (405 with Allow for all but GET and HEAD).
 */
export const operations: FastifyPluginCallback<OperationsOptions> = (app, { readiness, metrics, log }, done) => {
  const handler = rawRoute(null, (req, res, request) => handleOps(req, res, routedPath(request), readiness, metrics), log);
  for (const path of OPS_PATHS) app.route({ method: [...ALL_METHODS], url: path, handler });
  done();
};
