import { Buffer } from 'node:buffer';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** A sealed value as it travels: `token` = base64url(ciphertext‖tag), `iv` = base64url(12-byte IV). */
export interface Sealed {
  token: string;
  iv: string;
}

/** Why a sealed value was refused; the detail goes back to the caller, never the claims. */
export class TokenError extends Error {
  override name = 'TokenError';
}

/** The value does not open with the key tried (tampered, or sealed under another key): another key may open it. */
export class WrongKeyError extends TokenError {
  override name = 'WrongKeyError';
}

/** A sealed value that opened with the right key and is well formed, but whose `exp` has passed: no attack. */
export class TokenExpiredError extends TokenError {
  override name = 'TokenExpiredError';
}

const TAG_BYTES = 16;
const IV_BYTES = 12;

/** Seals a JSON value with AES-256-GCM under a fresh random IV. */
export function seal(value: unknown, key: Buffer | string): Sealed {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', toKey(key), iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return { token: Buffer.concat([ciphertext, cipher.getAuthTag()]).toString('base64url'), iv: iv.toString('base64url') };
}

/**
 * Opens a sealed value and parses its JSON; throws TokenError when missing, tampered, wrong-key or not a
 * JSON object. `names` says what the two parts are called to the caller (headers or ticket fields).
 */
export function unseal(
  token: string | undefined,
  iv: string | undefined,
  key: Buffer | string,
  names: { token: string; iv: string },
): Record<string, unknown> {
  if (!token || !iv) throw new TokenError(`${names.token} and ${names.iv} are required`);
  const ivBytes = Buffer.from(iv, 'base64url');
  const sealed = Buffer.from(token, 'base64url');
  if (ivBytes.length !== IV_BYTES) throw new TokenError(`${names.iv} must be 12 bytes, base64url`);
  if (sealed.length <= TAG_BYTES) throw new TokenError(`${names.token} is too short`);
  let plaintext: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', toKey(key), ivBytes);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    plaintext = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new WrongKeyError(`${names.token} does not decrypt with this key (tampered or wrong key)`);
  }
  let value: unknown;
  try {
    value = JSON.parse(plaintext);
  } catch {
    throw new TokenError('claims are not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new TokenError('claims are not an object');
  return value as Record<string, unknown>;
}

function toKey(key: Buffer | string): Buffer {
  const bytes = typeof key === 'string' ? Buffer.from(key, 'base64') : key;
  if (bytes.length !== 32) throw new TypeError('the token key must be 32 bytes');
  return bytes;
}
