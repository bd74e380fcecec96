import type { FastifyInstance } from 'fastify';
import { allowOrigin, answerPreflight } from '../http/cors';

/**
 * CORS for the browser-facing surfaces registered in `app`'s context (the widget's API, the host API, inbound mail,
 * the unsubscribe page, the OpenAPI document): every answer gets `Vary: Origin` and, for an allowed origin,
 * `Access-Control-Allow-Origin`; a preflight on any path they do not own for OPTIONS is answered 204. The
 * provider's calls and the operations endpoints sit outside this context.
 */
export function addCors(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  app.addHook('onRequest', (request, reply, next) => {
    allowOrigin(request.raw, reply.raw, allowedOrigins);
    next();
  });
  app.options('/*', (request, reply) => {
    reply.hijack();
    answerPreflight(reply.raw, allowOrigin(request.raw, reply.raw, allowedOrigins));
  });
}
