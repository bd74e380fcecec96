import type { Buffer } from 'node:buffer';
import { verifyBountyTicket } from './bountyTicket';
import type { BountyTicketClaims } from './bountyTicket';
import { DEFAULT_MAX_TOKEN_TTL_SECONDS, checkExpiry } from './claimRules';
import { WrongKeyError } from './seal';
import { verifyUserToken } from './token';
import type { TokenLimits, UserClaims } from './token';
import { createRecentMap } from '../recentMap';

/** What is sealed under the token key: the host's user tokens and its bounty tickets. */
export type SealedKind = 'token' | 'ticket';

/** Verifies host tokens and bounty tickets under the current key and, during a rotation, the previous one. */
export interface TokenVerifier {
  user(token: string | undefined, iv: string | undefined, nowMs: number, limits?: TokenLimits): UserClaims;
  ticket(ticket: { token?: string; iv?: string }, nowMs: number, limits?: TokenLimits): BountyTicketClaims;
}

/** Host tokens remembered after they opened; the least recently used is forgotten first. */
const OPENED_MAX = 10_000;

/**
 * The current key first; only a value that does not open under it is tried under `previous`, so everything
 * sealed under the new key costs one decryption and the old key's tokens keep working until they expire.
 * `onPrevious` counts each value the previous key opened (the operator drops it when that count stays at 0).
 *
 * A widget sends the same token with every request until it expires: a token that opened once is remembered
 * by its exact bytes (token and IV; the GCM tag makes any other bytes a different token), so later requests
 * skip the decryption and the claim checks. Its expiry is checked on every request, as on the first.
 */
export function createTokenVerifier(keys: { current: Buffer; previous: Buffer | null }, onPrevious: (kind: SealedKind) => void): TokenVerifier {
  function withKeys<T>(kind: SealedKind, verify: (key: Buffer) => T): { value: T; previous: boolean } {
    try {
      return { value: verify(keys.current), previous: false };
    } catch (error) {
      if (!(error instanceof WrongKeyError) || keys.previous === null) throw error;
      const value = verify(keys.previous);
      onPrevious(kind);
      return { value, previous: true };
    }
  }
  const opened = createRecentMap<string, { claims: UserClaims; previous: boolean }>(OPENED_MAX);

  return {
    user(token, iv, nowMs, limits) {
      const id = token && iv ? `${token}.${iv}` : null;
      const known = id === null ? undefined : opened.get(id);
      if (known) {
        // Set again, it is the newest; an expired one goes.
        opened.delete(id!);
        checkExpiry(known.claims.exp, nowMs, limits?.maxTtlSeconds ?? DEFAULT_MAX_TOKEN_TTL_SECONDS, 'token');
        opened.set(id!, known);
        if (known.previous) onPrevious('token');
        return { ...known.claims };
      }
      const { value: claims, previous } = withKeys('token', (key) => verifyUserToken(token, iv, key, nowMs, limits));
      if (id !== null) opened.set(id, { claims: { ...claims }, previous });
      return claims;
    },
    ticket: (ticket, nowMs, limits) => withKeys('ticket', (key) => verifyBountyTicket(ticket, key, nowMs, limits)).value,
  };
}
