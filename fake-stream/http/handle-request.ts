import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { authenticate } from '../auth.js';
import type { Clock } from '../clock.js';
import type { FakeStreamConfig } from '../config.js';
import type { Faults } from '../faults.js';
import { formatDuration, StreamError, toErrorResponse } from '../errors.js';
import { readJsonBody } from './body.js';
import { applyCors } from './cors.js';
import type { JsonObject, RawResponse, RouteResult, Router } from './router.js';

/** The one HTTP pipeline: CORS, routing, auth, body, handler, and the one error handler. */
export function createRequestHandler(deps: { config: FakeStreamConfig; clock: Clock; router: Router; faults?: Faults; latencyMs?: number }) {
  const { config, clock, router, faults } = deps;
  const latencyMs = deps.latencyMs ?? 0;
  return (request: IncomingMessage, response: ServerResponse): void => {
    const startedAt = performance.now();
    applyCors(request, response);
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const answered = latencyMs > 0 ? new Promise((wait) => setTimeout(wait, latencyMs)).then(() => handle(request)) : handle(request);
    answered
      .then((result) => send(response, result, startedAt))
      .catch((error: unknown) => sendError(request, response, error, startedAt));
  };

  async function handle(request: IncomingMessage): Promise<RouteResult> {
    const url = new URL(request.url ?? '/', 'http://fake-stream.invalid');
    const method = (request.method ?? 'GET').toUpperCase();
    const found = router.match(method, url.pathname);
    if ('missing' in found) {
      if (found.missing === 'method') {
        throw new StreamError('notFound', `${method} is not supported on ${url.pathname} (try ${found.allowed.join(', ')})`);
      }
      throw new StreamError('notFound', `unknown route: ${method} ${url.pathname}`);
    }
    const { route, params } = found;
    const base = { method, path: url.pathname, params, query: url.searchParams, raw: request };
    if (route.auth === 'none') {
      const body = route.options.body === 'raw' ? {} : await readJsonBody(request, config.maxJsonBytes);
      return route.handler({ ...base, body });
    }
    const caller = authenticate(config, clock, {
      apiKey: url.searchParams.get('api_key'),
      token: headerValue(request, 'authorization'),
      authType: headerValue(request, 'stream-auth-type'),
    });
    const body: JsonObject = route.options.body === 'raw' ? {} : await readJsonBody(request, config.maxJsonBytes);
    if (caller.kind === 'user' && faults?.takeRateLimit(caller.userId)) {
      throw new StreamError('rateLimited', `Too many requests for user ${caller.userId}, check response headers for more information.`);
    }
    const connectionId = url.searchParams.get('connection_id') ?? undefined;
    return route.handler({ ...base, body, caller, connectionId: connectionId === '' ? undefined : connectionId });
  }

  function send(response: ServerResponse, result: RouteResult, startedAt: number): void {
    if (isRaw(result)) {
      response.writeHead(result.status, result.headers).end(result.body);
      return;
    }
    const body = JSON.stringify({ ...result, duration: formatDuration(performance.now() - startedAt) });
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end(body);
  }

  function sendError(request: IncomingMessage, response: ServerResponse, error: unknown, startedAt: number): void {
    const streamError = error instanceof StreamError ? error : new StreamError('internal', 'internal error in fake-stream');
    if (!(error instanceof StreamError)) console.error('fake-stream: unexpected error', error);
    if (response.headersSent) {
      response.destroy();
      return;
    }
    const body = JSON.stringify(toErrorResponse(streamError, startedAt, performance.now()));
    const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8' };
    // An unread oversize body would otherwise stall the connection: answer, close it, discard the rest.
    if (!request.readableEnded) {
      headers.Connection = 'close';
      request.resume();
    }
    response.writeHead(streamError.status, headers).end(body);
  }
}

function headerValue(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}

function isRaw(result: RouteResult): result is RawResponse {
  return (result as Partial<RawResponse>).raw === true;
}
