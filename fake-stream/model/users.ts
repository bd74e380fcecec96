import { isoNow } from '../clock.js';
import type { FakeStreamContext } from '../context.js';
import type { CustomData, UserRecord } from '../store/records.js';

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
