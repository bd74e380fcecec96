import type { UpdateUsersAPIResponse, UserResponse, UsersAPIResponse } from 'stream-chat';
import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import { Input, queryPayload } from '../http/input.js';
import type { Router } from '../http/router.js';
import { matchesFilter, UnsupportedFilterError } from '../query/filter.js';
import { compareBy, parseSort } from '../query/sort.js';
import { upsertUser } from '../model/users.js';
import { deleteUser } from '../model/delete-user.js';
import { toUserResponse } from '../serializers/user.js';
import type { UserRecord } from '../store/records.js';

/** `POST /users` (server upsert), `GET /users` (queryUsers) and `DELETE /users/{id}` (server deleteUser). */
export function registerUserRoutes(router: Router, ctx: FakeStreamContext): void {
  router.add('POST', '/users', (request) => {
    const input = new Input('UpdateUsers', request.body);
    if (request.caller.kind !== 'server') throw new StreamError('notAllowed', 'UpdateUsers failed with error: "only server-side auth can upsert users"');
    const users = input.requiredObject('users');
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

  router.add('GET', '/users', (request) => {
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
