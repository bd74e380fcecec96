import { isoNow } from '../clock.js';
import type { FakeStreamContext } from '../context.js';
import type { CustomData, UserRecord } from '../store/records.js';
import { hasAppGrant } from './grants.js';

/** Fields of a user the provider manages itself; everything else is stored as custom data. */
const RESERVED_USER_FIELDS = new Set([
  'id', 'role', 'created_at', 'updated_at', 'last_active', 'online', 'banned', 'deactivated_at', 'deleted_at',
  'total_unread_count', 'unread_channels', 'unread_count', 'unread_threads', 'channel_mutes', 'mutes', 'devices',
]);

/** Creates or updates a user; `replace` drops custom fields not given (upsert), otherwise they merge (connect). */
export function upsertUser(ctx: FakeStreamContext, fields: Record<string, unknown> & { id: string }, replace: boolean): UserRecord {
  const now = isoNow(ctx.clock);
  const existing = ctx.store.users.get(fields.id);
  const custom: CustomData = replace ? {} : { ...existing?.custom };
  for (const [key, value] of Object.entries(fields)) if (!RESERVED_USER_FIELDS.has(key)) custom[key] = value;
  const role = typeof fields.role === 'string' && fields.role !== '' ? fields.role : (existing?.role ?? 'user');
  return ctx.store.users.set({
    id: fields.id,
    role,
    created_at: existing?.created_at ?? now,
    updated_at: now,
    ...(existing?.last_active ? { last_active: existing.last_active } : {}),
    custom,
  });
}

/** The user, created bare if unknown (the provider creates users it is told about by id). */
export function ensureUser(ctx: FakeStreamContext, id: string): UserRecord {
  return ctx.store.users.get(id) ?? upsertUser(ctx, { id }, false);
}

/**
 * A user's own details sent client-side (connect's user payload): applied only when their role holds the
 * app-level `update-user-owner` grant, and never the role. Without the grant the details are ignored, not
 * refused: the SDK's connectUser always sends the user object and has no answer to a refusal but retrying.
 * A user the provider does not know yet is created with its id only.
 */
export function applyOwnDetails(ctx: FakeStreamContext, userId: string, details: Record<string, unknown>): UserRecord {
  const { role: _role, ...fields } = details;
  if (!ctx.store.users.has(userId)) upsertUser(ctx, { id: userId }, false);
  if (!hasAppGrant(ctx, userId, 'update-user-owner')) return ctx.store.users.get(userId)!;
  return upsertUser(ctx, { ...fields, id: userId }, false);
}
