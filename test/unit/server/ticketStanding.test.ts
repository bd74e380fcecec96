import { describe, expect, it } from 'vitest';
import { isBehindHost } from '../../../src/server/store/ticketLedger';

describe("isBehindHost: a ticket minted no later than the host API's last change carries no facts", () => {
  it.each([
    [1_700_000_000, null, false],
    [1_700_000_000, 1_700_000_000_500, true],
    [1_700_000_000, 1_700_000_000_000, true],
    [1_700_000_001, 1_700_000_000_999, false],
    [1_699_999_999, 1_700_000_000_000, true],
  ])('iat %d, host at %s → %s', (iat, hostAt, expected) => expect(isBehindHost(iat, hostAt)).toBe(expected));
});
