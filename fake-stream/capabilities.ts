import type { ChannelConfigWithInfo } from 'stream-chat';
import type { ChannelRecord, MemberRecord } from './store/records.js';

/** What every member may do in a channel whose config enables the feature. */
const MEMBER_CAPABILITIES = [
  'cast-poll-vote', 'connect-events', 'create-draft', 'delete-own-message', 'delete-draft', 'flag-message',
  'leave-channel', 'mute-channel', 'pin-message', 'query-poll-votes', 'quote-message', 'read-events',
  'search-messages', 'send-custom-events', 'send-links', 'send-message', 'send-poll', 'send-reaction',
  'send-reply', 'send-typing-events', 'typing-events', 'update-channel-members', 'update-own-message',
  'upload-file', 'delete-reaction',
] as const;

/** What channel moderators may do on top (an owner gets only what the type's `-owner` grants give). */
const MODERATOR_CAPABILITIES = [
  'ban-channel-members', 'delete-any-message', 'freeze-channel', 'set-channel-cooldown', 'skip-slow-mode',
  'update-any-message', 'update-channel', 'update-thread', 'delete-channel', 'truncate-channel',
] as const;

/** Capabilities that need a channel-config feature switched on. */
const NEEDS_FEATURE: Record<string, keyof ChannelConfigWithInfo> = {
  'read-events': 'read_events',
  'typing-events': 'typing_events',
  'send-typing-events': 'typing_events',
  'connect-events': 'connect_events',
  'send-reaction': 'reactions',
  'send-reply': 'replies',
  'quote-message': 'quotes',
  'search-messages': 'search',
  'upload-file': 'uploads',
  'mute-channel': 'mutes',
  'send-poll': 'polls',
  'cast-poll-vote': 'polls',
  'query-poll-votes': 'polls',
  'send-custom-events': 'custom_events',
};

/**
 * `own_capabilities` of one user in one channel: by channel role, minus features the config switches
 * off; a frozen channel drops writing, a channel with `disable_links` (custom field) drops send-links, and
 * a cooldown adds `slow-mode`. Non-members get none (they can neither read nor write). The channel's owner
 * (its creator) has a member's capabilities plus `ownerExtras`, what the type's `-owner` grants give.
 */
export function ownCapabilities(channel: ChannelRecord, member: MemberRecord | undefined, config: ChannelConfigWithInfo, ownerExtras: readonly string[] = []): string[] {
  if (!member) return [];
  const granted = new Set<string>(MEMBER_CAPABILITIES);
  if (member.channel_role === 'channel_moderator') for (const capability of MODERATOR_CAPABILITIES) granted.add(capability);
  if (member.channel_role === 'owner') for (const capability of ownerExtras) granted.add(capability);
  for (const [capability, feature] of Object.entries(NEEDS_FEATURE)) if (config[feature] !== true) granted.delete(capability);
  if (channel.custom.disable_links === true) granted.delete('send-links');
  if (channel.frozen) {
    for (const capability of ['send-message', 'send-reply', 'send-reaction', 'send-poll', 'upload-file', 'pin-message']) granted.delete(capability);
  }
  if ((channel.cooldown ?? 0) > 0) granted.add('slow-mode');
  return [...granted].sort();
}
