import type { CommandVariants } from 'stream-chat';
import { KNOWN_COMMANDS } from '../channel-config.js';
import { StreamError } from '../errors.js';
import type { ChannelTypeFeatures, ConfigOverrides } from '../store/records.js';

/** On/off switches of a channel type (stream-chat's ChannelConfigFields). */
const TYPE_SWITCHES = [
  'connect_events', 'count_messages', 'custom_events', 'delivery_events', 'mark_messages_pending', 'mutes', 'polls',
  'push_notifications', 'quotes', 'reactions', 'read_events', 'reminders', 'replies', 'search', 'shared_locations',
  'skip_last_msg_update_for_system_msgs', 'typing_events', 'uploads', 'url_enrichment', 'user_message_reminders',
] as const satisfies ReadonlyArray<keyof ChannelTypeFeatures>;

/**
 * What one channel may set apart from its type, as the provider documents it. Its blocklist and grants
 * overrides are left out (fake-stream has one word list and per-type grants); read events, among others,
 * can only be switched for a whole type.
 */
const OVERRIDE_SWITCHES = ['typing_events', 'reactions', 'replies', 'quotes', 'uploads', 'url_enrichment'] as const satisfies ReadonlyArray<keyof ConfigOverrides>;

/** Request fields of a channel-type call that are not features (handled elsewhere or ignored). */
const TYPE_CALL_FIELDS = new Set(['name', 'grants', 'permissions', 'automod', 'automod_behavior', 'automod_thresholds', 'blocklist', 'blocklist_behavior', 'blocklists', 'message_retention', 'push_level', 'partition_size', 'partition_ttl', 'allowed_flag_reasons']);

/** The features a createChannelType/updateChannelType body sets; a wrong type or unknown field is refused (code 4). */
export function readTypeFeatures(body: Record<string, unknown>, call: string): ChannelTypeFeatures {
  const features: ChannelTypeFeatures = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null || TYPE_CALL_FIELDS.has(key)) continue;
    if ((TYPE_SWITCHES as readonly string[]).includes(key)) features[key as (typeof TYPE_SWITCHES)[number]] = requireBoolean(value, key, call);
    else if (key === 'max_message_length') features.max_message_length = requireLength(value, call);
    else if (key === 'commands') features.commands = requireCommands(value, call);
    else throw invalid(call, `${key} is not a setting of a channel type`);
  }
  return features;
}

/** A channel's `config_overrides`: only what the provider lets one channel override (code 4 otherwise). */
export function readConfigOverrides(value: unknown, call: string): ConfigOverrides {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid(call, 'config_overrides must be an object');
  const overrides: ConfigOverrides = {};
  for (const [key, setting] of Object.entries(value)) {
    if (setting === undefined || setting === null) continue;
    if ((OVERRIDE_SWITCHES as readonly string[]).includes(key)) overrides[key as (typeof OVERRIDE_SWITCHES)[number]] = requireBoolean(setting, `config_overrides.${key}`, call);
    else if (key === 'max_message_length') overrides.max_message_length = requireLength(setting, call);
    else if (key === 'commands') overrides.commands = requireCommands(setting, call);
    else throw invalid(call, `config_overrides.${key} cannot be overridden for one channel (allowed: ${[...OVERRIDE_SWITCHES, 'max_message_length', 'commands'].join(', ')})`);
  }
  return overrides;
}

function requireBoolean(value: unknown, key: string, call: string): boolean {
  if (typeof value !== 'boolean') throw invalid(call, `${key} must be a boolean`);
  return value;
}

function requireLength(value: unknown, call: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 20000) throw invalid(call, 'max_message_length must be an integer between 1 and 20000');
  return value;
}

/** The provider's command names and sets; fake-stream answers only giphy, so the others are accepted and dropped. */
const PROVIDER_COMMANDS = new Set(['all', 'fun_set', 'moderation_set', 'giphy', 'ban', 'unban', 'mute', 'unmute']);

function requireCommands(value: unknown, call: string): CommandVariants[] {
  if (!Array.isArray(value) || !value.every((name): name is string => typeof name === 'string' && PROVIDER_COMMANDS.has(name))) {
    throw invalid(call, `commands must be a list of the provider's command names (${[...PROVIDER_COMMANDS].join(', ')})`);
  }
  const wanted = new Set(value);
  // "all" and "fun_set" include giphy (createChannelType sends ["all"] unless told otherwise).
  return KNOWN_COMMANDS.filter((name) => wanted.has(name) || wanted.has('all') || wanted.has('fun_set'));
}

function invalid(call: string, detail: string): StreamError {
  return new StreamError('inputInvalid', `${call} failed with error: "${detail}"`);
}
