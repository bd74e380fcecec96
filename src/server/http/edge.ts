import type { IncomingMessage, Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
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
 * address: further ones are closed on arrival, but for a few kept for health probes (the answer tells those
 * sockets apart: they may ask an operations path only). A socket that sends nothing within `firstByteTimeoutMs`
 * is closed.
 */
export function capConnections(server: Server, limits: SecurityConfig): (socket: Socket) => boolean {
  server.maxConnections = limits.maxConnections;
  return limitEachClient(server, limits);
}

/**
 * Whether the client went away mid-request (closed tab, aborted fetch), so there is no one to answer. Only the
 * request's own socket says so: an error's code does not, since a lost database connection is an ECONNRESET too
 * (taken for an abort, such requests got no answer and held their sockets until the client's timeout).
 */
export function isClientAbort(req: IncomingMessage): boolean {
  return req.socket.destroyed;
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
