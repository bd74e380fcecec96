import type { IncomingMessage } from 'node:http';
import { inRanges, limitKey, parseIp } from './addresses';
import type { IpRange } from './addresses';

/**
 * The client a request is counted under for per-address limits (failed authentications, connections, bad host
 * keys). The socket's peer, unless it is one of `trustedProxies`: then `X-Forwarded-For` is read from the right,
 * skipping trusted hops, and the first untrusted address is the client. Entries left of it are the client's own
 * word and are never read. IPv6 clients are grouped by /64, IPv4-mapped IPv6 counts as IPv4.
 */
export function clientAddressForLimits(req: IncomingMessage, trustedProxies: readonly IpRange[]): string {
  return limitKey(forwardedClient(req.socket.remoteAddress ?? 'unknown', req.headers['x-forwarded-for'], trustedProxies));
}

/** The client's address (ungrouped) from the socket peer and the X-Forwarded-For header(s), as clientAddressForLimits reads them. */
export function forwardedClient(peer: string, forwardedFor: string | string[] | undefined, trustedProxies: readonly IpRange[]): string {
  if (!inRanges(peer, trustedProxies)) return peer;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  let client = peer;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] ?? '';
    // A hop that is not an address was not written by a proxy we trust: stop at the last one that was.
    if (parseIp(hop) === null) break;
    client = hop;
    if (!inRanges(hop, trustedProxies)) break;
  }
  return client;
}

/** Whether the socket's peer is a configured trusted proxy (exempt from the per-address connection limit). */
export function isTrustedPeer(peer: string | undefined, trustedProxies: readonly IpRange[]): boolean {
  return peer !== undefined && inRanges(peer, trustedProxies);
}
