import { describe, expect, it } from 'vitest';
import { flipBit } from '../../helpers/flipBit';
import { createUserToken, verifyUserToken } from '../../../src/server/auth/token';
import type { UserClaims } from '../../../src/server/auth/token';

const KEY = Buffer.alloc(32, 1);
const NOW = Date.UTC(2026, 10, 1);
const CLAIMS: UserClaims = { sub: 'ada', name: 'Ada', email: 'ada@example.com', role: 'candidate', exp: NOW / 1000 + 3600 };

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
    ['tampered ciphertext', flipBit(good.token, 0), good.iv, /tampered/],
    ['tampered tag', flipBit(good.token, Buffer.from(good.token, 'base64url').length - 1), good.iv, /tampered/],
    ['tampered iv', good.token, flipBit(good.iv, 0), /tampered/],
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

  const OK = { sub: 'a', name: 'A', email: 'a@x.test', role: 'r', exp: NOW / 1000 + 3600 };
  it.each([
    [{ ...OK, sub: undefined }, /claim sub is required/],
    [{ ...OK, sub: 'a b' }, /claim sub must be a user id/],
    [{ ...OK, name: '' }, /claim name must be 1–100 characters/],
    [{ ...OK, name: 'x'.repeat(101) }, /claim name must be 1–100 characters/],
    [{ ...OK, name: '   ' }, /claim name must not be blank/],
    [{ ...OK, name: 'Eve\r\nBcc: all@example.test' }, /claim name must not contain control characters/],
    [{ ...OK, name: 'Eve\u2028' }, /claim name must not contain control characters/],
    [{ ...OK, email: 'nope' }, /claim email must be one e-mail address/],
    [{ ...OK, email: 'x@y.test>,<z@evil.test' }, /claim email must be one e-mail address/],
    [{ ...OK, email: 'Eve <eve@x.test>' }, /claim email must be one e-mail address/],
    [{ ...OK, image: 'javascript:alert(1)' }, /claim image must be an https: URL/],
    [{ ...OK, image: 'http://img.example.com/a.png' }, /claim image must be an https: URL/],
    [{ ...OK, image: 'data:image/png;base64,AAAA' }, /claim image must be an https: URL/],
    [{ ...OK, image: 5 }, /claim image must be a string/],
    [{ ...OK, role: undefined }, /claim role is required/],
    [{ ...OK, exp: 'never' }, /claim exp must be a number/],
    [{ ...OK, exp: NOW / 1000 + 0.5 }, /claim exp must be whole seconds/],
    [{ ...OK, exp: 1e300 }, /claim exp must be at most 86400 s ahead/],
    [{ ...OK, exp: NOW / 1000 + 86_401 }, /claim exp must be at most 86400 s ahead/],
  ])('refuses %o, naming the claim', (claims, reason) => {
    const { token, iv } = createUserToken(claims as unknown as UserClaims, KEY);
    expect(() => verifyUserToken(token, iv, KEY, NOW)).toThrow(reason);
  });

  it.each([
    ['an https image', { ...OK, image: 'https://img.example.com/a.png' }],
    ['an http image on loopback (the demo)', { ...OK, image: 'http://127.0.0.1:8080/a.png' }],
    ['exp exactly 24 h ahead', { ...OK, exp: NOW / 1000 + 86_400 }],
    ['a name of 100 characters', { ...OK, name: 'n'.repeat(100) }],
  ])('accepts %s', (_case, claims) => {
    const { token, iv } = createUserToken(claims, KEY);
    expect(verifyUserToken(token, iv, KEY, NOW).sub).toBe('a');
  });

  it('takes a configured bound on exp', () => {
    const { token, iv } = createUserToken({ ...OK, exp: NOW / 1000 + 7200 }, KEY);
    expect(() => verifyUserToken(token, iv, KEY, NOW, { maxTtlSeconds: 3600 })).toThrow(/claim exp must be at most 3600 s ahead/);
    expect(verifyUserToken(token, iv, KEY, NOW, { maxTtlSeconds: 7200 }).exp).toBe(NOW / 1000 + 7200);
  });
});
