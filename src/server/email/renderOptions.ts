import type { DigestItem } from './emailRequest';

/** How e-mails read: the product's name, the link to a conversation, the zone of times, a digest's bounds. */
export interface RenderOptions {
  productName: string;
  /** `{channelId}` is replaced by the conversation's id; null: no link. */
  conversationUrl: string | null;
  /** IANA zone the times are stated in, with the zone's name ("21:22 UTC"). */
  timeZone: string;
  /** A digest lists at most this many messages … */
  maxItems: number;
  /** … and at most this many bytes of their text; the rest is counted, not listed. */
  maxBytes: number;
}

/** What an e-mail reads like without configuration. */
export const DEFAULT_RENDER_OPTIONS: RenderOptions = { productName: 'BountyChat', conversationUrl: null, timeZone: 'UTC', maxItems: 20, maxBytes: 100 * 1024 };

/** "21:22 UTC" (24-hour, with the zone's short name) for a time in milliseconds since the epoch. */
export function clockTime(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone, timeZoneName: 'short' }).format(new Date(at));
}

/** "at 21:22 UTC", or "between 21:20 and 21:22 UTC" (the zone named once) for the first and last message. */
export function timeSpan(items: readonly DigestItem[], timeZone: string): string {
  const times = items.map((item) => item.createdAt);
  const first = clockTime(Math.min(...times), timeZone);
  const last = clockTime(Math.max(...times), timeZone);
  if (first === last) return `at ${first}`;
  const zone = last.slice(last.indexOf(' ') + 1);
  return `between ${first.slice(0, first.indexOf(' '))} and ${last.slice(0, last.indexOf(' '))} ${zone}`;
}

/** The messages a digest lists (in arrival order, within both bounds) and how many it only counts. */
export function boundedItems(items: readonly DigestItem[], options: Pick<RenderOptions, 'maxItems' | 'maxBytes'>): { listed: DigestItem[]; more: number } {
  const listed: DigestItem[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = Buffer.byteLength(item.text) + Buffer.byteLength(item.senderName);
    if (listed.length >= options.maxItems || (listed.length > 0 && bytes + size > options.maxBytes)) break;
    listed.push(item);
    bytes += size;
  }
  return { listed, more: items.length - listed.length };
}

/** The link to a conversation on the host's site, or null when the host gave no pattern. */
export function conversationLink(channelId: string, options: Pick<RenderOptions, 'conversationUrl'>): string | null {
  return options.conversationUrl === null ? null : options.conversationUrl.replaceAll('{channelId}', encodeURIComponent(channelId));
}
