/**
 * Message search's rules, apart from React and the SDK: when a query is worth sending, which words of a found
 * message to mark, and the results grouped by conversation in the order they came (best first).
 */

/** Wait after the last keystroke before searching (the specification's autocomplete debounce). */
export const SEARCH_DEBOUNCE_MS = 300;
/** Results per page. */
export const SEARCH_PAGE = 20;
/** The shortest query sent: one letter finds nearly everything. */
const MIN_QUERY = 2;

/** The query as sent, or null while it is too short to search. */
export function searchQuery(text: string): string | null {
  const query = text.trim().replace(/\s+/g, ' ');
  return query.length >= MIN_QUERY && /[\p{L}\p{N}]/u.test(query) ? query : null;
}

/** The query's words as the provider matches them: letters and digits, case and accents folded. */
export function queryWords(query: string): string[] {
  return [...new Set(fold(query).match(/[\p{L}\p{N}]+/gu) ?? [])];
}

/** One run of a found message's text, marked when it is one of the query's words. */
export interface TextPart {
  text: string;
  marked: boolean;
}

/**
 * The text cut into runs, the whole words that match a query word marked (the provider matches whole words). The
 * runs are plain text for the renderer to put in text nodes: nothing here is markup.
 */
export function markedParts(text: string, words: readonly string[]): TextPart[] {
  const wanted = new Set(words.map(fold));
  const parts: TextPart[] = [];
  let plain = '';
  for (const piece of text.split(/([\p{L}\p{N}\p{M}]+)/u)) {
    if (piece === '') continue;
    if (/^[\p{L}\p{N}]/u.test(piece) && wanted.has(fold(piece))) {
      if (plain) parts.push({ text: plain, marked: false });
      plain = '';
      parts.push({ text: piece, marked: true });
    } else {
      plain += piece;
    }
  }
  if (plain) parts.push({ text: plain, marked: false });
  return parts;
}

/** A found message, as much of it as the results show. */
export interface FoundMessage {
  id: string;
  cid: string;
  text: string;
  userName: string;
  createdAt: string;
}

/** Results of one conversation, in the order the provider ranked them. */
export interface FoundGroup {
  cid: string;
  messages: FoundMessage[];
}

/** Groups results by conversation; a conversation stands where its best result stood. */
export function groupByConversation(found: readonly FoundMessage[]): FoundGroup[] {
  const groups = new Map<string, FoundGroup>();
  for (const message of found) {
    const group = groups.get(message.cid) ?? { cid: message.cid, messages: [] };
    if (!group.messages.some((one) => one.id === message.id)) group.messages.push(message);
    groups.set(message.cid, group);
  }
  return [...groups.values()];
}

function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}
