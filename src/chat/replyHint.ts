/**
 * The line under a conversation's title about how soon the other side answers ("Usually replies within 2
 * hours", "Replies rarely"), from the service's coarse hint; nothing when it has too little history.
 */

/** The service's hint (get-reply-hint). */
export type ReplyHint = { kind: 'within'; hours: number } | { kind: 'rarely' } | null;

/** The words it needs; `{{count}}` is the hours. */
export interface ReplyHintTexts {
  replyHintWithin: string;
  replyHintWithin_one: string;
  replyHintRarely: string;
}

/** The line for `hint`, or null when there is nothing to show. */
export function replyHintLine(hint: ReplyHint | undefined, texts: ReplyHintTexts): string | null {
  if (!hint) return null;
  if (hint.kind === 'rarely') return texts.replyHintRarely;
  return (hint.hours === 1 ? texts.replyHintWithin_one : texts.replyHintWithin).replace(/{{\s*count\s*}}/g, String(hint.hours));
}
