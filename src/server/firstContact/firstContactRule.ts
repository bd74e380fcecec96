/**
 * Whether a stranger's first message in a DM may go: the pure rule the store applies under the sender's lock, so
 * every instance decides the same from the same rows.
 */
import { nearCopies } from './fingerprint';

/** One hour: the window of the same-text limit, and how long a sender stays held. */
export const HOUR_MS = 60 * 60 * 1000;
/** The window of the per-day limit (rolling, so no time zone decides it). */
export const DAY_MS = 24 * HOUR_MS;

/** The words the sender is told, word for word. */
export const FIRST_CONTACT_REFUSALS = {
  'same-text': 'You have sent this message to many people. Write to each poster about their bounty.',
  'per-day': 'You have started the most new conversations allowed in a day. Try again tomorrow, or write in a conversation you already have.',
} as const;

/** Why a first message was refused. */
export type RefusalReason = keyof typeof FIRST_CONTACT_REFUSALS;

/** A first message the sender sent (delivered) within the last day. */
export interface SentFirstContact {
  recipientId: string;
  fingerprint: string;
  sentAt: number;
}

/** What the rule reads. */
export interface FirstContactFacts {
  now: number;
  recipientId: string;
  fingerprint: string;
  /** The sender's delivered first messages of the last 24 hours. */
  sent: readonly SentFirstContact[];
  /** Until when the sender is held (same-text), or null. */
  heldUntil: number | null;
}

/** The limits (FirstContactConfig). */
export interface FirstContactLimits {
  sameTextMax: number;
  perDay: number;
}

/** The rule's answer: send; or refuse, and whether this message starts a hold (and with it a report). */
export type FirstContactDecision =
  | { kind: 'send' }
  | { kind: 'refuse'; reason: RefusalReason; holdUntil: number | null; recipients: string[] };

/**
 * A held sender's first messages are refused until the hold ends. A text whose near copies went to `sameTextMax`
 * other people in the last hour would reach one more than that: refused, and the sender is held for an hour. A
 * sender who started `perDay` conversations in the last 24 hours starts no other.
 */
export function decideFirstContact(facts: FirstContactFacts, limits: FirstContactLimits): FirstContactDecision {
  if (facts.heldUntil !== null && facts.heldUntil > facts.now) return { kind: 'refuse', reason: 'same-text', holdUntil: null, recipients: [] };
  if (facts.fingerprint !== '') {
    const people = new Set([facts.recipientId]);
    for (const sent of facts.sent) {
      if (sent.sentAt > facts.now - HOUR_MS && nearCopies(sent.fingerprint, facts.fingerprint)) people.add(sent.recipientId);
    }
    if (people.size > limits.sameTextMax) return { kind: 'refuse', reason: 'same-text', holdUntil: facts.now + HOUR_MS, recipients: [...people] };
  }
  const today = facts.sent.filter((sent) => sent.sentAt > facts.now - DAY_MS).length;
  if (today >= limits.perDay) return { kind: 'refuse', reason: 'per-day', holdUntil: null, recipients: [] };
  return { kind: 'send' };
}
