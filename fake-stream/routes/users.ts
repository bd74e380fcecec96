import type { UpdateUsersAPIResponse, UserResponse, UsersAPIResponse } from 'stream-chat';
import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import { Input, queryPayload } from '../http/input.js';
import type { Router } from '../http/router.js';
import { matchesFilter, UnsupportedFilterError } from '../query/filter.js';
import { compareBy, parseSort } from '../query/sort.js';
import { hasAppGrant } from '../model/grants.js';
import { upsertUser } from '../model/users.js';
import { deleteUser } from '../model/delete-user.js';
import { toUserResponse } from '../serializers/user.js';
import type { UserRecord } from '../store/records.js';

/**
 * `POST /users` (upsert), `PATCH /users` (partial update), `GET /users` (queryUsers) and
 * `DELETE /users/{id}` (server deleteUser). Client-side, a user
 * may upsert or update only their own record and only with the app-level `update-user-owner` grant (never
 * their role), and may query users only with `search-user`; without the grant the call is refused (403,
 * code 17), as the SDK's promise expects an answer it can reject.
 */
export function registerUserRoutes(router: Router, ctx: FakeStreamContext): void {
  router.add('POST', '/users', (request) => {
    const input = new Input('UpdateUsers', request.body);
    const users = input.requiredObject('users');
    if (request.caller.kind !== 'server') requireOwnUpdate(ctx, request.caller.userId, Object.values(users).map((user) => (user as { id?: unknown } | null)?.id), 'UpdateUsers');
    if (request.caller.kind !== 'server') for (const user of Object.values(users)) if (typeof user === 'object' && user !== null) delete (user as { role?: unknown }).role;
    const result: Record<string, UserResponse> = {};
    for (const [key, value] of Object.entries(users)) {
      if (typeof value !== 'object' || value === null) throw input.fail(`users.${key} must be an object`);
      const fields = value as Record<string, unknown>;
      const id = typeof fields.id === 'string' && fields.id !== '' ? fields.id : undefined;
      if (id === undefined) throw input.fail(`users.${key}.id is required`);
      result[id] = toUserResponse(ctx, upsertUser(ctx, { ...fields, id }, true));
    }
    return { users: result } satisfies Omit<UpdateUsersAPIResponse, 'duration'>;
  });

  router.add('DELETE', '/users/:id', (request) => {
    const input = new Input('DeleteUser', {});
    if (request.caller.kind !== 'server') throw new StreamError('notAllowed', 'DeleteUser failed with error: "only server-side auth can delete users"');
    if (request.query.get('delete_conversation_channels') === 'true') throw input.fail('delete_conversation_channels is not supported by fake-stream');
    const id = request.params.id ?? '';
    const user = ctx.store.users.get(id);
    if (!user) throw new StreamError('notFound', `DeleteUser failed with error: "user ${id} does not exist"`);
    const deleted = deleteUser(ctx, user, {
      hardDelete: request.query.get('hard_delete') === 'true',
      markMessagesDeleted: request.query.get('mark_messages_deleted') === 'true',
    });
    return { user: toUserResponse(ctx, deleted) };
  });

  router.add('PATCH', '/users', (request) => {
    const input = new Input('UpdateUsersPartial', request.body);
    const updates = input.optionalArray('users');
    if (updates === undefined) throw input.fail('users is required');
    if (request.caller.kind !== 'server') requireOwnUpdate(ctx, request.caller.userId, updates.map((update) => (update as { id?: unknown } | null)?.id), 'UpdateUsersPartial');
    const result: Record<string, UserResponse> = {};
    for (const raw of updates) {
      const update = (typeof raw === 'object' && raw !== null ? raw : {}) as { id?: unknown; set?: Record<string, unknown>; unset?: unknown };
      const existing = typeof update.id === 'string' ? ctx.store.users.get(update.id) : undefined;
      if (!existing) throw input.fail(`user ${String(update.id)} does not exist`);
      const { role, ...set } = update.set ?? {};
      const custom: Record<string, unknown> = { ...existing.custom, ...set };
      if (Array.isArray(update.unset)) for (const key of update.unset) if (typeof key === 'string') delete custom[key];
      const fields = { ...custom, id: existing.id, ...(request.caller.kind === 'server' && typeof role === 'string' ? { role } : { role: existing.role }) };
      result[existing.id] = toUserResponse(ctx, upsertUser(ctx, fields, true));
    }
    return { users: result } satisfies Omit<UpdateUsersAPIResponse, 'duration'>;
  });

  router.add('GET', '/users', (request) => {
    if (request.caller.kind !== 'server' && !hasAppGrant(ctx, request.caller.userId, 'search-user')) {
      throw new StreamError('notAllowed', `QueryUsers failed with error: "User '${request.caller.userId}' is not allowed to perform action search-user"`);
    }
    const input = queryPayload(request, 'QueryUsers');
    const filter = input.optionalObject('filter_conditions') ?? {};
    const limit = Math.min(input.optionalNumber('limit') ?? 30, 100);
    const offset = input.optionalNumber('offset') ?? 0;
    const sort = parseSort(input.raw('sort'));
    let users: UserRecord[];
    try {
      users = [...ctx.store.users.values()].filter((user) => matchesFilter(filter, (field) => userField(user, field)));
    } catch (error) {
      if (error instanceof UnsupportedFilterError) throw input.fail(error.message);
      throw error;
    }
    users.sort(compareBy(sort.length > 0 ? sort : [{ field: 'created_at', direction: 1 }], userField));
    return { users: users.slice(offset, offset + limit).map((user) => toUserResponse(ctx, user)) } satisfies Omit<UsersAPIResponse, 'duration'>;
  });
}

/** A client's upsert or update: only their own record, and only with `update-user-owner`. */
function requireOwnUpdate(ctx: FakeStreamContext, userId: string, ids: unknown[], call: string): void {
  if (ids.some((id) => id !== userId)) throw new StreamError('notAllowed', `${call} failed with error: "User '${userId}' may update only their own user"`);
  if (!hasAppGrant(ctx, userId, 'update-user-owner')) throw new StreamError('notAllowed', `${call} failed with error: "User '${userId}' is not allowed to perform action update-user-owner"`);
}

function userField(user: UserRecord, field: string): unknown {
  switch (field) {
    case 'id': return user.id;
    case 'role': return user.role;
    case 'created_at': return user.created_at;
    case 'updated_at': return user.updated_at;
    case 'last_active': return user.last_active;
    default: return user.custom[field];
  }
}
