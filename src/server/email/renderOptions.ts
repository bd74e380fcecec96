import type { DigestItem } from './emailRequest';

/** How e-mails read: the board's name and colour, the links, the zone and language of times, a digest's bounds. */
export interface RenderOptions {
  productName: string;
  /** The board's colour (`#rrggbb`), for the button and the heading's rule (BOUNTY_CHAT_BRAND_COLOR). */
  brandColor: string;
  /** `{channelId}` and `{bountyId}` are replaced by the conversation's and its bounty's ids; null: no link. */
  conversationUrl: string | null;
  /** The host's page of e-mail settings (BOUNTY_CHAT_EMAIL_SETTINGS_URL); null: no link. */
  settingsUrl: string | null;
  /** IANA zone times are stated in when the recipient has none of her own, with the zone's name ("21:22 UTC"). */
  timeZone: string;
  /** The language times are written in when the recipient has none of her own (a BCP 47 tag). */
  locale: string;
  /** A digest lists at most this many messages … */
  maxItems: number;
  /** … and at most this many bytes of their text; the rest is counted, not listed. */
  maxBytes: number;
}

/** What an e-mail reads like without configuration. */
export const DEFAULT_RENDER_OPTIONS: RenderOptions = {
  productName: 'BountyChat', brandColor: '#1f5fbf', conversationUrl: null, settingsUrl: null, timeZone: 'UTC', locale: 'en-GB', maxItems: 20, maxBytes: 100 * 1024,
};

/** Where and how one recipient reads times: her own zone and language, else the service's. */
export interface TimeStyle {
  timeZone: string;
  locale: string;
}

/** The time of day and the zone's short name, apart ("21:22", "UTC"; "9:22 PM", "EST" in en-US). */
function clockParts(at: number, style: TimeStyle): { time: string; zone: string } {
  const parts = new Intl.DateTimeFormat(style.locale, { hour: 'numeric', minute: '2-digit', timeZone: style.timeZone, timeZoneName: 'short' }).formatToParts(new Date(at));
  const zone = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  // ICU puts a narrow no-break space before "PM": a plain space reads the same in every mail client's font.
  const time = parts.filter((part) => part.type !== 'timeZoneName').map((part) => part.value).join('').replace(/[\u202f\u00a0]/g, ' ').trim();
  return { time, zone };
}

/** "21:22 UTC" (in the recipient's language: "9:22 PM UTC" in en-US) for a time in milliseconds since the epoch. */
export function clockTime(at: number, style: TimeStyle): string {
  const { time, zone } = clockParts(at, style);
  return zone ? `${time} ${zone}` : time;
}

/** "at 21:22 UTC", or "between 21:20 and 21:22 UTC" (the zone named once) for the first and last message. */
export function timeSpan(items: readonly DigestItem[], style: TimeStyle): string {
  const times = items.map((item) => item.createdAt);
  const first = clockParts(Math.min(...times), style);
  const last = clockParts(Math.max(...times), style);
  if (first.time === last.time && first.zone === last.zone) return `at ${clockTime(Math.max(...times), style)}`;
  if (first.zone !== last.zone) return `between ${first.time} ${first.zone} and ${last.time} ${last.zone}`;
  return `between ${first.time} and ${last.time}${last.zone ? ` ${last.zone}` : ''}`;
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

/** The link to a conversation on the host's site, or null when the host gave no template. */
export function conversationLink(channelId: string, bountyId: string | null, options: Pick<RenderOptions, 'conversationUrl'>): string | null {
  if (options.conversationUrl === null) return null;
  return options.conversationUrl.replaceAll('{channelId}', encodeURIComponent(channelId)).replaceAll('{bountyId}', encodeURIComponent(bountyId ?? ''));
}

/** Whether `value` is a time zone this runtime knows. */
export function knownTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Whether `value` is a language tag this runtime accepts. */
export function knownLocale(value: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([value]).length > 0 || /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(value);
  } catch {
    return false;
  }
}
