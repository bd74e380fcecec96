import type { SqlExecutor } from '../store/sqlDatabase';

/** The window response figures look back over, as marketplaces count them. */
export const RESPONSE_WINDOW_DAYS = 90;
/** A first reply within this long counts as answered. */
export const ANSWERED_WITHIN_MS = 24 * 60 * 60_000;
/** Fewer conversations than this are too few to show a candidate anything. */
export const FEWEST_CONVERSATIONS_SHOWN = 5;

/** GET /api/host/v1/users/{id}/responsiveness. */
export interface Responsiveness {
  /** DMs in the window where the user was written to first, once answered or a day old. */
  conversations: number;
  /** Of those, the ones she answered within 24 h (by e-mail too). */
  answered: number;
  /** answered / conversations, rounded to two places; null without conversations. */
  responseRate: number | null;
  /** Median seconds to her first reply over the conversations she answered; null when none. */
  medianFirstReplySeconds: number | null;
  window: '90d';
}

/** GET /api/host/v1/bounties/{id}/activity. */
export interface BountyActivity {
  conversations: number;
  /** Distinct people who wrote first. */
  candidates: number;
  /** Conversations with no reply yet. */
  unanswered: number;
  medianFirstReplySeconds: number | null;
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** One DM's facts: when it started and when the one written to first answered (null: not yet). */
export interface ConversationTimes {
  startedAt: number;
  firstReplyAt: number | null;
}

/**
 * The figures from a user's conversations, at `now`. A conversation still unanswered counts only once it is a
 * day old: until then it may yet be answered in time, and counting it would punish the quick reader of a new one.
 */
export function responsivenessOf(conversations: readonly ConversationTimes[], now: number): Responsiveness {
  const counted = conversations.filter((c) => c.firstReplyAt !== null || now - c.startedAt >= ANSWERED_WITHIN_MS);
  const waits = counted.flatMap((c) => (c.firstReplyAt === null ? [] : [c.firstReplyAt - c.startedAt]));
  const answered = waits.filter((ms) => ms <= ANSWERED_WITHIN_MS).length;
  const medianMs = median(waits);
  return {
    conversations: counted.length,
    answered,
    responseRate: counted.length === 0 ? null : Math.round((answered / counted.length) * 100) / 100,
    medianFirstReplySeconds: medianMs === null ? null : Math.round(medianMs / 1000),
    window: '90d',
  };
}

/** The user's figures over the DMs where she was written to first in the last 90 days. */
export async function userResponsiveness(db: SqlExecutor, userId: string, now: number): Promise<Responsiveness> {
  const rows = await db.query<{ started_at: number | string; first_reply_at: number | string | null }>(
    'SELECT started_at, first_reply_at FROM dm_conversations WHERE recipient_id = ? AND started_at >= ?',
    [userId, now - RESPONSE_WINDOW_DAYS * 24 * 60 * 60_000],
  );
  return responsivenessOf(rows.map(times), now);
}

/** The bounty's DMs: how many, by how many people, how many unanswered, the median first reply. */
export async function bountyActivity(db: SqlExecutor, bountyId: string): Promise<BountyActivity> {
  const rows = await db.query<{ starter_id: string; started_at: number | string; first_reply_at: number | string | null }>(
    'SELECT starter_id, started_at, first_reply_at FROM dm_conversations WHERE bounty_id = ?',
    [bountyId],
  );
  const waits = rows.map(times).flatMap((c) => (c.firstReplyAt === null ? [] : [c.firstReplyAt - c.startedAt]));
  const medianMs = median(waits);
  return {
    conversations: rows.length,
    candidates: new Set(rows.map((row) => row.starter_id)).size,
    unanswered: rows.filter((row) => row.first_reply_at === null).length,
    medianFirstReplySeconds: medianMs === null ? null : Math.round(medianMs / 1000),
  };
}

function times(row: { started_at: number | string; first_reply_at: number | string | null }): ConversationTimes {
  return { startedAt: Number(row.started_at), firstReplyAt: row.first_reply_at === null ? null : Number(row.first_reply_at) };
}

/** What a candidate is shown about the other side: nothing below FEWEST_CONVERSATIONS_SHOWN, else a rounded promise. */
export type ReplyHint = { kind: 'within'; hours: number } | { kind: 'rarely' } | null;

/**
 * The widget's line from the figures: "Usually replies within N hours" (the median rounded up to whole hours, at
 * least 1) when at least half of the conversations were answered within a day, "Replies rarely" otherwise. No
 * raw figure leaves the service this way.
 */
export function replyHint(figures: Responsiveness): ReplyHint {
  if (figures.conversations < FEWEST_CONVERSATIONS_SHOWN) return null;
  if ((figures.responseRate ?? 0) < 0.5 || figures.medianFirstReplySeconds === null) return { kind: 'rarely' };
  return { kind: 'within', hours: Math.max(1, Math.ceil(figures.medianFirstReplySeconds / 3600)) };
}
