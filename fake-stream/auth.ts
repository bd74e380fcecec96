import type { KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Clock } from './clock.js';
import type { FakeStreamConfig } from './config.js';
import { StreamError } from './errors.js';

/** Who a request or socket speaks for: the app's server (secret holder) or one user. */
export type Caller = { kind: 'server' } | { kind: 'user'; userId: string };

/**
 * Checks the api_key and the JWT the SDK sends (HS256 with the app secret).
 * User tokens carry `user_id` (optional `exp`); server tokens carry `server: true`.
 */
export function authenticate(
  config: FakeStreamConfig,
  clock: Clock,
  credentials: { apiKey: string | null; token: string | null; authType: string | null },
): Caller {
  if (credentials.apiKey !== config.apiKey) {
    throw new StreamError('apiKeyInvalid', `api_key not valid: "${credentials.apiKey ?? ''}" is not this app's key`);
  }
  if (credentials.authType !== null && credentials.authType !== 'jwt') {
    throw new StreamError('tokenNotValid', `stream-auth-type "${credentials.authType}" is not supported (use jwt)`);
  }
  const token = credentials.token?.replace(/^Bearer\s+/i, '') ?? '';
  if (token === '' || token === 'undefined' || token === 'null') {
    throw new StreamError('tokenMissing', 'a JWT is required in the Authorization header or the authorization parameter');
  }
  const payload = verifiedPayload(config, token, clock);
  if (payload.server === true) return { kind: 'server' };
  if (typeof payload.user_id === 'string' && payload.user_id !== '') return { kind: 'user', userId: payload.user_id };
  throw new StreamError('tokenNotValid', 'the token carries neither user_id nor server: true');
}

/** Tokens already verified, per instance: every request re-sends the same few tokens, and verifying costs more than the route. */
const verifiedTokens = new WeakMap<FakeStreamConfig, Map<string, jwt.JwtPayload>>();
const MAX_VERIFIED_TOKENS = 10_000;

/** The token's payload; a token verified before is trusted again only while its `exp`/`nbf` still allow it. */
function verifiedPayload(config: FakeStreamConfig, token: string, clock: Clock): jwt.JwtPayload {
  let cache = verifiedTokens.get(config);
  if (!cache) verifiedTokens.set(config, (cache = new Map()));
  const known = cache.get(token);
  const now = Math.floor(clock.now().getTime() / 1000);
  if (known && (typeof known.exp !== 'number' || now < known.exp) && (typeof known.nbf !== 'number' || now >= known.nbf)) return known;
  const payload = verifyToken(token, config.apiSecretKey, clock);
  if (cache.size >= MAX_VERIFIED_TOKENS) cache.clear();
  cache.set(token, payload);
  return payload;
}

function verifyToken(token: string, secret: KeyObject, clock: Clock): jwt.JwtPayload {
  try {
    const payload = jwt.verify(token, secret, {
      algorithms: ['HS256'],
      clockTimestamp: Math.floor(clock.now().getTime() / 1000),
    });
    if (typeof payload === 'string') throw new StreamError('tokenNotValid', 'the token payload is not a JSON object');
    return payload;
  } catch (error) {
    if (error instanceof StreamError) throw error;
    if (error instanceof jwt.TokenExpiredError) {
      throw new StreamError('tokenExpired', `JWTAuth error: token is expired (exp ${error.expiredAt.toISOString()})`);
    }
    if (error instanceof jwt.JsonWebTokenError && /signature/i.test(error.message)) {
      throw new StreamError('tokenSignatureInvalid', 'JWTAuth error: signature is not valid. Make sure the token is signed with the app secret');
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new StreamError('tokenNotValid', `JWTAuth error: token is not valid (${reason})`);
  }
}

/**
 * The user a request acts as. A user token acts only as its own user; the server may name one
 * (in `user_id`, `user.id` …), or act as nobody when the call allows it.
 */
export function actingUserId(caller: Caller, named: string | undefined): string | undefined {
  if (caller.kind === 'server') return named;
  if (named !== undefined && named !== caller.userId) {
    throw new StreamError('notAllowed', `a user token for "${caller.userId}" cannot act as user "${named}"`);
  }
  return caller.userId;
}
