import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { SecurityConfig } from '../config/security';
import { limitKey } from './addresses';
import { isTrustedPeer } from './clientAddress';

/**
 * Connections one address may open past its cap for the operations endpoints alone: a load balancer's health probe
 * from an address whose cap is full (a stuck client behind the same NAT, or the balancer itself) is still answered.
 */
export const OPS_RESERVE_PER_ADDRESS = 2;

/**
 * One client cannot take the whole connection cap: at most `maxConnectionsPerAddress` open sockets per socket
 * address (IPv6 by /64); trusted proxies, through which everyone comes, are exempt. A few more per address are
 * kept for /healthz and /readyz: the answer says which sockets those are (the request handler serves them an
 * operations path, once, and closes any other request on them). Past those, a socket is closed on arrival. And a
 * socket that has sent nothing within `firstByteTimeoutMs` is closed, well before the headers timeout would.
 */
export function limitEachClient(server: Server, limits: SecurityConfig): (socket: Socket) => boolean {
  const open = new Map<string, number>();
  const reserved = new WeakSet<Socket>();
  server.on('connection', (socket: Socket) => {
    firstByteDeadline(socket, limits.firstByteTimeoutMs);
    if (isTrustedPeer(socket.remoteAddress, limits.trustedProxies)) return;
    const key = limitKey(socket.remoteAddress ?? 'unknown');
    const count = (open.get(key) ?? 0) + 1;
    if (count > limits.maxConnectionsPerAddress + OPS_RESERVE_PER_ADDRESS) {
      socket.destroy();
      return;
    }
    if (count > limits.maxConnectionsPerAddress) reserved.add(socket);
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left <= 0) open.delete(key);
      else open.set(key, left);
    });
  });
  return (socket) => reserved.has(socket);
}

/** Closes the socket when not one byte has arrived `ms` after it opened. */
function firstByteDeadline(socket: Socket, ms: number): void {
  // The HTTP parser reads the socket's handle directly (no 'data' events), so look at the byte count.
  const timer = setTimeout(() => { if (socket.bytesRead === 0) socket.destroy(); }, ms);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}
