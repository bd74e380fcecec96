import type { APIResponse, BlockUserAPIResponse, Event, GetBlockedUsersAPIResponse } from 'stream-chat';
import { actingUserId } from '../auth.js';
import { isoNow } from '../clock.js';
import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import { Input } from '../http/input.js';
import type { RouteRequest, Router } from '../http/router.js';
import { isGlobalStaff } from '../model/channel-permissions.js';
import { expiryAfter } from '../model/mutes.js';
import { toUserResponseById } from '../serializers/user.js';

/**
 * The provider's block API (`/users/block`, `/users/unblock`; a user blocks for herself, the server for anyone)
 * and its app-wide ban (`/moderation/ban`, server side or global staff; `timeout` in minutes, `shadow`).
 * The effects live in the model (model/safety.ts): refused sends, lost write capabilities, hidden 1-on-1 channels.
 */
export function registerSafetyRoutes(router: Router, ctx: FakeStreamContext): void {
  router.add('POST', '/users/block', (request) => {
    const input = new Input('BlockUser', request.body);
    const userId = requireActor(request, input.optionalString('user_id'), 'BlockUser');
    const blockedId = input.string('blocked_user_id');
    if (blockedId === userId) throw input.fail('a user cannot block themselves');
    if (!ctx.store.users.has(blockedId)) throw new StreamError('notFound', `BlockUser failed with error: "user ${blockedId} not found"`);
    const key = `${userId}|${blockedId}`;
    const block = ctx.store.tables.blocks.get(key) ?? ctx.store.tables.blocks.set({ user_id: userId, blocked_user_id: blockedId, created_at: isoNow(ctx.clock) });
    return { blocked_at: block.created_at, blocked_by_user_id: userId, blocked_user_id: blockedId } satisfies Omit<BlockUserAPIResponse, 'duration'>;
  });

  router.add('POST', '/users/unblock', (request) => {
    const input = new Input('UnblockUser', request.body);
    const userId = requireActor(request, input.optionalString('user_id'), 'UnblockUser');
    ctx.store.tables.blocks.delete(`${userId}|${input.string('blocked_user_id')}`);
    return {} satisfies Omit<APIResponse, 'duration'>;
  });

  router.add('GET', '/users/block', (request) => {
    const userId = requireActor(request, request.query.get('user_id') ?? undefined, 'GetBlockedUsers');
    const blocks = [...ctx.store.tables.blocks.values()].filter((block) => block.user_id === userId).map((block) => ({
      user_id: userId,
      user: toUserResponseById(ctx, userId),
      blocked_user_id: block.blocked_user_id,
      blocked_user: toUserResponseById(ctx, block.blocked_user_id),
      created_at: block.created_at,
      duration: '0ms',
    }));
    return { blocks } satisfies Omit<GetBlockedUsersAPIResponse, 'duration'>;
  });

  router.add('POST', '/moderation/ban', (request) => {
    const input = new Input('BanUser', request.body);
    requireModerator(ctx, request, 'BanUser');
    const targetId = input.string('target_user_id');
    if (!ctx.store.users.has(targetId)) throw new StreamError('notFound', `BanUser failed with error: "user ${targetId} not found"`);
    if (input.optionalString('channel_cid') !== undefined || input.optionalString('id') !== undefined) throw input.fail('channel bans are not supported by fake-stream');
    const timeout = input.optionalNumber('timeout');
    if (timeout !== undefined && (timeout <= 0 || !Number.isInteger(timeout))) throw input.fail('timeout must be a positive number of minutes');
    const expires = expiryAfter(ctx, timeout, 60_000);
    const reason = input.optionalString('reason');
    const bannedBy = input.optionalString('banned_by_id') ?? (request.caller.kind === 'server' ? undefined : request.caller.userId);
    const shadow = input.optionalBoolean('shadow') === true;
    ctx.store.tables.bans.set({
      user_id: targetId, shadow, created_at: isoNow(ctx.clock),
      ...(expires ? { expires } : {}), ...(reason !== undefined ? { reason } : {}), ...(bannedBy !== undefined ? { banned_by_id: bannedBy } : {}),
    });
    // A shadow ban is silent; a ban tells the user's own connections at once.
    if (!shadow) publishToUser(ctx, targetId, { type: 'user.banned', user: toUserResponseById(ctx, targetId), created_at: isoNow(ctx.clock), ...(reason !== undefined ? { reason } : {}), ...(expires ? { expiration: expires } : {}) });
    return {} satisfies Omit<APIResponse, 'duration'>;
  });

  router.add('DELETE', '/moderation/ban', (request) => {
    requireModerator(ctx, request, 'UnbanUser');
    const targetId = request.query.get('target_user_id') ?? '';
    if (targetId === '') throw new Input('UnbanUser', {}).fail('target_user_id is required');
    const ban = ctx.store.tables.bans.get(targetId);
    ctx.store.tables.bans.delete(targetId);
    if (ban && !ban.shadow) publishToUser(ctx, targetId, { type: 'user.unbanned', user: toUserResponseById(ctx, targetId), created_at: isoNow(ctx.clock) });
    return {} satisfies Omit<APIResponse, 'duration'>;
  });
}

function publishToUser(ctx: FakeStreamContext, userId: string, event: Event): void {
  ctx.bus.emit('user', { userId, build: () => event });
}

/** The acting user: her own id with a user token, the named `user_id` with the server's. */
function requireActor(request: RouteRequest, named: string | undefined, call: string): string {
  const userId = actingUserId(request.caller, named);
  if (userId === undefined) throw new Input(call, {}).fail('user_id is required when using server-side auth');
  return userId;
}

/** Bans are the server's (or global staff's) to set. */
function requireModerator(ctx: FakeStreamContext, request: RouteRequest, call: string): void {
  if (request.caller.kind === 'server' || isGlobalStaff(ctx, request.caller.userId)) return;
  throw new StreamError('notAllowed', `${call} failed with error: "only server-side auth or a moderator can ban users"`);
}
