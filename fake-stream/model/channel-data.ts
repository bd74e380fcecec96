import { StreamError } from '../errors.js';
import type { ChannelRecord, ConfigOverrides, CustomData } from '../store/records.js';
import { customChannelFields } from './channels.js';

/** Channel fields the provider keeps at top level but a caller may change. */
export type ChannelSettings = { frozen?: boolean; disabled?: boolean; cooldown?: number };

/** Reads frozen / disabled / cooldown from update data, refusing wrong types with code 4. */
export function readChannelSettings(data: CustomData, call: string): ChannelSettings {
  const settings: ChannelSettings = {};
  for (const key of ['frozen', 'disabled'] as const) {
    const value = data[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'boolean') throw new StreamError('inputInvalid', `${call} failed with error: "${key} must be a boolean"`);
    settings[key] = value;
  }
  const cooldown = data.cooldown;
  if (cooldown !== undefined && cooldown !== null) {
    if (typeof cooldown !== 'number' || !Number.isInteger(cooldown) || cooldown < 0 || cooldown > 120) {
      throw new StreamError('inputInvalid', `${call} failed with error: "cooldown must be an integer number of seconds between 0 and 120"`);
    }
    settings.cooldown = cooldown;
  }
  return settings;
}

/** The channel with new settings applied (a cooldown of 0 switches slow mode off). */
export function withSettings(channel: ChannelRecord, settings: ChannelSettings, now: string): ChannelRecord {
  const { cooldown: _previousCooldown, ...rest } = channel;
  const cooldown = settings.cooldown ?? channel.cooldown;
  return {
    ...rest,
    frozen: settings.frozen ?? channel.frozen,
    disabled: settings.disabled ?? channel.disabled,
    ...(cooldown ? { cooldown } : {}),
    updated_at: now,
  };
}

/** `update`: the custom data is replaced as a whole by what was sent. */
export function replaceCustomData(channel: ChannelRecord, data: CustomData): ChannelRecord {
  return { ...channel, custom: customChannelFields(data) };
}

/** `updatePartial`: `set` merges custom fields in, `unset` removes them (provider-managed names are ignored). */
export function patchCustomData(channel: ChannelRecord, set: CustomData, unset: readonly string[]): ChannelRecord {
  const custom: CustomData = { ...channel.custom, ...customChannelFields(set) };
  for (const key of unset) delete custom[key];
  return { ...channel, custom };
}

/** The channel with its own config overrides replaced (none: it follows its type again). */
export function withConfigOverrides(channel: ChannelRecord, overrides: ConfigOverrides | undefined): ChannelRecord {
  const { config_overrides: _previous, ...rest } = channel;
  return overrides && Object.keys(overrides).length > 0 ? { ...rest, config_overrides: overrides } : rest;
}
