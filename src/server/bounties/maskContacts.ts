import { Metadata, findPhoneNumbersInText, getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import type { CountryCode, NumberFound } from 'libphonenumber-js/max';

/** What replaces each phone number, e-mail address or outside link. */
export const CONTACT_HIDDEN = '[contact details hidden]';

/**
 * Regions whose national formats are recognised without a `+` ("020 7946 0958", "415-555-2671"); any number
 * written internationally (`+44 …`) is found whatever its country. libphonenumber's "valid" check keeps
 * prices, dates, times, order and version numbers out.
 */
const NATIONAL_REGIONS: readonly CountryCode[] = ['US', 'GB', 'DE', 'FR', 'IN', 'AU', 'ES', 'IT', 'NL', 'BR'];

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const DATE = /^(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4})$/;
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
/**
 * Where a phone number's digits can lie: libphonenumber takes a number from digit blocks (in whichever script:
 * it also reads Arabic-Indic and full-width ones) joined by at most four punctuation marks or spaces, never across
 * a letter. Joining across any four non-letters is wider than that, so no number spans two of these runs.
 */
const DIGIT_RUN = /\p{Nd}+(?:[^\p{L}\p{Nd}]{1,4}\p{Nd}+)*/gu;
const DIGITS = /\p{Nd}/gu;

/** The fewest digits a number of `region` can have, from libphonenumber's own metadata. */
function shortestIn(metadata: Metadata, region: CountryCode): number {
  metadata.selectNumberingPlan(region);
  return Math.min(...(metadata.numberingPlan?.possibleLengths() ?? [1]));
}

/**
 * The eleven passes cost nearly all of the masking's time (20–100 µs each on a short text), while most digits in
 * chat are prices, dates, times and order numbers too short to be a phone number: a pass runs only when some run
 * of digits is long enough for what it finds. The pass without a region finds numbers written with `+` (country
 * code and number); a region's pass finds its own national numbers, and numbers dialled from it to abroad ("00 49
 * …", "011 49 …": at least two more digits than with `+`).
 */
const [INTERNATIONAL, NATIONAL] = ((): [number, Array<{ region: CountryCode; digits: number }>] => {
  const metadata = new Metadata();
  const international = Math.min(...getCountries().map((region) => getCountryCallingCode(region).length + shortestIn(metadata, region)));
  return [international, NATIONAL_REGIONS.map((region) => ({ region, digits: Math.min(shortestIn(metadata, region), 2 + international) }))];
})();

/** A run of digits: where it starts and its text. */
interface DigitRun {
  at: number;
  text: string;
}

const digitCount = (run: DigitRun): number => run.text.match(DIGITS)?.length ?? 0;

/** Whether every digit of `run` lies inside one of `found`. */
function covered(run: DigitRun, found: readonly NumberFound[]): boolean {
  for (const digit of run.text.matchAll(DIGITS)) {
    const at = run.at + digit.index;
    if (!found.some((number) => number.startsAt <= at && at < number.endsAt)) return false;
  }
  return true;
}

/**
 * Every phone number in `text` as the eleven passes find it, each pass run only where it can find something. A run
 * that the pass without a region found whole holds numbers written with `+`, which read the same in every region
 * (the region only matters for a number without one): the regions' passes look only at longer runs of the rest.
 */
function phoneNumbers(text: string): NumberFound[] {
  const runs = Array.from(text.matchAll(DIGIT_RUN), (match): DigitRun => ({ at: match.index, text: match[0] }));
  if (runs.length === 0) return [];
  const found = Math.max(...runs.map(digitCount)) >= INTERNATIONAL ? findPhoneNumbersInText(text, {}) : [];
  const open = runs.map((run) => (covered(run, found) ? 0 : digitCount(run)));
  for (const { region, digits } of NATIONAL) {
    for (const [start, end] of windows(text, runs, open, digits)) {
      const inWindow = findPhoneNumbersInText(text.slice(start, end), { defaultCountry: region });
      found.push(...inWindow.map((number) => Object.assign({}, number, { startsAt: number.startsAt + start, endsAt: number.endsAt + start })));
    }
  }
  return found;
}

/**
 * Where a region's pass can find a number: around each run with at least `digits` open (uncovered) digits, from the
 * end of the second run before it to the start of the second run after it (the runs next to it whole), overlapping
 * stretches joined. The pass reads around a number: a letter next to it, an extension that reaches into the next
 * run, and a number before that took the first digits of this run as its extension ("+1 415 555 2671 ext.
 * 12-415-555-2671": read from the second run alone, "12-415-555-2671" hid nothing). The rest of the text (prices,
 * times, dates far from any long run) is not read again, which cost a full pass for each region that a four- or
 * five-digit figure let run. The seeded test holds it to every pass over the whole text.
 */
function windows(text: string, runs: readonly DigitRun[], open: readonly number[], digits: number): Array<[number, number]> {
  const stretches: Array<[number, number]> = [];
  runs.forEach((run, index) => {
    if (open[index]! < digits) return;
    const before = runs[index - 2];
    const start = before ? before.at + before.text.length : 0;
    const end = runs[index + 2]?.at ?? text.length;
    const last = stretches.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else stretches.push([start, end]);
  });
  return stretches;
}

/** Whether `hostname` is one of `domains` or under one of them. */
function onHostDomain(hostname: string, domains: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

function linkHost(link: string): string | null {
  try {
    return new URL(/^www\./i.test(link) ? `https://${link}` : link).hostname;
  } catch {
    return null;
  }
}

/** The [start, end) ranges of every contact detail in `text`: e-mail addresses, phone numbers, links off the host's domains. */
export function contactRanges(text: string, hostDomains: readonly string[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const match of text.matchAll(EMAIL)) ranges.push([match.index, match.index + match[0].length]);
  for (const match of text.matchAll(LINK)) {
    const host = linkHost(match[0]);
    if (host === null || !onHostDomain(host, hostDomains)) ranges.push([match.index, match.index + match[0].length]);
  }
  for (const found of phoneNumbers(text)) {
    if (!isDate(text.slice(found.startsAt, found.endsAt))) ranges.push([found.startsAt, found.endsAt]);
  }
  return merge(ranges);
}

/** Some regions' phone formats also fit a date ("2026-11-25"): a date is never hidden. */
export function isDate(found: string): boolean {
  return DATE.test(found);
}

/** Overlapping ranges joined, in order. */
function merge(ranges: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** `text` with every contact detail replaced by "[contact details hidden]"; the same text when it has none. */
export function maskContacts(text: string, hostDomains: readonly string[]): string {
  return hideRanges(text, contactRanges(text, hostDomains));
}

/** `text` with each of `ranges` (overlapping ones joined) replaced by "[contact details hidden]". */
export function hideRanges(text: string, ranges: Array<[number, number]>): string {
  let out = '';
  let at = 0;
  for (const [start, end] of merge(ranges)) {
    out += text.slice(at, start) + CONTACT_HIDDEN;
    at = end;
  }
  return out + text.slice(at);
}
