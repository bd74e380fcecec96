/** A plain path: letters, digits, `-` and `_` between single slashes, nothing the URL parser would change. */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_-]+)+$/;

/**
 * A request's path as `new URL` reads it (dot segments resolved, escapes normalised, query dropped), or `''` for
 * a target that is no URL at all (`//:`), which no route matches: it is read before any handler can answer an error.
 * A plain path is its own pathname, and every request the widget and the provider make has one: those skip the
 * parser and the URL object it builds.
 */
export function pathOf(url: string | undefined): string {
  if (url !== undefined && PLAIN_PATH.test(url)) return url;
  try {
    return new URL(url ?? '/', 'http://service').pathname;
  } catch {
    return '';
  }
}
