/**
 * The composer's warning that contact details will be hidden: a light detector the widget bundles (the service's
 * masking, with a full phone-number library, is the one that counts), and the words for each policy.
 */

/** The warnings, by the channel's contact policy. */
export const CONTACT_WARNINGS = {
  'mask-until-awarded': 'Phone numbers and e-mail addresses are hidden until the bounty is awarded',
  mask: 'Phone numbers and e-mail addresses are hidden in this conversation',
} as const;

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

/**
 * The warning to show under the composer for `text` in a channel with `data` (its custom fields), or null: only
 * where details are hidden now (the awarded pair's DM is not), and only when the text holds one.
 */
export function contactWarning(text: string, data: object | undefined): string | null {
  const raw = (data ?? {}) as Record<string, unknown>;
  const policy = raw['contact_policy'];
  if (policy !== 'mask' && policy !== 'mask-until-awarded') return null;
  if (policy === 'mask-until-awarded' && raw['status'] === 'awarded' && raw['kind'] === 'dm'
    && (raw['candidate_id'] === raw['awarded_to'] || raw['owner_id'] === raw['awarded_to'])) return null;
  return looksLikeContact(text) ? CONTACT_WARNINGS[policy] : null;
}
