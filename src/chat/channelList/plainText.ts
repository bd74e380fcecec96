/**
 * Markdown to one line of plain text for a preview. The kit's markdown renderer is far too heavy for the list's
 * chunk, and a preview needs no structure: emphasis marks, link syntax, code fences, headings, quotes and list
 * markers go; the words stay.
 */

const RULES: ReadonlyArray<[RegExp, string]> = [
  [/```[^\n]*\n?([\s\S]*?)```/g, '$1'], // fenced code keeps its text
  [/!\[([^\]]*)\]\([^)]*\)/g, '$1'], // image → its alt text
  [/\[([^\]]+)\]\([^)]*\)/g, '$1'], // [text](url) → text
  [/\[([^\]]+)\]\[[^\]]*\]/g, '$1'], // [text][ref] → text
  [/<((?:https?|mailto):[^>\s]+)>/g, '$1'], // <https://…> autolinks
  [/^\s{0,3}#{1,6}\s+/gm, ''], // headings
  [/^\s{0,3}>\s?/gm, ''], // quotes
  [/^\s*(?:[-*+]|\d+[.)])\s+/gm, ''], // list markers
  [/^\s*(?:[-*_]\s*){3,}$/gm, ''], // rules
  [/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2'], // bold
  [/(~~)(?=\S)([\s\S]*?\S)\1/g, '$2'], // strike-through
  [/(^|[^\w*])\*(?=\S)([^*\n]*?\S)\*(?!\*)/g, '$1$2'], // *italic*
  [/(^|[^\w_])_(?=\S)([^_\n]*?\S)_(?![\w_])/g, '$1$2'], // _italic_
  [/`([^`\n]+)`/g, '$1'], // inline code
];

/** The text of `markdown` without its syntax, on one line with single spaces. */
export function markdownToText(markdown: string): string {
  // Escaped characters are set aside first (as private-use code points) so no rule reads them as syntax.
  let text = markdown.replace(/\\([\\`*_{}[\]()#+\-.!~>|])/g, (_all, char: string) => String.fromCharCode(0xe000 + char.charCodeAt(0)));
  for (const [pattern, replacement] of RULES) text = text.replace(pattern, replacement);
  text = text.replace(/[\ue000-\ue0ff]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xe000));
  return text.replace(/\s+/g, ' ').trim();
}
