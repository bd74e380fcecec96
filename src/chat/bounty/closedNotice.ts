/** What a closed bounty's read-only conversation says where its composer was. */

/** The notice's words: with the day it closed, and without (a channel closed before the service kept the day). */
export interface ClosedTexts {
  bountyClosedNotice: string;
  bountyClosedOn: string;
}

/** English: the product's wording; `{date}` is the day in the widget's locale ("3 Dec", "Dec 3"). */
export const englishClosedTexts: ClosedTexts = {
  bountyClosedNotice: 'This bounty was closed',
  bountyClosedOn: 'This bounty was closed on {date}',
};

/**
 * The notice for a conversation the provider froze because its bounty closed (the service sets `status` and
 * `closed_at`), or null for any other (the awarded pair's DM stays open; a channel frozen for another reason says
 * the generic words). The provider's freeze is the guard: this only says why.
 */
export function closedNotice(data: object | undefined, locale: string, texts: ClosedTexts): string | null {
  const raw = (data ?? {}) as Record<string, unknown>;
  if (raw['frozen'] !== true || raw['status'] !== 'closed') return null;
  const at = typeof raw['closed_at'] === 'string' ? Date.parse(raw['closed_at']) : Number.NaN;
  if (Number.isNaN(at)) return texts.bountyClosedNotice;
  return texts.bountyClosedOn.replace('{date}', new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(at));
}
