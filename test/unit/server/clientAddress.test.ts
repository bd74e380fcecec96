// The pure parts of "which client is this, for limits": IP and CIDR parsing, range matching, IPv6 /64 grouping,
// the X-Forwarded-For walk, and the edge settings' validation.
import { describe, expect, it } from 'vitest';
import { inRanges, limitKey, parseIp, parseRange } from '../../../src/server/http/addresses';
import type { IpRange } from '../../../src/server/http/addresses';
import { forwardedClient } from '../../../src/server/http/clientAddress';
import { ConfigError } from '../../../src/server/config/configError';
import { parseConfig } from '../../../src/server/config/serviceConfig';

const ranges = (...entries: string[]): IpRange[] => entries.map((entry) => parseRange(entry)!);

describe('addresses', () => {
  it.each([
    ['10.0.0.1', 4], ['::1', 6], ['2001:db8::1', 6], ['[2001:db8::1]', 6], ['::ffff:192.0.2.1', 4], ['fe80::1%eth0', 6],
  ])('parses %s as IPv%d', (text, family) => {
    expect(parseIp(text)?.family).toBe(family);
  });

  it.each(['', 'localhost', '10.0.0.256', '1.2.3', '2001:db8::1::2', '10.0.0.1:8080', 'x'])('refuses %j', (text) => {
    expect(parseIp(text)).toBeNull();
  });

  it.each(['10.0.0.0/33', '2001:db8::/129', '10.0.0.0/-1', '10.0.0.0/8/8', 'proxy.internal', '10.0.0.0/x'])('refuses the range %j', (text) => {
    expect(parseRange(text)).toBeNull();
  });

  it('matches IPv4 and IPv6 CIDR ranges, single addresses and mapped IPv4', () => {
    const trusted = ranges('10.0.0.0/8', '192.0.2.7', '2001:db8:aa::/48', '::ffff:172.16.0.0/108');
    expect(inRanges('10.200.3.4', trusted)).toBe(true);
    expect(inRanges('::ffff:10.1.2.3', trusted)).toBe(true);
    expect(inRanges('11.0.0.1', trusted)).toBe(false);
    expect(inRanges('192.0.2.7', trusted)).toBe(true);
    expect(inRanges('192.0.2.8', trusted)).toBe(false);
    expect(inRanges('2001:db8:aa:ffff::1', trusted)).toBe(true);
    expect(inRanges('2001:db8:ab::1', trusted)).toBe(false);
    expect(inRanges('172.31.255.255', trusted)).toBe(true);
    expect(inRanges('172.32.0.0', trusted)).toBe(false);
    expect(inRanges('not an address', trusted)).toBe(false);
  });

  it('counts IPv6 clients by their /64 and IPv4-mapped IPv6 as IPv4', () => {
    expect(limitKey('2001:db8:1:2::1')).toBe(limitKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff'));
    expect(limitKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:db8:1:3::1')).not.toBe(limitKey('2001:db8:1:2::1'));
    expect(limitKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(limitKey('198.51.100.7')).toBe('198.51.100.7');
  });
});

describe('the X-Forwarded-For walk', () => {
  const proxies = ranges('10.0.0.0/8', 'fd00::/8');

  it('ignores the header unless the socket peer is a trusted proxy', () => {
    expect(forwardedClient('203.0.113.9', '198.51.100.1', proxies)).toBe('203.0.113.9');
    expect(forwardedClient('203.0.113.9', '198.51.100.1', [])).toBe('203.0.113.9');
  });

  it('takes the first untrusted hop from the right; what the client wrote further left is never read', () => {
    expect(forwardedClient('10.0.0.5', '198.51.100.1', proxies)).toBe('198.51.100.1');
    expect(forwardedClient('10.0.0.5', '1.1.1.1, 198.51.100.1, 10.2.2.2', proxies)).toBe('198.51.100.1');
    expect(forwardedClient('10.0.0.5', ['1.1.1.1', '198.51.100.1'], proxies)).toBe('198.51.100.1');
    expect(forwardedClient('fd00::5', '2001:db8::7, fd00::9', proxies)).toBe('2001:db8::7');
  });

  it('stops at a hop that is not an address, and falls back to the proxy without a header', () => {
    expect(forwardedClient('10.0.0.5', 'forged, 10.3.3.3', proxies)).toBe('10.3.3.3');
    expect(forwardedClient('10.0.0.5', undefined, proxies)).toBe('10.0.0.5');
  });
});

describe('edge settings', () => {
  const base = { STREAM_API_KEY: 'k', STREAM_API_SECRET: 's', BOUNTY_CHAT_TOKEN_KEY: Buffer.alloc(32, 1).toString('base64') };
  const settingOf = (env: Record<string, string>) => {
    try {
      parseConfig({ ...base, ...env });
      return 'none';
    } catch (error) {
      return error instanceof ConfigError ? `${error.setting}: ${error.message}` : 'other';
    }
  };

  it('defaults: no trusted proxy, 100 connections per address, 5 s to the first byte, no ops port', () => {
    expect(parseConfig(base).security).toMatchObject({ trustedProxies: [], maxConnectionsPerAddress: 100, firstByteTimeoutMs: 5_000, opsPort: null });
  });

  it('reads a list of IPs and CIDR ranges, v4 and v6', () => {
    const { security } = parseConfig({ ...base, BOUNTY_CHAT_TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.1 ,2001:db8::/32', BOUNTY_CHAT_OPS_PORT: '9464' });
    expect(security.trustedProxies.map((range) => range.family)).toEqual([4, 4, 6]);
    expect(security.opsPort).toBe(9464);
  });

  it.each([
    [{ BOUNTY_CHAT_TRUSTED_PROXIES: '10.0.0.0/8,proxy.internal' }, /BOUNTY_CHAT_TRUSTED_PROXIES: .*not an IP address or CIDR range: proxy.internal/],
    [{ BOUNTY_CHAT_TRUSTED_PROXIES: '10.0.0.0/40' }, /BOUNTY_CHAT_TRUSTED_PROXIES/],
    [{ BOUNTY_CHAT_MAX_CONNECTIONS_PER_ADDRESS: '0' }, /BOUNTY_CHAT_MAX_CONNECTIONS_PER_ADDRESS: .*positive whole number/],
    [{ BOUNTY_CHAT_FIRST_BYTE_TIMEOUT_MS: '12000' }, /BOUNTY_CHAT_FIRST_BYTE_TIMEOUT_MS: .*at most the headers timeout \(10000 ms\)/],
    [{ BOUNTY_CHAT_HEADERS_TIMEOUT_MS: '3000', BOUNTY_CHAT_FIRST_BYTE_TIMEOUT_MS: '4000' }, /BOUNTY_CHAT_FIRST_BYTE_TIMEOUT_MS/],
    [{ BOUNTY_CHAT_OPS_PORT: '70000' }, /BOUNTY_CHAT_OPS_PORT: .*port number/],
  ])('refuses %o', (env, problem) => {
    expect(settingOf(env)).toMatch(problem);
  });
});
