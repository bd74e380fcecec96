import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { allowOrigin, answerPreflight } from '../http/cors';
import { ApiError } from '../http/errors';
import { pathOf } from '../http/requestPath';
import { HOST_API_PREFIX } from '../host/hostApi';
import { isOpsPath } from '../ops/health';
import type { Logger } from '../ops/logger';
import type { ServiceMetrics } from '../ops/metrics';
import { API_PREFIX, routesByName } from '../routes/index';
import { STREAM_WEBHOOK_PATH } from '../webhooks/streamWebhookRoute';
import { ALL_METHODS, failRequest, originalUrl, routedPath } from './pipeline';

/** What every request meets, whatever surface answers it. */
export interface PipelineOptions {
  allowedOrigins: readonly string[];
  metrics: Pick<ServiceMetrics, 'requestAnswered'>;
  log: Logger;
}

/**
 * The part of the service every surface shares: the headers of every answer (`x-request-id`, nosniff), the metrics
 * and the request log line, no body parsing by fastify, the unknown path (404 `unknown_endpoint`, or 405 with Allow
 * for a widget endpoint asked with another method) and the one error handler (sendError's body). `frameworkErrors`
 * is for fastify's options; `install` sets the rest on the instance.
 */
export function requestPipeline({ allowedOrigins, metrics, log }: PipelineOptions) {
  /** The headers every answer carries, and the arrival time the metrics measure from. */
  function observe(request: FastifyRequest, res: ServerResponse): void {
    request.started = performance.now();
    res.setHeader('x-request-id', request.id);
    res.setHeader('x-content-type-options', 'nosniff');
  }

  /** Counts the answer in the metrics, and logs it for the two APIs. */
  function answered(request: FastifyRequest, status: number): void {
    const path = routedPath(request);
    // Unknown paths share one label, so a scanner cannot blow up the metrics' cardinality.
    const label = request.endpoint ?? (isOpsPath(path) || path === STREAM_WEBHOOK_PATH ? path.slice(1) : 'unknown');
    const seconds = (performance.now() - request.started) / 1000;
    metrics.requestAnswered(label, status, seconds);
    if (!path.startsWith(API_PREFIX) && !path.startsWith(HOST_API_PREFIX)) return;
    log('request', { requestId: request.id, method: request.raw.method, endpoint: label, status, ms: Math.round(seconds * 1000) });
  }

  /** Paths no route has, and the widget's endpoints asked with another method (405 with Allow). */
  function notFound(request: FastifyRequest, reply: FastifyReply): void {
    reply.hijack();
    // Unknown paths are browser-facing too: they get the CORS headers, and a preflight its answer.
    const allowed = allowOrigin(request.raw, reply.raw, allowedOrigins);
    if (request.raw.method === 'OPTIONS') {
      answerPreflight(reply.raw, allowed);
      return;
    }
    const path = pathOf(originalUrl(request));
    const route = path.startsWith(API_PREFIX) ? routesByName.get(path.slice(API_PREFIX.length)) : undefined;
    if (!route) {
      failRequest(request, reply.raw, new ApiError('unknown_endpoint', `no endpoint at ${path}; endpoints: ${[...routesByName.keys()].join(', ')}`), log);
      return;
    }
    request.endpoint = route.name;
    failRequest(request, reply.raw, new ApiError('method_not_allowed', `${route.name} accepts ${route.method} only`, { allow: `${route.method}, OPTIONS` }), log);
  }

  return {
    /** A target find-my-way cannot route (fastify's `frameworkErrors`): answered like any unknown path. */
    frameworkErrors(_error: Error, request: FastifyRequest, reply: FastifyReply): void {
      observe(request, reply.raw);
      reply.raw.once('finish', () => answered(request, reply.raw.statusCode));
      notFound(request, reply);
    },

    install(app: FastifyInstance): void {
      // Every method Node passes on reaches a route (the surfaces answer 405 themselves), as before fastify.
      for (const method of ALL_METHODS) if (!app.supportedMethods.includes(method)) app.addHttpMethod(method, { hasBody: true });
      app.decorateRequest('endpoint', null);
      app.decorateRequest('caller', null);
      app.decorateRequest('started', 0);
      // No body is parsed by fastify: each surface reads the raw stream with our readers (our size limits and error
      // messages, the raw bytes for signatures, and the widget's budget taken before its body is read).
      app.removeAllContentTypeParsers();
      app.addContentTypeParser('*', (_request, _payload, done) => done(null));
      // Sync hooks with `done`: no promise per request.
      app.addHook('onRequest', (request, reply, done) => {
        observe(request, reply.raw);
        done();
      });
      app.addHook('onResponse', (request, reply, done) => {
        answered(request, reply.raw.statusCode);
        done();
      });
      app.setNotFoundHandler(notFound);
      // A failure before a handler took over (a surface's authentication hook): the catalogue's answer for the route.
      app.setErrorHandler((error, request, reply) => {
        request.endpoint ??= request.routeOptions.config.endpoint ?? null;
        reply.hijack();
        failRequest(request, reply.raw, error, log);
      });
    },
  };
}
