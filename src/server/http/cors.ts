import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOWED_HEADERS = 'x-auth-token, x-auth-iv, content-type';
const ALLOWED_METHODS = 'GET, POST, OPTIONS';

/**
 * Adds the CORS headers for an allowed origin (and `Vary: Origin` for every answer, so a cache keeps one per origin);
 * answers whether the origin is allowed.
 */
export function allowOrigin(req: IncomingMessage, res: ServerResponse, allowedOrigins: readonly string[]): boolean {
  const origin = req.headers.origin;
  const allowed = origin !== undefined && (allowedOrigins.includes('*') || allowedOrigins.includes(origin));
  res.setHeader('vary', 'Origin');
  if (allowed) res.setHeader('access-control-allow-origin', origin);
  return allowed;
}

/** Answers a preflight (OPTIONS) on any path; a refused origin gets one without allow headers, so the browser blocks the call. */
export function answerPreflight(res: ServerResponse, allowed: boolean): void {
  if (allowed) {
    res.setHeader('access-control-allow-methods', ALLOWED_METHODS);
    res.setHeader('access-control-allow-headers', ALLOWED_HEADERS);
    res.setHeader('access-control-max-age', '600');
  }
  res.writeHead(204);
  res.end();
}
