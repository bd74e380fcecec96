// docs/token-vectors.json is the contract a host's token service in any language is checked against: our own
// minting must produce exactly those tokens from the same key, IV and claims, and the service must accept them.
import { Buffer } from 'node:buffer';
import { createDecipheriv } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type * as Crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The IV the next randomBytes(12) returns; null lets the real generator run. */
let pinnedIv: Buffer | null = null;

// The IV is the one random input of a token: pin it so a vector's exact bytes can be compared.
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof Crypto>();
  const randomBytes = ((size: number) => (pinnedIv && size === 12 ? pinnedIv : real.randomBytes(size))) as typeof real.randomBytes;
  return { ...real, default: { ...real, randomBytes }, randomBytes };
});

const { createBountyTicket, createUserToken, verifyBountyTicket, verifyUserToken } = await import('../../../src/server/index.js');

interface Vector {
  name: string;
  kind: 'user' | 'bountyTicket';
  key: string;
  iv: string;
  claims: Record<string, unknown>;
  plaintext: string;
  token: string;
}

const vectors = (JSON.parse(readFileSync(new URL('../../../docs/token-vectors.json', import.meta.url), 'utf8')) as { cases: Vector[] }).cases;
const userVectors = vectors.filter((v) => v.kind === 'user');
const ticketVectors = vectors.filter((v) => v.kind === 'bountyTicket');

afterEach(() => { pinnedIv = null; });

describe('the token vectors', () => {
  it('cover non-ASCII names and bounty tickets', () => {
    expect(userVectors.some((v) => /[^\x20-\x7e]/.test(String(v.claims.name)))).toBe(true);
    expect(ticketVectors.length).toBeGreaterThan(0);
  });

  it.each(userVectors.map((v) => [v.name, v] as const))('createUserToken mints the vector exactly: %s', (_name, vector) => {
    pinnedIv = Buffer.from(vector.iv, 'base64url');
    expect(createUserToken(vector.claims as never, vector.key)).toEqual({ token: vector.token, iv: vector.iv });
  });

  it.each(userVectors.map((v) => [v.name, v] as const))('the service accepts the vector before its exp: %s', (_name, vector) => {
    const now = (Number(vector.claims.exp) - 3600) * 1000;
    expect(verifyUserToken(vector.token, vector.iv, vector.key, now)).toEqual(vector.claims);
  });

  it.each(ticketVectors.map((v) => [v.name, v] as const))('createBountyTicket mints the vector exactly: %s', (_name, vector) => {
    pinnedIv = Buffer.from(vector.iv, 'base64url');
    expect(createBountyTicket(vector.claims as never, vector.key)).toEqual({ token: vector.token, iv: vector.iv });
  });

  it.each(ticketVectors.map((v) => [v.name, v] as const))('the service accepts the ticket before its exp: %s', (_name, vector) => {
    const now = (Number(vector.claims.exp) - 3600) * 1000;
    expect(verifyBountyTicket({ token: vector.token, iv: vector.iv }, vector.key, now)).toEqual(vector.claims);
  });

  it.each(vectors.map((v) => [v.name, v] as const))('the token opens to the stated plaintext, which is the claims: %s', (_name, vector) => {
    const sealed = Buffer.from(vector.token, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(vector.key, 'base64'), Buffer.from(vector.iv, 'base64url'));
    decipher.setAuthTag(sealed.subarray(-16));
    const plaintext = Buffer.concat([decipher.update(sealed.subarray(0, -16)), decipher.final()]).toString('utf8');
    expect(plaintext).toBe(vector.plaintext);
    expect(JSON.parse(plaintext)).toEqual(vector.claims);
  });
});
