import type { IncomingMessage } from 'node:http';
import type { FastifyPluginCallback, RouteHandlerMethod } from 'fastify';
import { TokenError, TokenExpiredError } from '../auth/token';
import type { UserClaims } from '../auth/token';
import { clientAddressForLimits } from '../http/clientAddress';
import { createAdmission } from '../http/admission';
import { ApiError } from '../http/errors';
import type { FailedAuthLimiter } from '../http/failedAuthLimiter';
import type { RateLimiter } from '../http/rateLimiter';
import { readJsonBody } from '../http/readJsonBody';
import { sendJson } from '../http/sendJson';
import type { Logger } from '../ops/logger';
import type { ServiceMetrics } from '../ops/metrics';
import { API_PREFIX, routesByName } from '../routes/index';
import type { Route, RouteDeps } from '../routes/route';
import { failRequest } from './pipeline';

/** What the widget's API needs besides the routes' own dependencies. */
export interface WidgetApiOptions {
  deps: RouteDeps;
  limiter: RateLimiter;
  failedAuth: Pick<FailedAuthLimiter, 'blockedFor' | 'fail'>;
  metrics: Pick<ServiceMetrics, 'rateLimitRefusals'>;
  log: Logger;
}

/**
 * The widget's API under /api/stream-chat/: one route per endpoint of routes/index.ts, behind the user's token
 * (this plugin's hook), then the per-user budget, then the body. The budget and the body read happen in the
 * handler, not in hooks: a read that only reads starts beside the budget's take (createAdmission), which a hook
 * between them would serialise, and an async hook per request cost measurable CPU on this hot path.
 */
export const widgetApi: FastifyPluginCallback<WidgetApiOptions> = (app, options, done) => {
  const { deps, limiter, failedAuth, metrics, log } = options;
  const { config, tokens, clock } = deps;

  const admitted = createAdmission(limiter, (waitMs) => {
    if (waitMs <= 0) return;
    metrics.rateLimitRefusals.inc();
    throw new ApiError('rate_limited', `more than ${config.rateLimitMax} requests in ${config.rateLimitWindowMs / 1000} s`, {
      'retry-after': String(Math.ceil(waitMs / 1000)),
    });
  });

  /**
   * Verifies first: a token that opens is never refused for other clients' failures behind the same address.
   * Only a failing attempt meets the failed-authentication block; an expired token that opens with the key
   * is the widget's own, late, and is not counted. The client's address is worked out only for a failure.
   */
  function authenticate(req: IncomingMessage): UserClaims {
    try {
      return tokens.user(header(req, 'x-auth-token'), header(req, 'x-auth-iv'), clock.now(), {
        maxTtlSeconds: config.security.tokenMaxTtlSeconds,
      });
    } catch (error) {
      if (!(error instanceof TokenError)) throw error;
      if (error instanceof TokenExpiredError) throw new ApiError('unauthorized', error.message);
      const address = clientAddressForLimits(req, config.security.trustedProxies);
      const waitMs = failedAuth.blockedFor(address);
      if (waitMs > 0) {
        throw new ApiError('rate_limited', `too many failed authentications from this address; wait ${Math.ceil(waitMs / 1000)} s`, {
          'retry-after': String(Math.ceil(waitMs / 1000)),
        });
      }
      failedAuth.fail(address);
      throw new ApiError('unauthorized', error.message);
    }
  }

  // A sync hook with `done`: fastify runs it without a promise per request.
  app.addHook('onRequest', (request, _reply, next) => {
    try {
      request.caller = authenticate(request.raw);
    } catch (failure) {
      next(failure as Error);
      return;
    }
    next();
  });

  /** The handler of one endpoint: the budget (overlapping the body read for a read), the body, the route, the answer. */
  function answerWith(route: Route): RouteHandlerMethod {
    const { name } = route;
    const readsOnly = route.readsOnly === true;
    const hasBody = route.method === 'POST';
    return (request, reply) => {
      reply.hijack();
      request.endpoint = name;
      const caller = request.caller!;
      admitted(caller.sub, readsOnly, async () => route.handle({ caller, body: hasBody ? await readJsonBody(request.raw) : {} }, deps)).then(
        (answer) => sendJson(reply.raw, 200, answer),
        (failure: unknown) => failRequest(request, reply.raw, failure, log),
      );
    };
  }

  for (const route of routesByName.values()) {
    app.route({ method: route.method, url: `${API_PREFIX}${route.name}`, config: { endpoint: route.name }, handler: answerWith(route) });
  }
  done();
};

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
