import { ConfigError } from './configError';
import type { ServiceEnv } from './configError';
import { text, whole } from './read';

/** The guard on first contact: its default per bounty and its two limits. */
export interface FirstContactConfig {
  /** BOUNTY_CHAT_FIRST_CONTACT_GUARD: for bounties whose host set no `firstContactGuard` (`on` when unset). */
  guard: 'on' | 'off';
  /** BOUNTY_CHAT_FIRST_CONTACT_SAME_TEXT_MAX: people one first message may go to in an hour (default 5). */
  sameTextMax: number;
  /** BOUNTY_CHAT_NEW_CONVERSATIONS_PER_DAY: conversations one person may start in 24 hours (default 20). */
  perDay: number;
}

/** Reads the guard's settings; a bad value is a ConfigError naming the setting. */
export function parseFirstContactConfig(env: ServiceEnv): FirstContactConfig {
  const guard = text(env, 'BOUNTY_CHAT_FIRST_CONTACT_GUARD') ?? 'on';
  if (guard !== 'on' && guard !== 'off') throw new ConfigError('BOUNTY_CHAT_FIRST_CONTACT_GUARD', `must be on or off, got ${guard}`);
  return {
    guard,
    sameTextMax: whole(env, 'BOUNTY_CHAT_FIRST_CONTACT_SAME_TEXT_MAX', 5),
    perDay: whole(env, 'BOUNTY_CHAT_NEW_CONVERSATIONS_PER_DAY', 20),
  };
}
