// What the inbound SMTP listener counts connections by.
import { expect, it } from 'vitest';
import { connectionKey } from '../../../src/server/inbound/connectionKey';

it.each([
  ['127.0.0.1', '127.0.0.1'],
  ['::ffff:192.0.2.7', '192.0.2.7'],
  ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
  ['2001:db8:1:2::99', '2001:db8:1:2::/64'],
  ['2001:0db8:0001:0002:aaaa::1', '2001:db8:1:2::/64'],
  ['2001:db8::1', '2001:db8:0:0::/64'],
  ['::1', '0:0:0:0::/64'],
])('connectionKey(%s) is %s', (address, key) => expect(connectionKey(address)).toBe(key));
