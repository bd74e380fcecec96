import type { Buffer } from 'node:buffer';
import { verifyBountyTicket } from './bountyTicket';
import type { BountyTicketClaims } from './bountyTicket';
import { WrongKeyError } from './seal';
import { verifyUserToken } from './token';
import type { TokenLimits, UserClaims } from './token';

/** What is sealed under the token key: the host's user tokens and its bounty tickets. */
export type SealedKind = 'token' | 'ticket';

/** Verifies host tokens and bounty tickets under the current key and, during a rotation, the previous one. */
export interface TokenVerifier {
  user(token: string | undefined, iv: string | undefined, nowMs: number, limits?: TokenLimits): UserClaims;
  ticket(ticket: { token?: string; iv?: string }, nowMs: number, limits?: TokenLimits): BountyTicketClaims;
}

/**
 * The current key first; only a value that does not open under it is tried under `previous`, so everything
 * sealed under the new key costs one decryption and the old key's tokens keep working until they expire.
 * `onPrevious` counts each value the previous key opened (the operator drops it when that count stays at 0).
 */
export function createTokenVerifier(keys: { current: Buffer; previous: Buffer | null }, onPrevious: (kind: SealedKind) => void): TokenVerifier {
  function withKeys<T>(kind: SealedKind, verify: (key: Buffer) => T): T {
    try {
      return verify(keys.current);
    } catch (error) {
      if (!(error instanceof WrongKeyError) || keys.previous === null) throw error;
      const claims = verify(keys.previous);
      onPrevious(kind);
      return claims;
    }
  }
  return {
    user: (token, iv, nowMs, limits) => withKeys('token', (key) => verifyUserToken(token, iv, key, nowMs, limits)),
    ticket: (ticket, nowMs, limits) => withKeys('ticket', (key) => verifyBountyTicket(ticket, key, nowMs, limits)),
  };
}
