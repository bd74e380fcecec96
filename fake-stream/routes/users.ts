import type { UpdateUsersAPIResponse, UserResponse, UsersAPIResponse } from 'stream-chat';
import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import { Input, queryPayload } from '../http/input.js';
import type { Router } from '../http/router.js';
import { matchesFilter, UnsupportedFilterError } from '../query/filter.js';
import { compareBy, parseSort } from '../query/sort.js';
import { upsertUser } from '../model/users.js';
import { toUserResponse } from '../serializers/user.js';
import type { UserRecord } from '../store/records.js';

/** `POST /users` (server upsert) and `GET /users` (queryUsers). */
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
