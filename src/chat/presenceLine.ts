/**
 * A DM header's second line: the other person's presence ("Online", "Active 5 minutes ago"), instead of a group's
 * member and online counts.
 */

/** The other person of a DM as the provider reports her. */
export interface PeerPresence {
  online: boolean;
  /** ISO time of her last activity, when the provider knows it. */
  lastActive?: string | undefined;
}

/** The words it needs (`{{time}}`: "5 minutes ago", in the widget's locale). */
export interface PresenceTexts {
  presenceOnline: string;
  presenceActive: string;
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [['day', 86_400_000], ['hour', 3_600_000], ['minute', 60_000]];

/** "5 minutes ago", "yesterday", "now" in `locale`: the largest whole unit since `then`. */
export function timeAgo(then: Date, now: Date, locale: string): string {
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, ms] of UNITS) if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  return format.format(0, 'second');
}

/** The line for `peer` at `now`; '' when she is offline and her last activity is unknown. */
export function presenceLine(peer: PeerPresence, now: Date, locale: string, texts: PresenceTexts): string {
  if (peer.online) return texts.presenceOnline;
  const then = peer.lastActive ? new Date(peer.lastActive) : null;
  if (!then || Number.isNaN(then.getTime())) return '';
  return texts.presenceActive.replace(/{{\s*time\s*}}/g, timeAgo(then, now, locale));
}
