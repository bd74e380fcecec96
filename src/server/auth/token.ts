import type { Buffer } from 'node:buffer';
import { z } from 'zod';
import { USER_ID_PATTERN, isUserId as isContractUserId } from '../../contract/ids';
import { SERVICE_USER_ID } from '../provider/serviceUser';
import { DEFAULT_MAX_TOKEN_TTL_SECONDS, checkExpiry, emailClaim, expClaim, imageClaim, nameClaim, parseClaims, roleClaim } from './claimRules';
import { seal, unseal } from './seal';
import type { Sealed } from './seal';

export { TokenError, TokenExpiredError } from './seal';

/** What the host's token service vouches for about the signed-in user. `exp` is seconds since the epoch. */
export interface UserClaims {
  sub: string;
  name: string;
  email: string;
  image?: string;
  role: string;
  exp: number;
}

/** The two header values: `x-auth-token` = base64url(ciphertext‖tag), `x-auth-iv` = base64url(12-byte IV). */
export type UserToken = Sealed;

/** What a host token may claim; each refusal names the claim. */
const userClaimsSchema = z.object({
  sub: z.string().regex(USER_ID_PATTERN, 'must be a user id (letters, digits, @, _, -; at most 64)')
    .refine((value) => value !== SERVICE_USER_ID, `must not be ${SERVICE_USER_ID}, which the service reserves`),
  name: nameClaim,
  email: emailClaim,
  image: imageClaim.optional(),
  role: roleClaim,
  exp: expClaim,
});

/** Bounds a verifier applies beyond the cryptography. */
export interface TokenLimits {
  /** How far ahead `exp` may be, in seconds (default 24 h). */
  maxTtlSeconds?: number;
}

/**
 * Mints the header pair a host's token service hands to the widget.
 * `key` is the 32-byte key (or its base64, as in BOUNTY_CHAT_TOKEN_KEY) shared with the product service.
 */
export function createUserToken(claims: UserClaims, key: Buffer | string): UserToken {
  return seal(claims, key);
}

/** Decrypts and checks a token pair; throws TokenError when missing, tampered, wrong-key, malformed, out of bounds or expired. */
export function verifyUserToken(
  token: string | undefined,
  iv: string | undefined,
  key: Buffer | string,
  nowMs: number,
  limits: TokenLimits = {},
): UserClaims {
  const raw = unseal(token, iv, key, { token: 'x-auth-token', iv: 'x-auth-iv' });
  const parsed = parseClaims(userClaimsSchema, raw);
  checkExpiry(parsed.exp, nowMs, limits.maxTtlSeconds ?? DEFAULT_MAX_TOKEN_TTL_SECONDS, 'token');
  const { sub, name, email, image, role, exp } = parsed;
  return image === undefined ? { sub, name, email, role, exp } : { sub, name, email, image, role, exp };
}

/** Whether a string is a valid user id for the provider. */
export function isUserId(value: unknown): value is string {
  return isContractUserId(value);
}
