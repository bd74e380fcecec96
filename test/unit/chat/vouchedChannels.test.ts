import type { Event } from 'stream-chat';
import { describe, expect, it } from 'vitest';
import { channelListActionOf } from '../../../src/chat/channelList/channelListEvents';
import { isVouchedChannel } from '../../../src/chat/channelList/vouchedChannels';
import { CHANNEL_TYPE } from '../../../src/contract/ids';

describe('isVouchedChannel', () => {
  it.each([
    [{ type: CHANNEL_TYPE, kind: 'bounty' }, true],
    [{ cid: `${CHANNEL_TYPE}:dm-1`, kind: 'dm' }, true],
    [{ type: 'messaging', kind: 'dm' }, false],
    [{ type: CHANNEL_TYPE }, false],
    [{ type: CHANNEL_TYPE, kind: 'support' }, false],
    [undefined, false],
  ])('isVouchedChannel(%o) is %s', (channel, expected) => expect(isVouchedChannel(channel)).toBe(expected));
});

describe('channelListActionOf ignores channels the service did not make', () => {
  const message = { id: 'm1', text: 'hi' } as Event['message'];
  it.each([
    [{ type: 'notification.added_to_channel', cid: 'messaging:planted' }],
    [{ type: 'notification.message_new', cid: 'messaging:planted', message }],
    [{ type: 'message.new', cid: 'livestream:planted', message }],
    [{ type: 'notification.added_to_channel', cid: `${CHANNEL_TYPE}:x`, channel: { cid: `${CHANNEL_TYPE}:x`, kind: 'support' } }],
  ])('%o gives no action', (event) => expect(channelListActionOf(event as unknown as Event)).toBeUndefined());

  it('follows the product type', () => {
    expect(channelListActionOf({ type: 'notification.added_to_channel', cid: `${CHANNEL_TYPE}:b1` } as Event)).toEqual({ type: 'notification.added_to_channel', cid: `${CHANNEL_TYPE}:b1` });
  });
});
