import type { APIResponse, FlagMessageResponse, GetUserModerationReportResponse, MuteChannelAPIResponse, MuteUserResponse } from 'stream-chat';
import { actingUserId } from '../auth.js';
import { isoNow } from '../clock.js';
import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import { mutesUpdatedEvent } from '../events/mute-events.js';
import { Input } from '../http/input.js';
import type { RouteRequest, Router } from '../http/router.js';
import { requireChannel, requireMember } from '../model/access.js';
import { blocklistHook } from '../model/blocklist.js';
import { blockWordsHook } from '../model/blockWords.js';
import { requireMessage } from '../model/message-access.js';
import { expiryAfter, liveUserMutes } from '../model/mutes.js';
import { toChannelMuteResponse, toMuteResponse } from '../serializers/mutes.js';
import { toOwnUserResponse } from '../serializers/own-user.js';
import { toUserResponseById } from '../serializers/user.js';
import { flagKey } from '../store/message-feature-records.js';
import type { FlagRecord } from '../store/message-feature-records.js';

/** The word blocklists (send checks: block, then bounce), flags, and user and channel mutes (shown in `me`). */
export function registerModerationRoutes(router: Router, ctx: FakeStreamContext): void {
  ctx.sendHooks.add(blockWordsHook(ctx.config.blockWords));
  ctx.sendHooks.add(blocklistHook(ctx.config.blocklist));

  router.add('POST', '/moderation/flag', (request) => flag(ctx, request));
  router.add('POST', '/moderation/unflag', (request) => {
    const input = new Input('Unflag', request.body);
    const userId = requireUser(request, input, 'Unflag');
    ctx.store.tables.flags.delete(flagKey({ user_id: userId, ...flagTarget(input) }));
    return {} satisfies Omit<APIResponse, 'duration'>;
  });

  for (const prefix of ['/moderation', '/api/v2/moderation']) {
    router.add('POST', `${prefix}/mute`, (request) => muteUsers(ctx, request));
    router.add('POST', `${prefix}/unmute`, (request) => {
      const input = new Input('UnmuteUser', request.body);
      const userId = requireUser(request, input, 'UnmuteUser');
      for (const targetId of targetIds(input)) ctx.store.tables.userMutes.delete(`${userId}|${targetId}`);
      publishMutesUpdated(ctx, userId, 'notification.mutes_updated');
      return {} satisfies Omit<APIResponse, 'duration'>;
    });
  }

  // The server's read of one user's moderation state: their own user mutes with `include_user_mutes`.
  router.add('GET', '/api/v2/moderation/user_report', (request) => {
    const userId = actingUserId(request.caller, request.query.get('user_id') ?? undefined);
    if (userId === undefined) throw new StreamError('inputInvalid', 'GetUserModerationReport failed with error: "user_id is required"');
    const user = ctx.store.users.get(userId);
    if (!user) throw new StreamError('notFound', `GetUserModerationReport failed with error: "user ${userId} not found"`);
    const mutes = request.query.get('include_user_mutes') === 'true' ? liveUserMutes(ctx, userId).map((mute) => toMuteResponse(ctx, mute)) : undefined;
    return {
      user: toUserResponseById(ctx, userId),
      ...(mutes ? { user_mutes: mutes } : {}),
    } satisfies GetUserModerationReportResponse;
  });

  router.add('POST', '/moderation/mute/channel', (request) => {
    const input = new Input('MuteChannel', request.body);
    const userId = requireUser(request, input, 'MuteChannel');
    const now = isoNow(ctx.clock);
    const expires = expiryAfter(ctx, input.optionalNumber('expiration'), 1);
    const mutes = channelCids(input).map((cid) => {
      requireMember(ctx, requireChannel(ctx, cid, 'MuteChannel'), userId, 'MuteChannel');
      const previous = ctx.store.tables.channelMutes.get(`${userId}|${cid}`);
      return ctx.store.tables.channelMutes.set({ user_id: userId, cid, created_at: previous?.created_at ?? now, updated_at: now, ...(expires ? { expires } : {}) });
    });
    publishMutesUpdated(ctx, userId, 'notification.channel_mutes_updated');
    const responses = mutes.map((mute) => toChannelMuteResponse(ctx, mute));
    const ownUser = ctx.store.users.get(userId);
    return {
      channel_mute: responses[0]!,
      channel_mutes: responses,
      own_user: ownUser ? toOwnUserResponse(ctx, ownUser) : { ...toUserResponseById(ctx, userId), channel_mutes: [], devices: [], mutes: [], total_unread_count: 0, unread_channels: 0, unread_count: 0, unread_threads: 0 },
    } satisfies Omit<MuteChannelAPIResponse, 'duration'>;
  });

  router.add('POST', '/moderation/unmute/channel', (request) => {
    const input = new Input('UnmuteChannel', request.body);
    const userId = requireUser(request, input, 'UnmuteChannel');
    for (const cid of channelCids(input)) ctx.store.tables.channelMutes.delete(`${userId}|${cid}`);
    publishMutesUpdated(ctx, userId, 'notification.channel_mutes_updated');
    return {} satisfies Omit<APIResponse, 'duration'>;
  });
}

/** Flags a message (the flagger must see it) or a user; one flag per target per user. */
function flag(ctx: FakeStreamContext, request: RouteRequest): Omit<FlagMessageResponse, 'duration'> {
  const input = new Input('Flag', request.body);
  const userId = requireUser(request, input, 'Flag');
  const target = flagTarget(input);
  if (target.target_message_id !== undefined) {
    const message = requireMessage(ctx, target.target_message_id, 'Flag');
    requireMember(ctx, requireChannel(ctx, message.cid, 'Flag'), userId, 'Flag');
  } else if (!ctx.store.users.has(target.target_user_id ?? '')) {
    throw new StreamError('notFound', `Flag failed with error: "user ${target.target_user_id ?? ''} not found"`);
  }
  const key = flagKey({ user_id: userId, ...target });
  if (ctx.store.tables.flags.has(key)) throw input.fail('the flag already exists: this user has already flagged it');
  const now = isoNow(ctx.clock);
  const reason = input.optionalString('reason');
  const record: FlagRecord = { user_id: userId, ...target, ...(reason !== undefined ? { reason } : {}), created_at: now, updated_at: now };
  ctx.store.tables.flags.set(record);
  const message = target.target_message_id === undefined ? undefined : ctx.store.messages.get(target.target_message_id);
  return {
    flag: {
      created_at: now,
      updated_at: now,
      created_by_automod: false,
      target_message_id: target.target_message_id ?? '',
      user: toUserResponseById(ctx, userId),
      ...(message ? { channel_cid: message.cid, message_user_id: message.user_id } : {}),
      ...(reason !== undefined ? { details: { reason } } : {}),
    },
  };
}

/** Mutes one or more users (`target_id` or `target_ids`, optional `timeout` in minutes). */
function muteUsers(ctx: FakeStreamContext, request: RouteRequest): Omit<MuteUserResponse, 'duration'> {
  const input = new Input('MuteUser', request.body);
  const userId = requireUser(request, input, 'MuteUser');
  const targets = targetIds(input);
  if (targets.includes(userId)) throw input.fail('a user cannot mute themselves');
  const missing = targets.filter((id) => !ctx.store.users.has(id));
  if (missing.length === targets.length) throw input.fail(`target user ${missing.join(', ')} does not exist`);
  const now = isoNow(ctx.clock);
  const expires = expiryAfter(ctx, input.optionalNumber('timeout'), 60_000);
  const mutes = targets.filter((id) => !missing.includes(id)).map((targetId) => {
    const previous = ctx.store.tables.userMutes.get(`${userId}|${targetId}`);
    return ctx.store.tables.userMutes.set({ user_id: userId, target_id: targetId, created_at: previous?.created_at ?? now, updated_at: now, ...(expires ? { expires } : {}) });
  });
  publishMutesUpdated(ctx, userId, 'notification.mutes_updated');
  const ownUser = ctx.store.users.get(userId);
  const responses = mutes.map((mute) => toMuteResponse(ctx, mute));
  return {
    mute: responses[0]!,
    mutes: responses,
    ...(ownUser ? { own_user: toOwnUserResponse(ctx, ownUser) } : {}),
    ...(missing.length > 0 ? { non_existing_users: missing } : {}),
  };
}

/** The acting user; the server must name one in `user_id`. */
function requireUser(request: RouteRequest, input: Input, call: string): string {
  const userId = actingUserId(request.caller, input.optionalString('user_id'));
  if (userId === undefined) throw new Input(call, {}).fail('user_id is required when using server-side auth');
  return userId;
}

function flagTarget(input: Input): Pick<FlagRecord, 'target_message_id' | 'target_user_id'> {
  const messageId = input.optionalString('target_message_id');
  if (messageId !== undefined) return { target_message_id: messageId };
  const userId = input.optionalString('target_user_id');
  if (userId !== undefined) return { target_user_id: userId };
  throw input.fail('target_message_id or target_user_id is required');
}

function targetIds(input: Input): string[] {
  const many = input.optionalArray('target_ids');
  const ids = many ?? [input.string('target_id')];
  if (ids.length === 0 || ids.some((id) => typeof id !== 'string' || id === '')) throw input.fail('target_ids must be a non-empty array of user ids');
  return ids as string[];
}

function channelCids(input: Input): string[] {
  const many = input.optionalArray('channel_cids');
  const cids = many ?? [input.string('channel_cid')];
  if (cids.length === 0 || cids.some((cid) => typeof cid !== 'string' || !cid.includes(':'))) throw input.fail('channel_cids must be a non-empty array of cids');
  return cids as string[];
}

/** Tells every connection of the user that their mutes changed (the SDK refreshes `mutedUsers` / `mutedChannels`). */
function publishMutesUpdated(ctx: FakeStreamContext, userId: string, kind: 'notification.mutes_updated' | 'notification.channel_mutes_updated'): void {
  const user = ctx.store.users.get(userId);
  if (!user) return;
  const createdAt = isoNow(ctx.clock);
  ctx.bus.emit('user', { userId, build: () => mutesUpdatedEvent(kind, toOwnUserResponse(ctx, user), createdAt) });
}
