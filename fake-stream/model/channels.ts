import { isoNow } from '../clock.js';
import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import type { ChannelRecord, ChannelRole, CustomData, MemberRecord } from '../store/records.js';
import { toCid } from './access.js';
import { readConfigOverrides } from './channel-features.js';
import { ensureUser } from './users.js';

/** Fields of a channel the provider manages itself; everything else is custom data. */
const RESERVED_CHANNEL_FIELDS = new Set([
  'cid', 'id', 'type', 'created_by', 'created_by_id', 'created_at', 'updated_at', 'last_message_at', 'members',
  'member_count', 'frozen', 'disabled', 'cooldown', 'deleted_at', 'truncated_at', 'own_capabilities', 'config',
  'hidden', 'muted', 'team', 'message_count', 'config_overrides',
]);

/** A member as a create call names it. */
export type NewMember = { user_id: string; channel_role?: ChannelRole; custom?: CustomData };

/** What it takes to get or create a channel. */
export type ChannelSpec = {
  type: string;
  id: string;
  createdById: string | undefined;
  members: NewMember[];
  data: CustomData;
};

/** Splits create/update data into custom fields, dropping what the provider owns. */
export function customChannelFields(data: CustomData): CustomData {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !RESERVED_CHANNEL_FIELDS.has(key)));
}

/**
 * Returns the live channel with that cid, or creates it with its creator, members and custom fields.
 * Creating needs a creator: the acting user client-side, `created_by_id` server-side.
 */
export function getOrCreateChannel(ctx: FakeStreamContext, spec: ChannelSpec, call: string): { channel: ChannelRecord; created: boolean } {
  const cid = toCid(spec.type, spec.id);
  const existing = ctx.store.liveChannel(cid);
  if (existing) return { channel: existing, created: false };
  if (spec.createdById === undefined) {
    throw new StreamError('inputInvalid', `${call} failed with error: "either data.created_by or data.created_by_id must be provided when using server side auth."`);
  }
  ensureUser(ctx, spec.createdById);
  const now = isoNow(ctx.clock);
  const cooldown = typeof spec.data.cooldown === 'number' ? spec.data.cooldown : undefined;
  const overrides = spec.data.config_overrides === undefined ? undefined : readConfigOverrides(spec.data.config_overrides, call);
  const channel = ctx.store.channels.set({
    cid,
    type: spec.type,
    id: spec.id,
    created_by_id: spec.createdById,
    created_at: now,
    updated_at: now,
    frozen: spec.data.frozen === true,
    disabled: spec.data.disabled === true,
    ...(cooldown ? { cooldown } : {}),
    ...(overrides ? { config_overrides: overrides } : {}),
    custom: customChannelFields(spec.data),
  });
  addMembers(ctx, channel, spec.members.map((member) => ({
    ...member,
    channel_role: member.channel_role ?? (member.user_id === spec.createdById ? 'owner' : 'channel_member'),
  })));
  return { channel, created: true };
}

/** Adds members (idempotent) with a fresh read state; returns the ones that were new. */
export function addMembers(ctx: FakeStreamContext, channel: ChannelRecord, members: readonly NewMember[]): MemberRecord[] {
  const now = isoNow(ctx.clock);
  const added: MemberRecord[] = [];
  for (const { user_id, channel_role, custom } of members) {
    if (ctx.store.member(channel.cid, user_id)) continue;
    ensureUser(ctx, user_id);
    added.push(ctx.store.members.set({
      cid: channel.cid,
      user_id,
      channel_role: channel_role ?? 'channel_member',
      created_at: now,
      updated_at: now,
      custom: custom ?? {},
    }));
    ctx.store.reads.set({ cid: channel.cid, user_id, last_read: now, unread_messages: 0 });
  }
  return added;
}

/** Reads the `members` of create data: ids or `{ user_id, channel_role }` objects. */
export function parseNewMembers(value: unknown, fail: (detail: string) => Error): NewMember[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw fail('members must be an array of user ids or { user_id } objects');
  return value.map((entry) => {
    if (typeof entry === 'string' && entry !== '') return { user_id: entry };
    if (typeof entry === 'object' && entry !== null && typeof (entry as { user_id?: unknown }).user_id === 'string') {
      const { user_id, channel_role, user: _user, ...custom } = entry as { user_id: string; channel_role?: unknown; user?: unknown };
      const role = channel_role === 'channel_moderator' || channel_role === 'owner' ? channel_role : undefined;
      return role ? { user_id, channel_role: role, custom } : { user_id, custom };
    }
    throw fail('members must be an array of user ids or { user_id } objects');
  });
}
