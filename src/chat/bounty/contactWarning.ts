/**
 * The composer's warning that contact details and links will be hidden: a light detector the widget bundles (the
 * service's masking, with a full phone-number library, is the one that counts), and the words for each policy.
 * Links are found as the message text finds them (linkifyjs, which the conversation loads anyway).
 */
import { find } from 'linkifyjs';
import { fillTexts } from '../texts/conversationWords.js';
import type { ConversationTexts } from '../texts/conversationWords.js';

/** The warning's words (the locale's, under the host's `texts`). */
export type WarningTexts = Pick<ConversationTexts, 'contactHiddenUntilAward' | 'contactHidden' | 'linksHiddenUntilAward' | 'linksHidden' | 'linksMore'>;

/** The warning's English (the product's wording). */
export const englishWarningTexts: WarningTexts = {
  contactHiddenUntilAward: 'Phone numbers and e-mail addresses are hidden until the bounty is awarded',
  contactHidden: 'Phone numbers and e-mail addresses are hidden in this conversation',
  linksHiddenUntilAward: 'Links to other sites are hidden until the bounty is awarded',
  linksHidden: 'Links to other sites are hidden in this conversation',
  linksMore: 'and {{count}} more',
};

type Policy = 'mask-until-awarded' | 'mask';

/** The warnings, by the channel's contact policy. */
const contactWarningText = (policy: Policy, texts: WarningTexts): string =>
  policy === 'mask' ? texts.contactHidden : texts.contactHiddenUntilAward;

/** The warnings for links off the host's domains and the allowed work links, followed by the links themselves. */
const linkWarningText = (policy: Policy, texts: WarningTexts): string =>
  policy === 'mask' ? texts.linksHidden : texts.linksHiddenUntilAward;

/** How many of a message's hidden links the warning names; the rest are counted. */
const LINKS_NAMED = 3;

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
// A run of digits with phone punctuation, 8–15 digits long (a price, date, time or order number has fewer or another shape).
const PHONE_RUN = /\+?\(?\d[\d\s().-]{6,}\d/g;
const DATE = /^\d{4}-\d{1,2}-\d{1,2}$/;

/** Whether `text` seems to hold a phone number or an e-mail address. */
export function looksLikeContact(text: string): boolean {
  if (EMAIL.test(text)) return true;
  for (const match of text.matchAll(PHONE_RUN)) {
    const run = match[0].trim();
    const digits = run.replace(/\D/g, '').length;
    if (digits >= 8 && digits <= 15 && !DATE.test(run)) return true;
  }
  return false;
}

/** Whether `hostname` is one of `domains` or under one of them. */
function onDomain(hostname: string, domains: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/**
 * The links in `text` the service will hide (off `linkDomains`), each as a reader knows it: its site, and "/…"
 * when it goes further ("github.com/…"); each site once.
 */
export function hiddenLinks(text: string, linkDomains: readonly string[]): string[] {
  if (!/[.:]/.test(text)) return [];
  const shown = new Set<string>();
  for (const link of find(text, 'url')) {
    let url: URL;
    try {
      url = new URL(link.href);
    } catch {
      continue;
    }
    if (onDomain(url.hostname, linkDomains)) continue;
    const site = url.hostname.replace(/^www\./, '');
    shown.add(url.pathname.length > 1 || url.search || url.hash ? `${site}/…` : site);
  }
  return [...shown];
}

/**
 * The warning to show under the composer for `text` in a channel with `data` (its custom fields), or null: only
 * where details are hidden now (the awarded pair's DM is not), and only when the text holds some. Contact details
 * and links are a line each ("Links to other sites are hidden until the bounty is awarded: github.com/…").
 */
export function contactWarning(
  text: string, data: object | undefined, linkDomains: readonly string[] = [], texts: WarningTexts = englishWarningTexts,
): string | null {
  const raw = (data ?? {}) as Record<string, unknown>;
  const policy = raw['contact_policy'];
  if (policy !== 'mask' && policy !== 'mask-until-awarded') return null;
  // A closed bounty keeps its winner: the pair's DM (the one left writable) stays unmasked.
  if (policy === 'mask-until-awarded' && (raw['status'] === 'awarded' || raw['status'] === 'closed') && raw['kind'] === 'dm'
    && (raw['candidate_id'] === raw['awarded_to'] || raw['owner_id'] === raw['awarded_to'])) return null;
  const lines: string[] = [];
  if (looksLikeContact(text)) lines.push(contactWarningText(policy, texts));
  const links = hiddenLinks(text, linkDomains);
  if (links.length > 0) {
    const named = links.slice(0, LINKS_NAMED).join(', ');
    const more = links.length > LINKS_NAMED ? ` ${fillTexts(texts.linksMore, { count: links.length - LINKS_NAMED })}` : '';
    lines.push(`${linkWarningText(policy, texts)}: ${named}${more}`);
  }
  return lines.length > 0 ? lines.join('\n') : null;
}
