import { Metadata, findPhoneNumbersInText, getCountries, getCountryCallingCode, parseDigits } from 'libphonenumber-js/max';
import type { CountryCode, NumberFound } from 'libphonenumber-js/max';
import { linkRanges } from './linkRanges';
import type { HiddenKind, HiddenRange } from './linkRanges';
import { normaliseText, originalRange } from './normaliseText';

/** What replaces each phone number or e-mail address (and a link that holds one). */
export const CONTACT_HIDDEN = '[contact details hidden]';
/** What replaces a link off the host's domains and the allowed work links. */
export const LINK_HIDDEN = '[link hidden]';

const LABELS: Record<HiddenKind, string> = { contact: CONTACT_HIDDEN, link: LINK_HIDDEN };

/**
 * Regions whose national formats are recognised without a `+` ("020 7946 0958", "415-555-2671"); any number
 * written internationally (`+44 …`) is found whatever its country. libphonenumber's "valid" check keeps
 * prices, dates, times, order and version numbers out.
 */
const NATIONAL_REGIONS: readonly CountryCode[] = ['US', 'GB', 'DE', 'FR', 'IN', 'AU', 'ES', 'IT', 'NL', 'BR'];

const DATE = /^(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4})$/;
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
 * `region` and every region that shares its calling code: a number written nationally under `region` can be read as
 * one of theirs (a Canadian "310" number under US, one of Christmas Island under AU), with their lengths and patterns.
 */
function sharingCode(region: CountryCode): CountryCode[] {
  const code = getCountryCallingCode(region);
  return getCountries().filter((other) => getCountryCallingCode(other) === code);
}

/** The number types libphonenumber's validity tries (getNumberType), fixed line first. */
const NUMBER_TYPES = ['FIXED_LINE', 'MOBILE', 'PREMIUM_RATE', 'TOLL_FREE', 'SHARED_COST', 'VOIP', 'PERSONAL_NUMBER', 'PAGER', 'UAN', 'VOICEMAIL'] as const;

/**
 * The eleven passes cost nearly all of the masking's time (20–100 µs each on a short text), while most digits in
 * chat are prices, dates, times and order numbers too short to be a phone number: a pass runs only when some run
 * of digits is long enough for what it finds. The pass without a region finds numbers written with `+` (country
 * code and number); a region's pass finds its own national numbers and those of the regions sharing its calling
 * code (sharingCode), and numbers dialled from it to abroad ("00 49 …", "011 49 …": at least two more digits than
 * with `+`).
 */
const [INTERNATIONAL, NATIONAL] = ((): [number, Array<{ region: CountryCode; digits: number; checks: NationalCheck[] }>] => {
  const metadata = new Metadata();
  const international = Math.min(...getCountries().map((region) => getCountryCallingCode(region).length + shortestIn(metadata, region)));
  return [international, NATIONAL_REGIONS.map((region) => {
    const shared = sharingCode(region);
    return { region, digits: Math.min(...shared.map((other) => shortestIn(metadata, other)), 2 + international), checks: nationalChecks(metadata, shared) };
  })];
})();

/** The parts of a numbering plan the validity reads (the metadata has them; its published types leave them out). */
interface PlanPatterns {
  nationalNumberPattern(): string;
  type(name: string): { pattern(): string; possibleLengths(): number[] | undefined } | undefined;
}

/** Whether a national (significant) number is valid in one region. */
type NationalCheck = (nationalNumber: string) => boolean;

/**
 * The validity of a national number found by a region's pass, in each of `regions` (the region and those sharing
 * its calling code: sharingCode), as libphonenumber's isValid decides it: the national number pattern whole, then some
 * type whose possible lengths hold the number's and whose pattern it matches whole (without types: the pattern).
 */
function nationalChecks(metadata: Metadata, regions: readonly CountryCode[]): NationalCheck[] {
  return regions.map((other): NationalCheck => {
    metadata.selectNumberingPlan(other);
    const plan = metadata.numberingPlan as unknown as PlanPatterns;
    const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);
    const general = whole(plan.nationalNumberPattern());
    if (!(metadata as unknown as { hasTypes(): boolean }).hasTypes()) return (number) => general.test(number);
    const types = NUMBER_TYPES.flatMap((name) => {
      const type = plan.type(name);
      return type && type.pattern() ? [{ lengths: type.possibleLengths(), pattern: whole(type.pattern()) }] : [];
    });
    return (number) => general.test(number) && types.some((type) => (!type.lengths || type.lengths.includes(number.length)) && type.pattern.test(number));
  });
}

/**
 * Runs of at most this many digits are checked stretch by stretch before a pass reads them: fewer digits than a
 * number dialled to abroad takes ("00 49 …", 2 + INTERNATIONAL), so a region's pass can find only a national
 * number there.
 */
const CHECKED_DIGITS = 1 + INTERNATIONAL;

/**
 * The stretches of a short run's digits a region's pass could find a national number in, or null where the pass
 * must read the run. A national number a pass finds is a stretch of the run's digits (the number as written, less
 * the national prefix or carrier code libphonenumber strips from its front; an extension is not part of it), so a
 * region none of these stretches is valid in (nationalChecks) can find none there: a date, a time, a price or an
 * order number that would otherwise cost it a pass ("12/03", "10:30", "58213" under DE, AU and NL). Longer runs,
 * runs beside a `+` and digits libphonenumber does not read are left to the pass.
 */
function shortRunStretches(text: string, run: DigitRun, digitsInRun: number): string[] | null {
  const digits = parseDigits(run.text);
  if (digits.length > CHECKED_DIGITS || digits.length !== digitsInRun || /[+＋]/.test(text.slice(Math.max(0, run.at - 1), run.at) + run.text)) return null;
  const stretches: string[] = [];
  for (let start = 0; start < digits.length; start++) {
    for (let end = start + 1; end <= digits.length; end++) stretches.push(digits.slice(start, end));
  }
  return stretches;
}

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
  const counts = runs.map(digitCount);
  const found = Math.max(...counts) >= INTERNATIONAL ? findPhoneNumbersInText(text, {}) : [];
  const open = runs.map((run, index) => (covered(run, found) ? 0 : counts[index]!));
  // Each run's stretches are read once, for the first region that asks.
  const stretches = new Map<number, string[] | null>();
  const stretchesOf = (index: number) => {
    if (!stretches.has(index)) stretches.set(index, shortRunStretches(text, runs[index]!, counts[index]!));
    return stretches.get(index)!;
  };
  for (const { region, digits, checks } of NATIONAL) {
    // A run with some digits covered by a number with `+` is left to the pass whole.
    const wanted = runs.map((_, index) => {
      if (open[index]! < digits) return false;
      const short = open[index]! < counts[index]! ? null : stretchesOf(index);
      return short === null || short.some((stretch) => checks.some((valid) => valid(stretch)));
    });
    for (const [start, end] of windows(text, runs, wanted)) {
      const inWindow = findPhoneNumbersInText(text.slice(start, end), { defaultCountry: region });
      found.push(...inWindow.map((number) => Object.assign({}, number, { startsAt: number.startsAt + start, endsAt: number.endsAt + start })));
    }
  }
  return found;
}

/**
 * Where a region's pass can find a number: around each `wanted` run (enough open digits, see phoneNumbers), from the
 * end of the second run before it to the start of the second run after it (the runs next to it whole), overlapping
 * stretches joined. The pass reads around a number: a letter next to it, an extension that reaches into the next
 * run, and a number before that took the first digits of this run as its extension ("+1 415 555 2671 ext.
 * 12-415-555-2671": read from the second run alone, "12-415-555-2671" hid nothing). The rest of the text (prices,
 * times, dates far from any long run) is not read again, which cost a full pass for each region that a four- or
 * five-digit figure let run. The seeded test holds it to every pass over the whole text.
 */
function windows(text: string, runs: readonly DigitRun[], wanted: readonly boolean[]): Array<[number, number]> {
  const stretches: Array<[number, number]> = [];
  runs.forEach((run, index) => {
    if (!wanted[index]) return;
    const before = runs[index - 2];
    const start = before ? before.at + before.text.length : 0;
    const end = runs[index + 2]?.at ?? text.length;
    const last = stretches.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else stretches.push([start, end]);
  });
  return stretches;
}

/**
 * The ranges of every contact detail in `text`: e-mail addresses (spelled out too), phone numbers, links off
 * `linkDomains` (the host's own and the allowed work links), found in the text as the widget shows it
 * (normaliseText) and hidden where they stand in the text as written.
 */
export function contactRanges(text: string, linkDomains: readonly string[]): HiddenRange[] {
  const view = normaliseText(text);
  const ranges = linkRanges(view.text, linkDomains);
  const addresses = [...view.text.matchAll(IPV4)].map((match): [number, number] => [match.index, match.index + match[0].length]);
  for (const found of phoneNumbers(view.text)) {
    if (isDate(view.text.slice(found.startsAt, found.endsAt))) continue;
    if (addresses.some(([start, end]) => found.startsAt >= start && found.endsAt <= end)) continue;
    ranges.push([found.startsAt, found.endsAt, 'contact']);
  }
  return merge(ranges.map(([start, end, kind]): HiddenRange => [...originalRange(view, start, end), kind]));
}

/** The [start, end) ranges of the phone numbers alone in `text`, found as contactRanges finds them. */
export function phoneRanges(text: string): HiddenRange[] {
  const view = normaliseText(text);
  const found = phoneNumbers(view.text).filter((number) => !isDate(view.text.slice(number.startsAt, number.endsAt)));
  return merge(found.map((number): HiddenRange => [...originalRange(view, number.startsAt, number.endsAt), 'contact']));
}

/**
 * An IPv4 address with its port (octets 0–255 without a leading zero): its digits read as a phone number to some
 * regions' passes ("127.0.0.1:30005": 2,463 of the 64,512 ports above 1023 did), but they are an address; a link
 * holding it is still hidden, as a link.
 */
const IPV4 = /(?<![\d.])(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?::\d{1,5})?(?![\d.])/g;

/** Some regions' phone formats also fit a date ("2026-11-25"): a date is never hidden. */
export function isDate(found: string): boolean {
  return DATE.test(found);
}

/**
 * Overlapping ranges joined, in order; a joined range is a `contact` one when any part of it is (a link that holds
 * a phone number, "wa.me/14155552671", reads as contact details); a range given without a kind is one.
 */
function merge(ranges: ReadonlyArray<[number, number, HiddenKind?]>): HiddenRange[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: HiddenRange[] = [];
  for (const [start, end, kind = 'contact'] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) {
      last[1] = Math.max(last[1], end);
      if (kind === 'contact') last[2] = 'contact';
    } else merged.push([start, end, kind]);
  }
  return merged;
}

/**
 * `text` with every contact detail replaced by "[contact details hidden]" and every link off `linkDomains` by
 * "[link hidden]"; the same text when it has none.
 */
export function maskContacts(text: string, linkDomains: readonly string[]): string {
  return hideRanges(text, contactRanges(text, linkDomains));
}

/** `text` with each of `ranges` (overlapping ones joined) replaced by its label ("[contact details hidden]" without a kind). */
export function hideRanges(text: string, ranges: ReadonlyArray<[number, number, HiddenKind?]>): string {
  let out = '';
  let at = 0;
  for (const [start, end, kind] of merge(ranges)) {
    out += text.slice(at, start) + LABELS[kind];
    at = end;
  }
  return out + text.slice(at);
}
