import { randomUUID } from 'node:crypto';
import type { ChannelMemberResponse, DeleteChannelAPIResponse, MessageResponse, PartialUpdateChannelAPIResponse, UpdateChannelAPIResponse } from 'stream-chat';
import { actingUserId } from '../auth.js';
import { isoNow } from '../clock.js';
import { StreamError } from '../errors.js';
import type { FakeStreamContext } from '../context.js';
import { channelDeletedEvent, channelUpdatedEvent } from '../events/channel-lifecycle-events.js';
import { Input } from '../http/input.js';
import type { Router, RouteRequest } from '../http/router.js';
import { requireChannel, requireMember, toCid } from '../model/access.js';
import { patchCustomData, readChannelSettings, replaceCustomData, withConfigOverrides, withSettings } from '../model/channel-data.js';
import { readConfigOverrides } from '../model/channel-features.js';
import type { ChannelSettings } from '../model/channel-data.js';
import { requireCapability } from '../model/channel-permissions.js';
import { addMembers, parseNewMembers } from '../model/channels.js';
import { announceRemovedMembers, publishMemberChange, removeMembers, setChannelRoles } from '../model/membership.js';
import { storeAndPublishNewMessage } from '../model/messages.js';
import { toChannelResponse } from '../serializers/channel.js';
import { toMemberResponse } from '../serializers/member.js';
import { toMessageResponse } from '../serializers/message.js';
import { toUserResponseById } from '../serializers/user.js';
import type { ChannelRecord, ChannelRole, ConfigOverrides, MessageRecord } from '../store/records.js';
import { announceNewMembers } from './channels.js';

/**
 * `POST /channels/{type}/{id}` (update: data, members, moderators, roles, cooldown), `PATCH` (partial update)
 * and `DELETE` (delete) of one channel.
 */
export function registerChannelUpdateRoutes(router: Router, ctx: FakeStreamContext): void {
  router.add('POST', '/channels/:type/:id', (request) => updateChannel(ctx, request));
  router.add('PATCH', '/channels/:type/:id', (request) => updateChannelPartial(ctx, request));
  router.add('DELETE', '/channels/:type/:id', (request) => deleteChannel(ctx, request));
}

function updateChannel(ctx: FakeStreamContext, request: RouteRequest): Omit<UpdateChannelAPIResponse, 'duration'> {
  const call = 'UpdateChannel';
  const input = new Input(call, request.body);
  const { channel: before, actorId } = openChannel(ctx, request, input, call);
  const data = input.optionalObject('data');
  const topCooldown = input.optionalNumber('cooldown');
  const settings = readChannelSettings({ ...data, ...(topCooldown === undefined ? {} : { cooldown: topCooldown }) }, call);
  const customKeys = data ? Object.keys(data).filter((key) => !SETTING_KEYS.includes(key)) : [];
  checkSettingsAllowed(ctx, before, actorId, settings, customKeys.length > 0, call);
  const overrides = data?.config_overrides === undefined ? undefined : serverOverrides(request, data.config_overrides, call);

  const addList = parseNewMembers(input.raw('add_members'), (detail) => input.fail(detail));
  const removeList = stringList(input, 'remove_members');
  const roles: Array<{ user_id: string; channel_role: ChannelRole }> = [
    ...stringList(input, 'add_moderators').map((user_id) => ({ user_id, channel_role: 'channel_moderator' as const })),
    ...stringList(input, 'demote_moderators').map((user_id) => ({ user_id, channel_role: 'channel_member' as const })),
    ...roleList(input),
  ];
  if (addList.length > 0) requireCapability(ctx, before, actorId, 'update-channel-members', call);
  const leavingOnly = removeList.length > 0 && removeList.every((userId) => userId === actorId);
  if (removeList.length > 0) requireCapability(ctx, before, actorId, leavingOnly ? 'leave-channel' : 'update-channel-members', call);
  if (roles.length > 0) requireCapability(ctx, before, actorId, 'update-channel', call);

  const now = isoNow(ctx.clock);
  const settingsChanged = data !== undefined || topCooldown !== undefined;
  let channel = before;
  if (settingsChanged) {
    channel = withSettings(data ? replaceCustomData(before, data) : before, settings, now);
    if (overrides !== undefined) channel = withConfigOverrides(channel, overrides);
    ctx.store.channels.set(channel);
  }
  const added = addMembers(ctx, channel, addList.map((member) => ({ ...member, channel_role: member.channel_role ?? 'channel_member' })));
  const promoted = setChannelRoles(ctx, channel, roles, now);
  const removed = removeMembers(ctx, channel, removeList);

  const message = storeUpdateMessage(ctx, channel, input, actorId, now);
  if (settingsChanged) publishChannelUpdated(ctx, channel, actorId, message);
  for (const member of added) publishMemberChange(ctx, channel, 'member.added', member);
  announceNewMembers(ctx, channel, added, actorId);
  for (const member of promoted) publishMemberChange(ctx, channel, 'member.updated', member);
  for (const member of removed) publishMemberChange(ctx, channel, 'member.removed', member);
  announceRemovedMembers(ctx, channel, removed);
  return {
    channel: toChannelResponse(ctx, channel, actorId),
    members: membersOf(ctx, channel),
    ...(message ? { message } : {}),
  } satisfies Omit<UpdateChannelAPIResponse, 'duration'>;
}

function updateChannelPartial(ctx: FakeStreamContext, request: RouteRequest): Omit<PartialUpdateChannelAPIResponse, 'duration'> {
  const call = 'UpdateChannelPartial';
  const input = new Input(call, request.body);
  const { channel: before, actorId } = openChannel(ctx, request, input, call);
  const set = input.optionalObject('set') ?? {};
  const unset = stringList(input, 'unset');
  const settings: ChannelSettings = {
    ...(unset.includes('frozen') ? { frozen: false } : {}),
    ...(unset.includes('disabled') ? { disabled: false } : {}),
    ...(unset.includes('cooldown') ? { cooldown: 0 } : {}),
    ...readChannelSettings(set, call),
  };
  const customChange = [...Object.keys(set), ...unset].some((key) => !SETTING_KEYS.includes(key));
  checkSettingsAllowed(ctx, before, actorId, settings, customChange, call);
  // `set` merges overrides into the channel's own; unsetting config_overrides puts the channel back on its type's.
  const setOverrides = set.config_overrides === undefined ? undefined : serverOverrides(request, set.config_overrides, call);
  if (unset.includes('config_overrides')) serverOverrides(request, {}, call);
  let channel = withSettings(patchCustomData(before, set, unset), settings, isoNow(ctx.clock));
  if (unset.includes('config_overrides')) channel = withConfigOverrides(channel, undefined);
  if (setOverrides !== undefined) channel = withConfigOverrides(channel, { ...channel.config_overrides, ...setOverrides });
  ctx.store.channels.set(channel);
  publishChannelUpdated(ctx, channel, actorId, undefined);
  return { channel: toChannelResponse(ctx, channel, actorId), members: membersOf(ctx, channel) } satisfies Omit<PartialUpdateChannelAPIResponse, 'duration'>;
}

function deleteChannel(ctx: FakeStreamContext, request: RouteRequest): Omit<DeleteChannelAPIResponse, 'duration'> {
  const call = 'DeleteChannel';
  const { channel, actorId } = openChannel(ctx, request, new Input(call, {}), call);
  requireCapability(ctx, channel, actorId, 'delete-channel', call);
  const deleted: ChannelRecord = { ...channel, deleted_at: isoNow(ctx.clock) };
  const memberIds = ctx.store.memberIdsOf(channel.cid);
  const watcherIds = ctx.watchers.watcherIds(channel.cid);
  ctx.store.channels.set(deleted);
  // Events are built while the memberships still exist, so each recipient's channel shows its members.
  const response = (recipientId: string) => ({ ...toChannelResponse(ctx, deleted, recipientId), deleted_at: deleted.deleted_at });
  ctx.bus.emit('watchers', { cid: channel.cid, build: (recipientId) => channelDeletedEvent({ type: 'channel.deleted', channel: response(recipientId), createdAt: deleted.deleted_at! }) });
  ctx.bus.emit('members-not-watching', {
    cid: channel.cid,
    userIds: memberIds,
    build: (recipientId) => channelDeletedEvent({ type: 'notification.channel_deleted', channel: response(recipientId), createdAt: deleted.deleted_at! }),
  });
  const answer = response(actorId ?? '');
  // A channel created again with the same id starts empty: no old members, reads or messages.
  removeMembers(ctx, deleted, memberIds);
  for (const id of [...ctx.store.messageIdsOf(channel.cid)]) ctx.store.messages.delete(id);
  for (const userId of watcherIds) ctx.watchers.unwatchUser(userId, channel.cid);
  if (request.query.get('hard_delete') === 'true') ctx.store.channels.delete(channel.cid);
  return { channel: answer } satisfies Omit<DeleteChannelAPIResponse, 'duration'>;
}

/** Top-level fields of update data that are settings, not custom data. */
const SETTING_KEYS = ['frozen', 'cooldown', 'disabled', 'config_overrides'];

/** `config_overrides` of an update: read and checked; only server-side calls may change them, as on the provider. */
function serverOverrides(request: RouteRequest, value: unknown, call: string): ConfigOverrides {
  if (request.caller.kind !== 'server') throw new StreamError('notAllowed', `${call} failed with error: "config_overrides can only be changed server-side"`);
  return readConfigOverrides(value, call);
}

/** The live channel and who acts on it (the server may name a user or act as nobody); members only. */
function openChannel(ctx: FakeStreamContext, request: RouteRequest, input: Input, call: string): { channel: ChannelRecord; actorId: string | undefined } {
  const named = input.optionalString('user_id') ?? input.object('user').optionalString('id') ?? input.object('message').optionalString('user_id');
  const actorId = actingUserId(request.caller, request.caller.kind === 'server' ? named : undefined);
  const channel = requireChannel(ctx, toCid(request.params.type ?? '', request.params.id ?? ''), call);
  requireMember(ctx, channel, actorId, call);
  return { channel, actorId };
}

/** Freezing, slow mode and other data each need their own capability. */
function checkSettingsAllowed(ctx: FakeStreamContext, channel: ChannelRecord, actorId: string | undefined, settings: ChannelSettings, customChange: boolean, call: string): void {
  if (customChange || (settings.disabled !== undefined && settings.disabled !== channel.disabled)) requireCapability(ctx, channel, actorId, 'update-channel', call);
  if (settings.frozen !== undefined && settings.frozen !== channel.frozen) requireCapability(ctx, channel, actorId, 'freeze-channel', call);
  if (settings.cooldown !== undefined && settings.cooldown !== (channel.cooldown ?? 0)) requireCapability(ctx, channel, actorId, 'set-channel-cooldown', call);
}

/** `channel.updated` to watchers (each recipient's view of the channel, without capabilities: see the event). */
function publishChannelUpdated(ctx: FakeStreamContext, channel: ChannelRecord, actorId: string | undefined, message: MessageResponse | undefined): void {
  const createdAt = isoNow(ctx.clock);
  const user = actorId === undefined ? undefined : toUserResponseById(ctx, actorId);
  ctx.bus.emit('watchers', {
    cid: channel.cid,
    build: (recipientId) => channelUpdatedEvent({ channel: toChannelResponse(ctx, channel, recipientId), createdAt, ...(user ? { user } : {}), ...(message ? { message } : {}) }),
  });
}

/** The optional `message` of an update is stored as a system message in the channel. */
function storeUpdateMessage(ctx: FakeStreamContext, channel: ChannelRecord, input: Input, actorId: string | undefined, now: string): MessageResponse | undefined {
  const message = input.optionalObject('message');
  const text = typeof message?.text === 'string' ? message.text : '';
  if (!message || text.trim() === '') return undefined;
  const senderId = actorId ?? (typeof message.user_id === 'string' ? message.user_id : channel.created_by_id);
  const record: MessageRecord = { id: randomUUID(), cid: channel.cid, user_id: senderId, type: 'system', text, created_at: now, updated_at: now, custom: {} };
  storeAndPublishNewMessage(ctx, ctx.store.liveChannel(channel.cid) ?? channel, record);
  return toMessageResponse(ctx, record);
}

function membersOf(ctx: FakeStreamContext, channel: ChannelRecord): ChannelMemberResponse[] {
  return ctx.store.membersOf(channel.cid).map((member) => toMemberResponse(ctx, member));
}

function stringList(input: Input, key: string): string[] {
  const list = input.optionalArray(key) ?? [];
  if (!list.every((entry): entry is string => typeof entry === 'string' && entry !== '')) throw input.fail(`${key} must be an array of user ids`);
  return list;
}

function roleList(input: Input): Array<{ user_id: string; channel_role: ChannelRole }> {
  return (input.optionalArray('assign_roles') ?? []).map((entry) => {
    const { user_id, channel_role } = (entry ?? {}) as { user_id?: unknown; channel_role?: unknown };
    if (typeof user_id !== 'string' || (channel_role !== 'channel_member' && channel_role !== 'channel_moderator' && channel_role !== 'owner')) {
      throw input.fail('assign_roles entries need user_id and a channel_role of channel_member or channel_moderator');
    }
    return { user_id, channel_role };
  });
}
