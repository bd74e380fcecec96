import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';

/**
 * Idle connections to the provider kept for reuse: as many as the requests the service holds at once (its
 * BOUNTY_CHAT_MAX_CONNECTIONS default), each waiting on at most one provider call at a time.
 */
const PROVIDER_IDLE_SOCKETS = 1_000;

/** An idle connection is closed after this long unused (the provider's own keep-alive hint closes it sooner). */
const IDLE_TIMEOUT_MS = 60_000;

/**
 * When TCP starts probing an idle connection: the SDK's transport (axios) sets 60 s on the socket of every call,
 * and the pool sets its own value each time a call hands the socket back. With two values (Node's 1 s or our
 * earlier 3 s against the SDK's 60 s) every call switched the socket back and forth: eight setsockopt system
 * calls per provider call, the most of any kind after the reads and writes. With the SDK's value, Node sees
 * nothing to change and makes none.
 */
const KEEP_ALIVE_PROBE_DELAY_MS = 60_000;

let shared: { httpAgent: HttpAgent; httpsAgent: HttpsAgent } | null = null;

/**
 * The connection pools every SDK client of this process uses (its options `httpAgent`, `httpsAgent`), so each
 * client reuses the others' connections. Node's agents, the SDK's own HTTPS agent included, keep 256 idle
 * sockets: with 500 requests waiting on the provider at once, each burst of answers closed the connections past
 * 256 and the next calls opened new ones (a TLS handshake each against hosted Stream). `timeout` also makes the
 * agent heed the provider's Keep-Alive hint (Node ignores it without one) and close an idle connection before the
 * provider does, rather than send a call on a connection being closed. Measured with the provider 40 ms away and
 * 500 requests in flight, get-unread-messages went from 795–967 to 864–1,048 requests/s.
 */
export function providerAgents(): { httpAgent: HttpAgent; httpsAgent: HttpsAgent } {
  shared ??= {
    httpAgent: new HttpAgent({ keepAlive: true, keepAliveMsecs: KEEP_ALIVE_PROBE_DELAY_MS, maxFreeSockets: PROVIDER_IDLE_SOCKETS, timeout: IDLE_TIMEOUT_MS }),
    httpsAgent: new HttpsAgent({ keepAlive: true, keepAliveMsecs: KEEP_ALIVE_PROBE_DELAY_MS, maxFreeSockets: PROVIDER_IDLE_SOCKETS, timeout: IDLE_TIMEOUT_MS }),
  };
  return shared;
}
