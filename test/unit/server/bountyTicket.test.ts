import { describe, expect, it } from 'vitest';
import { flipBit } from '../../helpers/flipBit';
import { createBountyTicket, verifyBountyTicket } from '../../../src/server/auth/bountyTicket';
import type { BountyTicketClaims } from '../../../src/server/auth/bountyTicket';
import { createUserToken, verifyUserToken } from '../../../src/server/auth/token';

const KEY = Buffer.alloc(32, 5);
const NOW = Date.UTC(2026, 10, 1);
const CLAIMS: BountyTicketClaims = { bountyId: 'bounty-101', name: 'Fix the flaky checkout test', ownerId: 'bob', iat: NOW / 1000 - 60, exp: NOW / 1000 + 3600 };

/**
 * A fixed vector, sealed outside this code (AES-256-GCM, token = base64url(ciphertext‖tag)), minted before
 * tickets carried `iat`: it opens with the key but is refused for that (docs/token-vectors.json has current ones).
 */
const VECTOR = {
  key: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=',
  iv: 'oKGio6Slpqeoqaqr',
  token: 'nToeQjCldsYrAaXpJRivqx7YID2jh3NOsCxI5xLOVzvwMC6Hj1Y7WH_6aKliA6OaL34lIw2lbl41O3gqhlyn38PS4B15wcba1oCQeq3i7t-1e4me9PmgSdpACKqBqjCggP16nxYpI48I8GVQiwW2',
  claims: { bountyId: 'bounty-101', name: 'Fix the flaky checkout test', ownerId: 'bob', exp: 1893456000 },
};

describe('bounty tickets', () => {
  it('refuses a ticket without iat, saying what the claim is and who sets it', () => {
    expect(() => verifyBountyTicket(VECTOR, VECTOR.key, (VECTOR.claims.exp - 3600) * 1000)).toThrow(
      'claim iat is required (when the ticket was minted, in seconds since the epoch; createBountyTicket sets it)',
    );
  });

  it('sets iat to the minting time unless given', () => {
    const before = Math.floor(Date.now() / 1000);
    const rest = { bountyId: CLAIMS.bountyId, name: CLAIMS.name, ownerId: CLAIMS.ownerId, exp: before + 600 };
    const opened = verifyBountyTicket(createBountyTicket(rest, KEY), KEY, Date.now());
    expect(opened.iat).toBeGreaterThanOrEqual(before);
    expect(opened.iat).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
  });

  it('round-trips, with the key as bytes or base64, under a fresh IV each time', () => {
    const ticket = createBountyTicket(CLAIMS, KEY.toString('base64'));
    expect(verifyBountyTicket(ticket, KEY, NOW)).toEqual(CLAIMS);
    expect(createBountyTicket(CLAIMS, KEY).iv).not.toBe(ticket.iv);
  });

  const good = createBountyTicket(CLAIMS, KEY);
  it.each([
    ['missing token', { iv: good.iv }, /ticket.token and ticket.iv are required/],
    ['tampered ciphertext', { ...good, token: flipBit(good.token, 0) }, /tampered/],
    ['tampered tag', { ...good, token: flipBit(good.token, Buffer.from(good.token, 'base64url').length - 1) }, /tampered/],
    ['tampered iv', { ...good, iv: flipBit(good.iv, 0) }, /tampered/],
    ['short iv', { ...good, iv: 'AAAA' }, /12 bytes/],
    ['another key', createBountyTicket(CLAIMS, Buffer.alloc(32, 6)), /wrong key/],
  ])('refuses a %s', (_case, ticket, reason) => {
    expect(() => verifyBountyTicket(ticket, KEY, NOW)).toThrow(reason);
  });

  it.each([
    [{ ...CLAIMS, bountyId: 'dm-0123' }, /claim bountyId must not start with dm-/],
    [{ ...CLAIMS, bountyId: 'a!b' }, /claim bountyId must be a bounty id/],
    [{ ...CLAIMS, name: 'URGENT\r\nre-verify' }, /claim name must not contain control characters/],
    [{ ...CLAIMS, name: '' }, /claim name must be 1–100 characters/],
    [{ ...CLAIMS, ownerId: 'has space' }, /claim ownerId must be a user id/],
    [{ ...CLAIMS, exp: NOW / 1000 - 1 }, /expired/],
    [{ ...CLAIMS, exp: 1e300 }, /claim exp must be at most 86400 s ahead/],
    [{ ...CLAIMS, iat: 1.5 }, /claim iat must be whole seconds/],
    [{ ...CLAIMS, iat: NOW / 1000 + 3000 }, /claim iat is more than 300 s in the future/],
    [{ ...CLAIMS, iat: NOW / 1000 + 3601 }, /claim iat must not be later than claim exp/],
  ])('refuses %o, naming the claim', (claims, reason) => {
    expect(() => verifyBountyTicket(createBountyTicket(claims, KEY), KEY, NOW)).toThrow(reason);
  });

  it('never opens as a user token, nor a user token as a ticket', () => {
    expect(() => verifyUserToken(good.token, good.iv, KEY, NOW)).toThrow(/claim sub is required/);
    const user = createUserToken({ sub: 'bob', name: 'Bob', email: 'bob@x.test', role: 'poster', exp: NOW / 1000 + 60 }, KEY);
    expect(() => verifyBountyTicket(user, KEY, NOW)).toThrow(/claim bountyId is required/);
  });
});
