import type { IncomingMessage, ServerResponse } from 'node:http';

/** Headers stream-chat's browser client sends cross-origin (measured from its requests); requested extras are echoed too. */
const SDK_HEADERS = ['authorization', 'content-type', 'stream-auth-type', 'x-client-request-id', 'x-stream-client'];

/** Adds the CORS headers every answer carries. */
export function applyCors(request: IncomingMessage, response: ServerResponse): void {
  const requested = String(request.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((header) => header.trim().toLowerCase())
    .filter((header) => header !== '');
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  response.setHeader('Access-Control-Allow-Headers', [...new Set([...SDK_HEADERS, ...requested])].join(', '));
  response.setHeader('Access-Control-Max-Age', '86400');
}
