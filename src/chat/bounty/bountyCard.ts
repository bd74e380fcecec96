/** What the bounty card at the top of a conversation shows, read from the channel's custom fields (set by the service only). */
import type { ConversationTexts } from '../texts/conversationWords.js';

/** A bounty's status, as the host set it. */
export type BountyStatus = 'open' | 'closed' | 'awarded';

/** The card's facts. */
export interface BountyCardFacts {
  title: string;
  /** The host's bounty page: http(s) only, else left out (the title is then plain text). */
  url: string | undefined;
  reward: string | undefined;
  status: BountyStatus | undefined;
}

/** The `texts` key of each status's badge. */
export const STATUS_KEYS = { open: 'bountyOpen', closed: 'bountyClosed', awarded: 'bountyAwarded' } as const satisfies Record<BountyStatus, keyof ConversationTexts>;

/** The badge's words in English (the locale's and the host's go over them). */
export const englishBountyTexts = { bountyOpen: 'Open', bountyClosed: 'Closed', bountyAwarded: 'Awarded' } satisfies Partial<ConversationTexts>;

/** The badge's words, by status, in English. */
export const STATUS_WORDS: Record<BountyStatus, string> = {
  open: englishBountyTexts.bountyOpen, closed: englishBountyTexts.bountyClosed, awarded: englishBountyTexts.bountyAwarded,
};

const REWARD_MAX = 40;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/** `value` when it is an absolute http: or https: URL, else undefined (never a javascript: or data: link). */
export function safeHttpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The card for a channel's data: a bounty channel (its name) or a DM about one (its `bounty_title`) that the host
 * described (a url, reward or status); undefined for any other channel, which shows no card.
 */
export function bountyCardFacts(data: object | undefined): BountyCardFacts | undefined {
  const raw = (data ?? {}) as Record<string, unknown>;
  const title = raw['kind'] === 'bounty' ? text(raw['name']) : raw['kind'] === 'dm' ? text(raw['bounty_title']) : undefined;
  if (title === undefined) return undefined;
  const url = safeHttpUrl(raw['bounty_url']);
  const reward = text(raw['reward'])?.slice(0, REWARD_MAX);
  const status = typeof raw['status'] === 'string' && Object.hasOwn(STATUS_WORDS, raw['status']) ? (raw['status'] as BountyStatus) : undefined;
  if (url === undefined && reward === undefined && status === undefined) return undefined;
  return { title, url, reward, status };
}
