import { describe, expect, it } from 'vitest';
import { createUserToken, verifyUserToken } from '../../../src/server/auth/token';
import type { UserClaims } from '../../../src/server/auth/token';

const KEY = Buffer.alloc(32, 1);
const NOW = Date.UTC(2026, 10, 1);
const CLAIMS: UserClaims = { sub: 'ada', name: 'Ada', email: 'ada@example.com', role: 'candidate', exp: NOW / 1000 + 3600 };

function flip(base64url: string, at: number): string {
  const bytes = Buffer.from(base64url, 'base64url');
  bytes[at] = (bytes[at] ?? 0) ^ 1;
  return bytes.toString('base64url');
}

function sealed(plaintext: string): { token: string; iv: string } {
  // Mint a token around arbitrary claims, to check how malformed claims are refused.
  return createUserToken(JSON.parse(plaintext) as UserClaims, KEY);
}

describe('user tokens', () => {
  it('round-trips the claims, with the key as bytes or as base64', () => {
    const { token, iv } = createUserToken(CLAIMS, KEY.toString('base64'));
    expect(Buffer.from(iv, 'base64url')).toHaveLength(12);
    expect(verifyUserToken(token, iv, KEY, NOW)).toEqual(CLAIMS);
  });

  it('keeps an optional image', () => {
    const { token, iv } = createUserToken({ ...CLAIMS, image: 'https://img.example.com/a.png' }, KEY);
    expect(verifyUserToken(token, iv, KEY, NOW).image).toBe('https://img.example.com/a.png');
  });

  it('uses a fresh IV each time', () => {
    expect(createUserToken(CLAIMS, KEY).iv).not.toBe(createUserToken(CLAIMS, KEY).iv);
  });

  const good = createUserToken(CLAIMS, KEY);
  it.each([
    ['missing token', undefined, good.iv, /required/],
    ['missing iv', good.token, undefined, /required/],
    ['tampered ciphertext', flip(good.token, 0), good.iv, /tampered/],
    ['tampered tag', flip(good.token, Buffer.from(good.token, 'base64url').length - 1), good.iv, /tampered/],
    ['tampered iv', good.token, flip(good.iv, 0), /tampered/],
    ['short iv', good.token, 'AAAA', /12 bytes/],
    ['short token', 'AAAA', good.iv, /too short/],
  ])('refuses a %s', (_case, token, iv, reason) => {
    expect(() => verifyUserToken(token, iv, KEY, NOW)).toThrow(reason);
  });

  it('refuses a token sealed with another key', () => {
    const other = createUserToken(CLAIMS, Buffer.alloc(32, 2));
    expect(() => verifyUserToken(other.token, other.iv, KEY, NOW)).toThrow(/wrong key/);
  });

  it('refuses an expired token, and accepts it a second before expiry', () => {
    const { token, iv } = createUserToken(CLAIMS, KEY);
    expect(() => verifyUserToken(token, iv, KEY, CLAIMS.exp * 1000)).toThrow(/expired/);
    expect(verifyUserToken(token, iv, KEY, CLAIMS.exp * 1000 - 1000).sub).toBe('ada');
  });

  it.each([
    ['{"name":"A","email":"a@x","role":"r","exp":9999999999}', /sub/],
    ['{"sub":"a b","name":"A","email":"a@x","role":"r","exp":9999999999}', /sub/],
    ['{"sub":"a","name":"","email":"a@x","role":"r","exp":9999999999}', /name/],
    ['{"sub":"a","name":"A","email":"nope","role":"r","exp":9999999999}', /email/],
    ['{"sub":"a","name":"A","email":"a@x","role":"r","exp":"never"}', /exp/],
    ['{"sub":"a","name":"A","email":"a@x","exp":9999999999}', /role/],
    ['{"sub":"a","name":"A","email":"a@x","role":"r","exp":9999999999,"image":5}', /image/],
  ])('refuses malformed claims %s', (plaintext, reason) => {
    const { token, iv } = sealed(plaintext);
    expect(() => verifyUserToken(token, iv, KEY, NOW)).toThrow(reason);
  });
});
