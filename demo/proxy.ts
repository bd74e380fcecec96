import { request as httpRequest } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Forwards one request to `target` (the product service), so the host page calls it on its own origin. */
export function proxyTo(target: string, incoming: IncomingMessage, outgoing: ServerResponse): void {
  const url = new URL(incoming.url ?? '/', target);
  const upstream = httpRequest(url, { method: incoming.method, headers: { ...incoming.headers, host: url.host } }, (answer) => {
    outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(outgoing);
  });
  upstream.on('error', () => {
    if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'application/json' });
    outgoing.end(JSON.stringify({ error: { code: 'bad_gateway', message: 'The product service is not answering' } }));
  });
  incoming.pipe(upstream);
}
