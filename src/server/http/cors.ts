import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOWED_HEADERS = 'x-auth-token, x-auth-iv, content-type';
const ALLOWED_METHODS = 'GET, POST, OPTIONS';

/**
 * Adds CORS headers for an allowed origin and answers preflights.
 * Returns true when the request was a preflight and has been answered.
 */
export function handleCors(req: IncomingMessage, res: ServerResponse, allowedOrigins: readonly string[]): boolean {
  const origin = req.headers.origin;
  const allowed = origin !== undefined && (allowedOrigins.includes('*') || allowedOrigins.includes(origin));
  res.setHeader('vary', 'Origin');
  if (allowed) res.setHeader('access-control-allow-origin', origin);
  if (req.method !== 'OPTIONS') return false;
  // A refused origin gets a preflight without allow headers, so the browser blocks the call.
  if (allowed) {
    res.setHeader('access-control-allow-methods', ALLOWED_METHODS);
    res.setHeader('access-control-allow-headers', ALLOWED_HEADERS);
    res.setHeader('access-control-max-age', '600');
  }
  res.writeHead(204);
  res.end();
  return true;
}
