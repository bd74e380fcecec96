import type { UserResponse } from 'stream-chat';
import type { FakeStreamContext } from '../context.js';
import { liveBan } from '../model/safety.js';
import type { UserRecord } from '../store/records.js';

/** A user as every response and event shows it; `online` is live presence. */
export function toUserResponse(ctx: FakeStreamContext, user: UserRecord): UserResponse {
  return {
    ...user.custom,
    id: user.id,
    role: user.role,
    created_at: user.created_at,
    updated_at: user.updated_at,
    // A shadow ban shows to nobody, the banned user included.
    banned: liveBan(ctx, user.id)?.shadow === false,
    online: ctx.watchers.isOnline(user.id),
    ...(user.last_active ? { last_active: user.last_active } : {}),
  } satisfies UserResponse;
}

/** The user by id; an unknown id (a deleted user) shows as a bare user rather than failing the call. */
export function toUserResponseById(ctx: FakeStreamContext, userId: string): UserResponse {
  const user = ctx.store.users.get(userId);
  return user ? toUserResponse(ctx, user) : { id: userId };
}
