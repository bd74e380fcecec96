import { describe, expect, it } from 'vitest';
import { flipBit } from '../../helpers/flipBit';
import { createUserToken } from '../../../src/server/auth/token';
import type { UserClaims } from '../../../src/server/auth/token';
import { createTokenVerifier } from '../../../src/server/auth/tokenKeys';
import type { SealedKind } from '../../../src/server/auth/tokenKeys';

const CURRENT = Buffer.alloc(32, 1);
const PREVIOUS = Buffer.alloc(32, 2);
const NOW = Date.UTC(2026, 10, 1);
const CLAIMS: UserClaims = { sub: 'ada', name: 'Ada', email: 'ada@example.com', role: 'candidate', exp: NOW / 1000 + 3600 };

describe('token verifier, with the same token on every request', () => {
  it('answers the same claims each time and refuses the token once it expires', () => {
    const verifier = createTokenVerifier({ current: CURRENT, previous: null }, () => {});
    const { token, iv } = createUserToken(CLAIMS, CURRENT);
    expect(verifier.user(token, iv, NOW)).toEqual(CLAIMS);
    expect(verifier.user(token, iv, NOW + 1000)).toEqual(CLAIMS);
    expect(() => verifier.user(token, iv, CLAIMS.exp * 1000)).toThrow(/expired/);
    expect(() => verifier.user(token, iv, NOW)).not.toThrow();
  });

  it('applies the caller\'s bound on how far ahead exp may be on every request', () => {
    const verifier = createTokenVerifier({ current: CURRENT, previous: null }, () => {});
    const { token, iv } = createUserToken(CLAIMS, CURRENT);
    expect(verifier.user(token, iv, NOW).sub).toBe('ada');
    expect(() => verifier.user(token, iv, NOW, { maxTtlSeconds: 60 })).toThrow(/at most 60 s ahead/);
  });

  it('refuses any other bytes beside a token that opened: a changed ciphertext, tag or IV', () => {
    const verifier = createTokenVerifier({ current: CURRENT, previous: null }, () => {});
    const { token, iv } = createUserToken(CLAIMS, CURRENT);
    verifier.user(token, iv, NOW);
    expect(() => verifier.user(flipBit(token, 0), iv, NOW)).toThrow(/tampered/);
    expect(() => verifier.user(token, flipBit(iv, 0), NOW)).toThrow(/tampered/);
    expect(() => verifier.user(token, undefined, NOW)).toThrow(/required/);
  });

  it('counts every request made with a token only the previous key opens', () => {
    const counted: SealedKind[] = [];
    const verifier = createTokenVerifier({ current: CURRENT, previous: PREVIOUS }, (kind) => counted.push(kind));
    const old = createUserToken(CLAIMS, PREVIOUS);
    const fresh = createUserToken(CLAIMS, CURRENT);
    for (let i = 0; i < 3; i++) verifier.user(old.token, old.iv, NOW);
    verifier.user(fresh.token, fresh.iv, NOW);
    expect(counted).toEqual(['token', 'token', 'token']);
  });

  it('hands each caller its own claims object', () => {
    const verifier = createTokenVerifier({ current: CURRENT, previous: null }, () => {});
    const { token, iv } = createUserToken(CLAIMS, CURRENT);
    const first = verifier.user(token, iv, NOW);
    first.name = 'changed';
    expect(verifier.user(token, iv, NOW).name).toBe('Ada');
  });
});
