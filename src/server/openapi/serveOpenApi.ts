import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from '../http/errors';
import { openApiJson } from './openApiDocument';

/** How long a client or a proxy may keep the document: it changes only with a new release of the service. */
const MAX_AGE_SECONDS = 3600;

let built: string | undefined;

/**
 * The document's text, built on the first call of the process (about 50 ms) and kept: it depends on nothing but
 * the code, and a test process builds many servers.
 */
export function openApiText(): string {
  return (built ??= openApiJson());
}

/**
 * `GET /api/openapi.json`: the document the service was started with (built once, so a request costs a write),
 * without authentication, cacheable, with an ETag so a client that has it gets a 304.
 */
export function openApiRoute(json: string): (req: IncomingMessage, res: ServerResponse) => void {
  const body = Buffer.from(json, 'utf8');
  const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new ApiError('method_not_allowed', 'openapi.json accepts GET and HEAD', { allow: 'GET, HEAD' });
    res.setHeader('cache-control', `public, max-age=${MAX_AGE_SECONDS}`);
    res.setHeader('etag', etag);
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
