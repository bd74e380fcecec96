// When the widget must ask the provider for its capabilities again: the provider's events do not carry them.
import { describe, expect, it } from 'vitest';
import type { Event } from 'stream-chat';
import { needsCapabilityQuery } from '../../../src/app/ui/MessageView/overrides/liveCapabilities.js';

const channel = { id: 'c', type: 'messaging', cid: 'messaging:c' };

describe('needsCapabilityQuery', () => {
  it.each<[string, Event, boolean]>([
    ['channel.updated without capabilities (links switched off, slow mode)', { type: 'channel.updated', channel } as Event, true],
    ['channel.updated that brings them', { type: 'channel.updated', channel: { ...channel, own_capabilities: ['send-message'] } } as Event, false],
    ['our own role changed', { type: 'member.updated', member: { user_id: 'me', channel_role: 'channel_moderator' } } as Event, true],
    ['our own role changed (user object only)', { type: 'member.updated', member: { user: { id: 'me' } } } as Event, true],
    ["someone else's role changed", { type: 'member.updated', member: { user_id: 'other' } } as Event, false],
    ['a new message', { type: 'message.new' } as Event, false],
  ])('%s → %s', (_name, event, expected) => expect(needsCapabilityQuery(event, 'me')).toBe(expected));
});
