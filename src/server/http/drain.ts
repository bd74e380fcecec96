import { Server as NetServer } from 'node:net';
import type { Socket } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * A keep-alive connection that answered within this long may carry the client's next request already. With 0 (idle
 * connections closed at once, as Node's server.close() does) the keep-alive stop test saw a request reset in 2 of 3
 * runs: six clients sending back to back; with 250 ms, none.
 */
export const REUSE_WINDOW_MS = 250;

/** The graceful stop of one HTTP server's connections. */
export interface Drain {
  /**
   * Stops accepting connections; every answer from now on says `Connection: close` and ends its connection; idle
   * connections are closed (one that answered within the reuse window first gets the rest of it). Resolves once
   * every connection has closed, which is as soon as nothing is in flight; at `graceMs` the rest are cut.
   */
  stop(graceMs: number): Promise<void>;
}

interface ConnectionState {
  /** Responses not yet ended on this connection (more than one only when the client pipelines). */
  open: Set<ServerResponse>;
  idleSince: number;
}

/**
 * Tracks `server`'s connections so a stop does not cut keep-alive clients: Node's own `server.close()` closes
 * every idle connection at once, including one a client is sending its next request on that very moment (that
 * request is reset), and keeps taking new requests on busy connections without telling the client to go.
 * Attach it before the server listens.
 */
export function drainable(server: Server, reuseWindowMs = REUSE_WINDOW_MS): Drain {
  const connections = new Map<Socket, ConnectionState>();
  let draining = false;

  const closeWhenIdle = (socket: Socket, state: ConnectionState) => {
    if (state.open.size > 0) return;
    const wait = state.idleSince + reuseWindowMs - performance.now();
    if (wait <= 0) {
      socket.destroy();
      return;
    }
    // A request that arrives meanwhile is answered (with Connection: close), and its end closes the connection.
    setTimeout(() => closeWhenIdle(socket, state), wait).unref();
  };

  server.on('connection', (socket: Socket) => {
    connections.set(socket, { open: new Set(), idleSince: performance.now() });
    socket.once('close', () => connections.delete(socket));
  });
  // First of the request listeners, so the header is set before any handler can answer.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const state = connections.get(req.socket);
    if (draining) res.setHeader('connection', 'close');
    if (!state) return;
    state.open.add(res);
    res.once('close', () => {
      state.open.delete(res);
      state.idleSince = performance.now();
      // An answer that began before the stop went out keep-alive: its connection is closed like any idle one.
      if (draining) closeWhenIdle(req.socket, state);
    });
  });

  return {
    stop(graceMs) {
      draining = true;
      const closed = new Promise<void>((resolve) => {
        // net.Server's close, not http.Server's: it stops accepting and waits for the connections, without closing
        // the idle ones at once (closeWhenIdle does, minding the reuse window).
        NetServer.prototype.close.call(server, () => resolve());
      });
      for (const [socket, state] of connections) {
        for (const res of state.open) if (!res.headersSent) res.setHeader('connection', 'close');
        closeWhenIdle(socket, state);
      }
      const cut = setTimeout(() => {
        server.closeAllConnections();
        for (const socket of connections.keys()) socket.destroy();
      }, graceMs);
      return closed.finally(() => {
        clearTimeout(cut);
        // http.Server's close as well, now that nothing is connected: it stops its timeout-checking interval.
        server.close();
      });
    },
  };
}
