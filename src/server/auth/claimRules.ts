import { z } from 'zod';
import { NAME_MAX_CHARS } from '../../contract/limits';
import { TokenError, TokenExpiredError } from './seal';

/** How far ahead a host token or bounty ticket may expire unless configured otherwise: 24 hours. */
export const DEFAULT_MAX_TOKEN_TTL_SECONDS = 24 * 3600;

/** C0 and C1 controls, DEL, and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A display name: 1–100 characters, not blank, no control characters (they would split e-mail headers). */
export const nameClaim = z.string()
  .min(1, `must be 1–${NAME_MAX_CHARS} characters`)
  .max(NAME_MAX_CHARS, `must be 1–${NAME_MAX_CHARS} characters`)
  .refine((value) => value.trim() !== '', 'must not be blank')
  .refine((value) => !CONTROL.test(value), 'must not contain control characters (such as CR or LF)');

/** An avatar URL: https, or http on a loopback host only (for a local demo). */
export const imageClaim = z.string().max(2048, 'must be at most 2048 characters').refine(isImageUrl, 'must be an https: URL (http: only on a loopback host)');

/** One e-mail address, as zod's address check accepts it (no lists, no display names, no angle brackets). */
export const emailClaim = z.string().max(254, 'must be at most 254 characters').pipe(z.email('must be one e-mail address'));

/** The host's role for the user (kept at the provider as `bounty_role`): 1–64 letters, digits, `_` or `-`. */
export const roleClaim = z.string().min(1, 'must not be empty').max(64, 'must be at most 64 characters').regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, _ or -');

/** `exp` in whole seconds since the epoch. */
export const expClaim = z.number().refine((value) => Number.isFinite(value) && Number.isInteger(value) && value > 0, 'must be whole seconds since the epoch');

function isImageUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

/** Parses claims with `schema`; a failure becomes a TokenError naming the first bad claim and why. */
export function parseClaims<T>(schema: z.ZodType<T>, value: Record<string, unknown>): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const claim = String(issue?.path[0] ?? '?');
  const problem = issue?.code === 'invalid_type' ? (value[claim] === undefined ? 'is required' : `must be a ${issue.expected}`) : (issue?.message ?? 'is invalid');
  throw new TokenError(`claim ${claim} ${problem}`);
}

/** Refuses an expired `exp` or one further ahead than `maxTtlSeconds`. */
export function checkExpiry(exp: number, nowMs: number, maxTtlSeconds: number, what: string): void {
  if (exp * 1000 <= nowMs) throw new TokenExpiredError(`${what} has expired (claim exp is in the past)`);
  if (exp * 1000 > nowMs + maxTtlSeconds * 1000) {
    throw new TokenError(`claim exp must be at most ${maxTtlSeconds} s ahead (a ${what} is short-lived)`);
  }
}
