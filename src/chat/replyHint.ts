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

/**
 * Whether the open conversation's hint (the other side's, or a bounty channel's poster's) is about the bounty's
 * poster, so that the bounty card shows it too: in a bounty channel for anyone but the poster, in a DM for its
 * candidate (the poster sees the candidate's line in the header only: it says nothing about the bounty).
 */
export function hintIsAboutPoster(data: object | undefined, userId: string): boolean {
  const raw = (data ?? {}) as Record<string, unknown>;
  if (raw['kind'] === 'bounty') return typeof raw['owner_id'] === 'string' && raw['owner_id'] !== userId;
  return raw['kind'] === 'dm' && raw['candidate_id'] === userId;
}
