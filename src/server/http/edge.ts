import type { IncomingMessage, Server, ServerOptions } from 'node:http';
import type { SecurityConfig } from '../config/security';
import { limitEachClient } from './connectionLimits';

/**
 * Bounds what a slow client can hold: headers must arrive within `headersTimeoutMs` and the whole request
 * within `requestTimeoutMs` (options for `createServer`).
 */
export function edgeOptions(limits: SecurityConfig): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    // Node enforces both timeouts on this interval (30 s by default, which would stretch them).
    connectionsCheckingInterval: Math.min(1000, Math.ceil(limits.headersTimeoutMs / 10)),
  };
}

/**
 * At most `maxConnections` sockets open at once, and at most `maxConnectionsPerAddress` from one client
 * address: further ones are closed on arrival. A socket that sends nothing within `firstByteTimeoutMs` is closed.
 */
export function capConnections(server: Server, limits: SecurityConfig): Server {
  server.maxConnections = limits.maxConnections;
  limitEachClient(server, limits);
  return server;
}

/** Whether a failure is the client going away mid-request (closed tab, aborted fetch), not our error. */
export function isClientAbort(req: IncomingMessage, failure: unknown): boolean {
  const code = (failure as { code?: unknown } | null)?.code;
  // The request stream itself is destroyed once its body has been read, so look at the socket instead.
  return req.socket.destroyed || code === 'ECONNRESET' || code === 'ECONNABORTED' || (failure instanceof Error && failure.message === 'aborted');
}

/** The client address for per-address limits: see clientAddressForLimits (trusted proxies, IPv6 by /64). */
export { clientAddressForLimits } from './clientAddress';

/**
 * Closes the connection when a request's body is still incomplete `ms` after its headers arrived: Node's own
 * request timeout does not end a request whose handler is already reading the body. The deadline ends only with
 * the whole body ('end'): a request stream closed before that (a handler that stopped reading and destroyed it)
 * leaves the socket open, still waiting for the rest.
 */
export function bodyDeadline(req: IncomingMessage, ms: number): void {
  const timer = setTimeout(() => { if (!req.complete) req.socket.destroy(); }, ms);
  timer.unref();
  req.on('end', () => clearTimeout(timer));
}
