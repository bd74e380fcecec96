import type { Buffer } from 'node:buffer';
import { z } from 'zod';
import { BOUNTY_ID_PATTERN, DM_PREFIX, USER_ID_PATTERN } from '../../contract/ids';
import { SERVICE_USER_ID } from '../provider/serviceUser';
import { DEFAULT_MAX_TOKEN_TTL_SECONDS, checkExpiry, expClaim, nameClaim, parseClaims } from './claimRules';
import { seal, unseal } from './seal';
import type { Sealed } from './seal';

/**
 * The host's word about one bounty: its id (= its channel id), its title and who posted it. Sealed like the
 * user token, with the same key; its required claims and a user token's are disjoint, so neither opens as
 * the other.
 */
export interface BountyTicketClaims {
  bountyId: string;
  name: string;
  ownerId: string;
  /** Seconds since the epoch. */
  exp: number;
}

/** A sealed bounty ticket, `{ token, iv }` in base64url, handed to `openBounty(bountyId, { ticket })`. */
export type BountyTicket = Sealed;

const ticketSchema = z.object({
  bountyId: z.string()
    .regex(BOUNTY_ID_PATTERN, 'must be a bounty id (letters, digits, _, -; at most 64)')
    .refine((value) => !value.startsWith(DM_PREFIX), `must not start with ${DM_PREFIX}`),
  name: nameClaim,
  ownerId: z.string().regex(USER_ID_PATTERN, 'must be a user id (letters, digits, @, _, -; at most 64)')
    .refine((value) => value !== SERVICE_USER_ID, `must not be ${SERVICE_USER_ID}, which the service reserves`),
  exp: expClaim,
});

/** Mints a bounty ticket on the host's back end; `key` as for createUserToken. */
export function createBountyTicket(claims: BountyTicketClaims, key: Buffer | string): BountyTicket {
  return seal({ bountyId: claims.bountyId, name: claims.name, ownerId: claims.ownerId, exp: claims.exp }, key);
}

/** Opens and checks a bounty ticket; throws TokenError naming what is wrong. */
export function verifyBountyTicket(
  ticket: { token?: string; iv?: string },
  key: Buffer | string,
  nowMs: number,
  limits: { maxTtlSeconds?: number } = {},
): BountyTicketClaims {
  const raw = unseal(ticket.token, ticket.iv, key, { token: 'ticket.token', iv: 'ticket.iv' });
  const claims = parseClaims(ticketSchema, raw);
  checkExpiry(claims.exp, nowMs, limits.maxTtlSeconds ?? DEFAULT_MAX_TOKEN_TTL_SECONDS, 'bounty ticket');
  return claims;
}
