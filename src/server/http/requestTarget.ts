import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { pathOf } from './requestPath';

/**
 * The request's target as fastify routes it (its `rewriteUrl`): the path as `new URL` reads it (dot segments
 * resolved, escapes normalised; a target that is no URL becomes `/`, which no route has), the query kept. What every
 * route and error message has always seen; the target as sent stays in the request's `originalUrl`.
 */
export function routableUrl(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const path = decodablePath(pathOf(url) || '/');
  const query = url.indexOf('?');
  return query === -1 ? path : path + url.slice(query);
}

/**
 * The path with every segment the router could not percent-decode (`%zz`, `%FF`) escaped once more, so the router
 * takes it literally: such a segment then reaches the route that owns the path (a host API id that is no user id,
 * answered 400 as before) instead of failing the whole request in the router.
 */
function decodablePath(path: string): string {
  if (!path.includes('%')) return path;
  return path.split('/').map((segment) => {
    try {
      decodeURIComponent(segment);
      return segment;
    } catch {
      return segment.replaceAll('%', '%25');
    }
  }).join('/');
}

/** The caller's `x-request-id` when it is a sane token, so one id follows a request through the load balancer; else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const value = req.headers['x-request-id'];
  const given = Array.isArray(value) ? value[0] : value;
  return given !== undefined && /^[A-Za-z0-9._:-]{1,128}$/.test(given) ? given : randomUUID();
}
