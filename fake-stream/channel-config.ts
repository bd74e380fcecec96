import type { ChannelConfigWithInfo } from 'stream-chat';

const CONFIG_TIMESTAMP = '2024-01-01T00:00:00.000Z';

/** The features of a channel type, as the SDK reads them from `channel.config` (read/typing events gate its calls). */
export function channelTypeConfig(type: string): ChannelConfigWithInfo {
  const livestream = type === 'livestream';
  return {
    name: type,
    created_at: CONFIG_TIMESTAMP,
    updated_at: CONFIG_TIMESTAMP,
    reminders: false,
    connect_events: true,
    custom_events: true,
    delivery_events: false,
    mark_messages_pending: false,
    max_message_length: 5000,
    message_retention: 'infinite',
    mutes: true,
    polls: true,
    push_notifications: false,
    quotes: true,
    reactions: true,
    read_events: !livestream,
    replies: true,
    search: true,
    shared_locations: false,
    skip_last_msg_update_for_system_msgs: false,
    count_messages: true,
    typing_events: !livestream,
    uploads: true,
    url_enrichment: false,
    user_message_reminders: false,
    commands: [],
  } satisfies ChannelConfigWithInfo;
}
