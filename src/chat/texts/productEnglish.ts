/**
 * The product's English over the kit's: one capitalisation rule (sentence case: "Edit message" beside "Delete
 * message") and person-first words (a "conversation", never a "channel"). kitEnglish.ts writes the kit's shown texts
 * out by this rule (by hand where the rule reads badly); test/unit/chat/kitEnglish.test.ts holds it to the rule.
 */

/** A word of a Title Case text: a capital and small letters (not an acronym such as "GIF", not "I"). */
const TITLE_WORD = /^[A-Z][a-z']+$/;
/** Placeholders ("{{ name }}") and punctuation are not words. */
const WORD = /[A-Za-z']+/g;

/** "Edit Message" → "Edit message": a text in Title Case (every word capitalised) in sentence case; others unchanged. */
export function sentenceCase(text: string): string {
  const plain = text.replace(/{{[^}]*}}/g, ' ');
  const words = plain.match(WORD) ?? [];
  if (words.length < 2 || !words.every((word) => /^[A-Z]/.test(word))) return text;
  let first = true;
  // Only outside placeholders: {{ channelName }} stays as the kit's code expects it.
  return text.split(/({{[^}]*}})/).map((part) => part.startsWith('{{') ? part : part.replace(WORD, (word) => {
    const keep = first || !TITLE_WORD.test(word);
    first = false;
    return keep ? word : word.toLowerCase();
  })).join('');
}

/** Group-chat words and the person-first ones that replace them, most specific first. */
const PERSON_FIRST: Array<[RegExp, string]> = [
  [/\bin channel\b/g, 'in the conversation'],
  [/\bto the channel\b/g, 'to the conversation'],
  [/\bchannel members\b/gi, 'people in the conversation'],
  [/\bchannels\b/g, 'conversations'], [/\bChannels\b/g, 'Conversations'],
  [/\bchannel\b/g, 'conversation'], [/\bChannel\b/g, 'Conversation'],
];

/** `text` with "channel" said as "conversation" (placeholders untouched). */
export function personFirst(text: string): string {
  return text.split(/({{[^}]*}})/).map((part) => part.startsWith('{{') ? part
    : PERSON_FIRST.reduce((words, [group, person]) => words.replace(group, person), part)).join('');
}

/** The kit's English `translations` in the product's words (keys unchanged). */
export function productEnglish(translations: Record<string, string>): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [key, text] of Object.entries(translations)) {
    if (key.startsWith('timestamp/')) continue;
    const product = personFirst(sentenceCase(text));
    if (product !== text) texts[key] = product;
  }
  return texts;
}
