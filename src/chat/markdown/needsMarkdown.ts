/**
 * Whether a message's text (after the kit turned bare links into `[text](url)`) can look different when
 * rendered as Markdown than as one plain paragraph. Most chat lines are plain sentences; only the others need
 * the Markdown parser, so it can load on first need instead of with the message view.
 */

// Letters, digits and punctuation that Markdown leaves as they are inside a paragraph. Everything else (*, _,
// ~, `, [, <, &, \, #, |, +, emoji that the kit wraps, line breaks, @mentions…) goes to the parser.
const PLAIN = /^[\p{L}\p{M}\p{N} .,;:?!'"()/%$€£=-]*$/u;
// Markdown reads a list or a thematic break where a line starts with a dash or a number and a dot.
const BLOCK_START = /^(-|\d+[.)])(\s|$)/;

/** True when `text` needs the Markdown renderer; false when one `<p>` of the trimmed text looks the same. */
export function needsMarkdown(text: string): boolean {
  const trimmed = text.trim();
  return !PLAIN.test(trimmed) || BLOCK_START.test(trimmed) || trimmed.includes('--');
}
