/**
 * Full-text matching as the provider's message search does it: the text is split into words (letters and digits,
 * case and accents folded), `$q` / `query` needs every word of the query among them, `$autocomplete` needs every
 * word of the query to begin one of them. A word inside a longer one is not a match ("pay" does not find "repay").
 */

/** The words of a text, lower-case and without accents. */
export function wordsOf(text: string): string[] {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Whether every word of `query` is a word of `text` (an empty query matches nothing, as the provider's does). */
export function matchesWords(text: string, query: string): boolean {
  const wanted = wordsOf(query);
  if (wanted.length === 0) return false;
  const have = new Set(wordsOf(text));
  return wanted.every((word) => have.has(word));
}

/** Whether every word of `query` begins a word of `text`. */
export function matchesPrefixes(text: string, query: string): boolean {
  const wanted = wordsOf(query);
  if (wanted.length === 0) return false;
  const have = wordsOf(text);
  return wanted.every((word) => have.some((one) => one.startsWith(word)));
}

/** How often the query's words occur in the text: the search's `relevance`. */
export function relevanceOf(text: string, query: string): number {
  const wanted = new Set(wordsOf(query));
  return wordsOf(text).filter((word) => wanted.has(word)).length;
}
