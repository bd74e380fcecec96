import type { Buffer } from 'node:buffer';
import { z } from 'zod';
import { BOUNTY_ID_PATTERN, DM_PREFIX, USER_ID_PATTERN } from '../../contract/ids';
import { SERVICE_USER_ID } from '../provider/serviceUser';
import { DEFAULT_MAX_TOKEN_TTL_SECONDS, checkExpiry, expClaim, nameClaim, parseClaims } from './claimRules';
import { TokenError, seal, unseal } from './seal';
import { BOUNTY_URL_MAX_CHARS, isHttpUrl, rewardRule } from '../bounties/hostBountyBody';
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
  /** When the host minted it, seconds since the epoch: the service refuses a ticket older than the last it accepted for the bounty. */
  iat: number;
  /** Seconds since the epoch. */
  exp: number;
  /** Optional: the bounty's page on the host (http or https), shown on its card. */
  url?: string;
  /** Optional: the reward as the host displays it ("$400"). */
  reward?: string;
  /** Optional: the bounty's status, applied as the host API's bounties route applies it. */
  status?: 'open' | 'closed' | 'awarded';
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
  // Optional to the schema so a ticket of the other kind is named by its first claim; required just below.
  iat: expClaim.optional(),
  exp: expClaim,
  url: z.string().max(BOUNTY_URL_MAX_CHARS, `must be at most ${BOUNTY_URL_MAX_CHARS} characters`).refine(isHttpUrl, 'must be an http: or https: URL').optional(),
  reward: rewardRule.optional(),
  // A ticket cannot award (it names no winner): the host API does that.
  status: z.enum(['open', 'closed']).optional(),
});

/** How far ahead of the service's clock a ticket's `iat` may be (the host's clock may run a little fast). */
const IAT_SKEW_SECONDS = 300;

/** Mints a bounty ticket on the host's back end; `key` as for createUserToken. `iat` defaults to now. */
export function createBountyTicket(claims: Omit<BountyTicketClaims, 'iat'> & { iat?: number }, key: Buffer | string): BountyTicket {
  const iat = claims.iat ?? Math.floor(Date.now() / 1000);
  // The optional claims go last, and only when given, so a ticket without them seals as before.
  const optional = { ...(claims.url !== undefined && { url: claims.url }), ...(claims.reward !== undefined && { reward: claims.reward }), ...(claims.status !== undefined && { status: claims.status }) };
  return seal({ bountyId: claims.bountyId, name: claims.name, ownerId: claims.ownerId, iat, exp: claims.exp, ...optional }, key);
}

/** Opens and checks a bounty ticket; throws TokenError naming what is wrong. */
export function verifyBountyTicket(
  ticket: { token?: string; iv?: string },
  key: Buffer | string,
  nowMs: number,
  limits: { maxTtlSeconds?: number } = {},
): BountyTicketClaims {
  const raw = unseal(ticket.token, ticket.iv, key, { token: 'ticket.token', iv: 'ticket.iv' });
  const { iat, ...claims } = parseClaims(ticketSchema, raw);
  if (iat === undefined) throw new TokenError('claim iat is required (when the ticket was minted, in seconds since the epoch; createBountyTicket sets it)');
  checkExpiry(claims.exp, nowMs, limits.maxTtlSeconds ?? DEFAULT_MAX_TOKEN_TTL_SECONDS, 'bounty ticket');
  if (iat > claims.exp) throw new TokenError('claim iat must not be later than claim exp');
  if (iat * 1000 > nowMs + IAT_SKEW_SECONDS * 1000) throw new TokenError(`claim iat is more than ${IAT_SKEW_SECONDS} s in the future`);
  const optional = { ...(claims.url !== undefined && { url: claims.url }), ...(claims.reward !== undefined && { reward: claims.reward }), ...(claims.status !== undefined && { status: claims.status }) };
  return { bountyId: claims.bountyId, name: claims.name, ownerId: claims.ownerId, iat, exp: claims.exp, ...optional };
}
