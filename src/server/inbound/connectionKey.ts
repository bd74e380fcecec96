/**
 * What the SMTP listener counts connections by: the IPv4 address (an IPv4-mapped IPv6 address is one), or the
 * /64 of an IPv6 address, since one host is handed a whole /64 and could otherwise take a fresh address per
 * connection.
 */
export function connectionKey(address: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (v4) return v4[1]!;
  if (!address.includes(':')) return address;
  const [left = '', right] = address.toLowerCase().split('::');
  const head = left === '' ? [] : left.split(':');
  const tail = right === undefined || right === '' ? [] : right.split(':');
  const groups = right === undefined ? head : [...head, ...Array<string>(Math.max(8 - head.length - tail.length, 0)).fill('0'), ...tail];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
