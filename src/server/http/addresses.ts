import { isIP } from 'node:net';

/** One IP range: its family, its first address as a number, and its prefix length. */
export interface IpRange {
  family: 4 | 6;
  base: bigint;
  prefix: number;
}

/** An address as a number in its family, or null when `text` is not an IP address. IPv4-mapped IPv6 is IPv4. */
export function parseIp(text: string): { family: 4 | 6; value: bigint } | null {
  const address = text.trim().replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  const family = isIP(address);
  if (family === 4) return { family: 4, value: ipv4Value(address) };
  if (family !== 6) return null;
  const value = ipv6Value(address);
  // ::ffff:a.b.c.d (what a dual-stack socket reports for an IPv4 client) is that IPv4 client.
  if (value >> 32n === 0xffffn) return { family: 4, value: value & 0xffffffffn };
  return { family: 6, value };
}

/** Parses `a.b.c.d`, `a.b.c.d/n`, an IPv6 address or `x::/n`; null when it is none of them. */
export function parseRange(text: string): IpRange | null {
  const [address = '', prefixText, extra] = text.trim().split('/');
  if (extra !== undefined) return null;
  const ip = parseIp(address);
  if (ip === null) return null;
  const bits = ip.family === 4 ? 32 : 128;
  // A mapped IPv6 range (::ffff:10.0.0.0/104) is the IPv4 range it maps.
  const mappedOffset = ip.family === 4 && isIP(address.replace(/^\[(.*)\]$/, '$1')) === 6 ? 96 : 0;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? bits : Number(prefixText) - mappedOffset;
  if (prefix < 0 || prefix > bits) return null;
  return { family: ip.family, base: ip.value & mask(bits, prefix), prefix };
}

/** Whether an address lies in one of the ranges. */
export function inRanges(address: string, ranges: readonly IpRange[]): boolean {
  const ip = parseIp(address);
  if (ip === null) return false;
  const bits = ip.family === 4 ? 32 : 128;
  return ranges.some((range) => range.family === ip.family && (ip.value & mask(bits, range.prefix)) === range.base);
}

/**
 * The key an address is counted under for per-address limits: an IPv4 address as itself, an IPv6 address by its
 * /64 (one subscriber usually holds a whole /64, so single addresses would give them 2^64 fresh counters).
 */
export function limitKey(address: string): string {
  const ip = parseIp(address);
  if (ip === null) return address;
  if (ip.family === 4) return [24, 16, 8, 0].map((shift) => Number((ip.value >> BigInt(shift)) & 0xffn)).join('.');
  const top = ip.value >> 64n;
  const groups = [48, 32, 16, 0].map((shift) => ((top >> BigInt(shift)) & 0xffffn).toString(16));
  return `${groups.join(':')}::/64`;
}

function mask(bits: number, prefix: number): bigint {
  const all = (1n << BigInt(bits)) - 1n;
  return all ^ ((1n << BigInt(bits - prefix)) - 1n);
}

function ipv4Value(address: string): bigint {
  return address.split('.').reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n);
}

/** An IPv6 address (already checked by isIP) as a 128-bit number; handles `::` and a dotted IPv4 tail. */
function ipv6Value(address: string): bigint {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const v4 = ipv4Value(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((value, group) => (value << 16n) | BigInt(parseInt(group, 16)), 0n);
}
