/**
 * URL enrichment as the provider does it (a message's first link becomes a link-card attachment; `GET /og` for a
 * composer's preview), without the internet: fake-stream fetches only loopback pages (127.0.0.0/8, ::1, localhost
 * and `*.localhost`, which are loopback by definition) and hosts on its allow-list (`--enrich-hosts`), never follows a
 * redirect, gives up after a short time-out and reads at most a small part of the page.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { find } from 'linkifyjs';
import type { OGAttachment } from 'stream-chat';
import { cardFromHtml } from './open-graph.js';

/** How long a page has to answer in full. */
export const ENRICH_TIMEOUT_MS = 2000;
/** How much of a page is read: the tags a card needs sit in its head. */
export const ENRICH_MAX_BYTES = 256 * 1024;

/** Which hosts fake-stream may fetch a page from, besides loopback. */
export interface EnrichPolicy {
  readonly hosts: readonly string[];
}

/** The first http(s) link of a text, as a message shows links (bare domains included), or undefined. */
export function firstLink(text: string): string | undefined {
  for (const link of find(text, 'url', { defaultProtocol: 'https' })) {
    try {
      const address = new URL(link.href);
      if (address.protocol === 'http:' || address.protocol === 'https:') return address.href;
    } catch {
      // Not an address after all.
    }
  }
  return undefined;
}

/** Whether a hostname names this machine's loopback. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

/** Whether fake-stream may fetch `url` under `policy`. */
export function mayFetch(url: URL, policy: EnrichPolicy): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return isLoopbackHost(url.hostname) || policy.hosts.includes(url.hostname.toLowerCase());
}

// `*.localhost` goes to 127.0.0.1 without asking a resolver (RFC 6761); other names resolve as usual.
const loopbackLookup: LookupFunction = (hostname, options, callback) => {
  if (options.all) (callback as unknown as (error: null, addresses: Array<{ address: string; family: number }>) => void)(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
  void hostname;
};

/** The link card for `url`, or null when it may not be fetched, does not answer in time, or names nothing. */
export async function enrichUrl(url: string, policy: EnrichPolicy): Promise<OGAttachment | null> {
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    return null;
  }
  if (!mayFetch(address, policy)) return null;
  const html = await fetchPage(address).catch(() => null);
  return html === null ? null : cardFromHtml(address.href, html);
}

/** The start of an HTML page: a redirect, another status, another type or a time-out is no page. */
function fetchPage(address: URL): Promise<string | null> {
  const send = address.protocol === 'https:' ? httpsRequest : httpRequest;
  const lookup = address.hostname.toLowerCase().endsWith('.localhost') || address.hostname.toLowerCase() === 'localhost' ? { lookup: loopbackLookup } : {};
  return new Promise((resolve, reject) => {
    const outgoing = send(address, { method: 'GET', headers: { accept: 'text/html', 'user-agent': 'fake-stream-url-enricher' }, timeout: ENRICH_TIMEOUT_MS, ...lookup }, (response) => {
      const type = String(response.headers['content-type'] ?? '');
      if (response.statusCode !== 200 || !/^text\/html\b|^application\/xhtml\+xml\b/i.test(type)) {
        response.destroy();
        resolve(null);
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= ENRICH_MAX_BYTES) {
          response.destroy();
          resolve(Buffer.concat(chunks).subarray(0, ENRICH_MAX_BYTES).toString('utf8'));
        }
      });
      response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      response.on('error', reject);
    });
    const timer = setTimeout(() => outgoing.destroy(new Error('enrichment timed out')), ENRICH_TIMEOUT_MS);
    outgoing.on('close', () => clearTimeout(timer));
    outgoing.on('timeout', () => outgoing.destroy(new Error('enrichment timed out')));
    outgoing.on('error', reject);
    outgoing.end();
  });
}
