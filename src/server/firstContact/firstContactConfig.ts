import { ConfigError } from '../configError';
import type { ServiceEnv } from '../configError';

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
  const guard = env['BOUNTY_CHAT_FIRST_CONTACT_GUARD']?.trim() || 'on';
  if (guard !== 'on' && guard !== 'off') throw new ConfigError('BOUNTY_CHAT_FIRST_CONTACT_GUARD', `must be on or off, got ${guard}`);
  return {
    guard,
    sameTextMax: whole(env, 'BOUNTY_CHAT_FIRST_CONTACT_SAME_TEXT_MAX', 5),
    perDay: whole(env, 'BOUNTY_CHAT_NEW_CONVERSATIONS_PER_DAY', 20),
  };
}

function whole(env: ServiceEnv, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new ConfigError(name, `must be a positive whole number, got ${value}`);
  return Number(value);
}
