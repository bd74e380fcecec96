import { Buffer } from 'node:buffer';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

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
export interface UserToken {
  token: string;
  iv: string;
}

/** Why a token was refused; the detail goes back to the caller, never the claims. */
export class TokenError extends Error {
  override name = 'TokenError';
}

const TAG_BYTES = 16;
const IV_BYTES = 12;
/** Stream's user id rule: letters, digits, `@`, `_`, `-`. */
const USER_ID = /^[A-Za-z0-9@_-]{1,64}$/;

/**
 * Mints the header pair a host's token service hands to the widget.
 * `key` is the 32-byte key (or its base64, as in BOUNTY_CHAT_TOKEN_KEY) shared with the product service.
 */
export function createUserToken(claims: UserClaims, key: Buffer | string): UserToken {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', toKey(key), iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(claims), 'utf8'), cipher.final()]);
  return {
    token: Buffer.concat([ciphertext, cipher.getAuthTag()]).toString('base64url'),
    iv: iv.toString('base64url'),
  };
}

/** Decrypts and checks a token pair; throws TokenError when missing, tampered, wrong-key, malformed or expired. */
export function verifyUserToken(
  token: string | undefined,
  iv: string | undefined,
  key: Buffer | string,
  nowMs: number,
): UserClaims {
  if (!token || !iv) throw new TokenError('x-auth-token and x-auth-iv headers are required');
  const ivBytes = Buffer.from(iv, 'base64url');
  const sealed = Buffer.from(token, 'base64url');
  if (ivBytes.length !== IV_BYTES) throw new TokenError('x-auth-iv must be 12 bytes, base64url');
  if (sealed.length <= TAG_BYTES) throw new TokenError('x-auth-token is too short');
  let plaintext: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', toKey(key), ivBytes);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    plaintext = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new TokenError('token does not decrypt with this key (tampered or wrong key)');
  }
  const claims = parseClaims(plaintext);
  if (claims.exp * 1000 <= nowMs) throw new TokenError('token has expired');
  return claims;
}

function parseClaims(plaintext: string): UserClaims {
  let value: unknown;
  try {
    value = JSON.parse(plaintext);
  } catch {
    throw new TokenError('token claims are not JSON');
  }
  if (typeof value !== 'object' || value === null) throw new TokenError('token claims are not an object');
  const claims = value as Record<string, unknown>;
  const { sub, name, email, image, role, exp } = claims;
  if (typeof sub !== 'string' || !USER_ID.test(sub)) throw new TokenError('claim sub must be a user id (letters, digits, @, _, -; at most 64)');
  if (typeof name !== 'string' || name.trim() === '') throw new TokenError('claim name must be a non-empty string');
  if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(email)) throw new TokenError('claim email must be an e-mail address');
  if (image !== undefined && typeof image !== 'string') throw new TokenError('claim image must be a string');
  if (typeof role !== 'string' || role === '') throw new TokenError('claim role must be a non-empty string');
  if (typeof exp !== 'number' || !Number.isFinite(exp)) throw new TokenError('claim exp must be seconds since the epoch');
  return image === undefined ? { sub, name, email, role, exp } : { sub, name, email, image, role, exp };
}

function toKey(key: Buffer | string): Buffer {
  const bytes = typeof key === 'string' ? Buffer.from(key, 'base64') : key;
  if (bytes.length !== 32) throw new TypeError('the token key must be 32 bytes');
  return bytes;
}

/** Whether a string is a valid user id for the provider. */
export function isUserId(value: unknown): value is string {
  return typeof value === 'string' && USER_ID.test(value);
}
