import { METHODS } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { UserClaims } from '../auth/token';
import { isClientAbort } from '../http/edge';
import { sendError } from '../http/errorHandler';
import type { EndpointName } from '../http/errors';
import type { Logger } from '../ops/logger';

declare module 'fastify' {
  interface FastifyRequest {
    /** The endpoint the request named (its metrics label and the catalogue's `error.message`); null for none. */
    endpoint: EndpointName | null;
    /** The widget's caller, from its token (set by the widget plugin's hook). */
    caller: UserClaims | null;
    /** performance.now() when the request arrived. */
    started: number;
  }
  interface FastifyContextConfig {
    /** The endpoint a route answers for, when it is one name whatever the method. */
    endpoint?: EndpointName;
  }
}

/**
 * Every method Node hands a server but CONNECT (which never reaches a request handler): a surface that owns a path
 * answers any method there itself (405 with Allow), as it did before fastify; fastify knows only the common ones
 * unless told (app.ts adds the rest).
 */
export const ALL_METHODS: readonly string[] = METHODS.filter((method) => method !== 'CONNECT');

/** Every method but OPTIONS: on browser-facing paths a preflight is the CORS plugin's. */
export const ALL_BUT_OPTIONS: readonly string[] = ALL_METHODS.filter((method) => method !== 'OPTIONS');

/** The path a request was routed on (app.ts's rewriteUrl normalised it), without the query. */
export function routedPath(request: FastifyRequest): string {
  const url = request.raw.url ?? '';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** The request's target as the client sent it, query included (rewriteUrl keeps it as `originalUrl`). */
export function originalUrl(request: FastifyRequest): string {
  return (request.raw as IncomingMessage & { originalUrl?: string }).originalUrl ?? request.raw.url ?? '/';
}

/**
 * Answers a failure with the catalogue's body (sendError), unless the client went away: then there is no one to
 * answer. Whatever of the body is still unread is discarded, so the answer can go out.
 */
export function failRequest(request: FastifyRequest, res: ServerResponse, failure: unknown, log: Logger): void {
  const endpoint = request.endpoint;
  if (isClientAbort(request.raw)) {
    log(`${endpoint ?? 'request'}: client aborted the request`, { requestId: request.id });
    return;
  }
  request.raw.resume();
  sendError(res, failure, endpoint, (line) => log(line, { requestId: request.id, level: 'error' }));
}

/**
 * A route whose answer a handler over node's request and response writes itself (the provider's calls, inbound
 * mail, the unsubscribe page, operations, the host API): fastify routes to it, the handler reads the body with our
 * readers (raw bytes for signatures, our size limits and messages) and writes the answer; a failure is answered
 * by sendError. `endpoint` names the route for metrics and error messages when it is one name.
 */
export function rawRoute(
  endpoint: EndpointName | null,
  answer: (req: IncomingMessage, res: ServerResponse, request: FastifyRequest) => Promise<unknown> | void,
  log: Logger,
): RouteHandlerMethod {
  return (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    if (endpoint !== null) request.endpoint = endpoint;
    const fail = (failure: unknown) => failRequest(request, reply.raw, failure, log);
    try {
      const answered = answer(request.raw, reply.raw, request);
      if (answered) answered.catch(fail);
    } catch (failure) {
      fail(failure);
    }
  };
}
