import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { SecurityConfig } from '../config/security';
import { isOpsPath } from '../ops/health';
import { BEFORE_MESSAGE_SEND_PATH } from '../webhooks/beforeMessageSend';
import { STREAM_WEBHOOK_PATH } from '../webhooks/streamWebhookRoute';
import { bodyDeadline, capConnections, edgeOptions } from './edge';
import { pathOf } from './requestPath';
import { turnQueue } from './turnQueue';

/** fastify's request handler, as its `serverFactory` hands it over. */
type FastifyHandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * fastify's `serverFactory`: the node:http server with our socket-level protections, fastify's router behind it.
 * What it keeps, fastify has no option for: the headers and request timeouts (edgeOptions), the connection caps
 * with their probe-only sockets, the body deadline, and the turn a request waits before it is handled. drain.ts
 * works on the same server. Requests through `fastify.inject` meet none of this: they have no socket.
 */
export function edgeServerFactory(limits: SecurityConfig): (handler: FastifyHandler) => Server {
  return (handler) => {
    const inTurn = turnQueue();
    const server = createServer(edgeOptions(limits), (req, res) => {
      const path = pathOf(req.url);
      if (forProbesOnly(req.socket)) {
        // A socket past its address's cap, kept so a health probe is answered whatever the client's other sockets do.
        if (limits.opsPort !== null || !isOpsPath(path)) {
          req.socket.destroy();
          return;
        }
        res.setHeader('connection', 'close');
      }
      bodyDeadline(req, limits.requestTimeoutMs);
      // A request that calls the provider is handled once the event loop has read every socket that was ready (its
      // check phase), not inside the read of its own: a turn's requests then run together and their provider calls
      // leave together. Measured under load (32 connections, get-unread-messages on SQLite, interleaved with the bare
      // server): 0.07–0.16 more of the bare server's requests per second in six paired runs, about 0.1 ms less CPU
      // per request; the turn's requests run one after the other in one callback (turnQueue): 0.91, 0.88 and 0.97 of
      // the bare server's requests per second against 0.84, 0.84 and 0.87 with one callback each. The body waits
      // meanwhile in the request stream, paused. The provider's own calls (the webhook, the before-send hook on the
      // path of every message) call no provider: they gain nothing, and are not held.
      if (path === BEFORE_MESSAGE_SEND_PATH || path === STREAM_WEBHOOK_PATH) handler(req, res);
      else inTurn(() => handler(req, res));
    });
    const forProbesOnly = capConnections(server, limits);
    return server;
  };
}
