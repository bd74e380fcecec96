import type { ChannelConfigWithInfo, CommandResponse, CommandVariants } from 'stream-chat';
import type { FakeStreamContext } from './context.js';
import type { ChannelRecord, ChannelTypeFeatures, ConfigOverrides } from './store/records.js';

const CONFIG_TIMESTAMP = '2024-01-01T00:00:00.000Z';

/** The channel types every app starts with; others exist once created (createChannelType). */
export const BUILT_IN_CHANNEL_TYPES: readonly string[] = ['messaging', 'livestream', 'team', 'gaming', 'commerce'];

/** The commands fake-stream knows, as the provider describes them in a channel's config. */
const COMMANDS: Readonly<Partial<Record<CommandVariants, CommandResponse>>> = {
  giphy: { name: 'giphy', description: 'Post a random gif to the channel', args: '[text]', set: 'fun_set' },
};

/** The command names fake-stream can answer (`/giphy`). */
export const KNOWN_COMMANDS = Object.keys(COMMANDS) as CommandVariants[];

/**
 * The features of a channel type, as the SDK reads them from `channel.config` (read/typing events gate its
 * calls): the built-in defaults, then what an operator set on the type.
 */
export function channelTypeConfig(type: string, features: ChannelTypeFeatures = {}) {
  const livestream = type === 'livestream';
  const { commands = [], ...switches } = features;
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
    url_enrichment: true,
    user_message_reminders: false,
    ...switches,
    commands: commandsOf(commands),
  } satisfies ChannelConfigWithInfo;
}

/** The stored features of a channel type (none for a type nobody configured). */
export function typeFeatures(ctx: FakeStreamContext, type: string): ChannelTypeFeatures {
  return ctx.store.tables.channelTypes.get(type)?.features ?? {};
}

/** Whether a channel type exists: built in, or created by an operator. */
export function channelTypeExists(ctx: FakeStreamContext, type: string): boolean {
  return BUILT_IN_CHANNEL_TYPES.includes(type) || ctx.store.tables.channelTypes.has(type);
}

/** A channel's config: its type's, with the channel's own overrides on top. */
export function channelConfig(ctx: FakeStreamContext, channel: ChannelRecord): ChannelConfigWithInfo {
  const features = typeFeatures(ctx, channel.type);
  const overrides: ConfigOverrides = channel.config_overrides ?? {};
  return channelTypeConfig(channel.type, { ...features, ...overrides });
}

/**
 * Whether the channel keeps read state (unread counts, read events). Cheap, for per-message fan-outs: a channel
 * cannot override it, so only its type decides.
 */
export function tracksReads(ctx: FakeStreamContext, channel: Pick<ChannelRecord, 'type'>): boolean {
  return typeFeatures(ctx, channel.type).read_events ?? channel.type !== 'livestream';
}

function commandsOf(names: readonly CommandVariants[]): CommandResponse[] {
  return names.flatMap((name) => {
    const command = COMMANDS[name];
    return command ? [command] : [];
  });
}
