/**
 * The widget's one clock face: every time and date it shows (the list's rows, the conversation's and the thread's
 * messages, the date separators) is written by these functions, so a locale reads the same everywhere (12-hour for
 * en-US, 24-hour for de or en-GB: Intl decides, never a fixed pattern).
 */

const DAY_MS = 86_400_000;

const startOfDay = (date: Date): number => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** Upper-cases the first letter ("yesterday" → "Yesterday") for a text that stands alone. */
const capitalised = (text: string, locale: string): string => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** A time of day: "9:20 PM", "1:05 AM" (en-US); "21:20", "01:05" (de, en-GB: a 24-hour clock keeps two hour digits). */
export function formatTime(date: Date, locale: string): string {
  const twelveHour = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hour12;
  return new Intl.DateTimeFormat(locale, { hour: twelveHour ? 'numeric' : '2-digit', minute: '2-digit' }).format(date);
}

/** A calendar date: "11/26/2026" (en-US), "26.11.2026" (de). */
export function formatDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale).format(date);
}

/** A day relative to `now`: "Today", "Yesterday", the weekday within a week, else the date. */
export function formatDay(date: Date, now: Date, locale: string): string {
  const at = date.getTime();
  const today = startOfDay(now);
  if (at >= today && at < today + DAY_MS) return capitalised(new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'day'), locale);
  if (at >= today - DAY_MS && at < today) return capitalised(new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day'), locale);
  if (at >= today - 6 * DAY_MS && at < today) return new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(date);
  return formatDate(date, locale);
}

/** A list row's stamp: the time today, else the day ("Yesterday", the weekday, the date). */
export function formatRowTime(date: Date, now: Date, locale: string): string {
  const at = date.getTime();
  const today = startOfDay(now);
  return at >= today && at < today + DAY_MS ? formatTime(date, locale) : formatDay(date, now, locale);
}

/** Intl throws on a malformed tag (the host's `locale` is free text): such a locale reads as English. */
export function safeLocale(locale: string | undefined): string {
  try {
    return new Intl.DateTimeFormat(locale ?? 'en').resolvedOptions().locale && (locale ?? 'en');
  } catch {
    return 'en';
  }
}
