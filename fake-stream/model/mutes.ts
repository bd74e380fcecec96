import { isoNow } from '../clock.js';
import type { FakeStreamContext } from '../context.js';
import { mutesUpdatedEvent } from '../events/mute-events.js';
import { toOwnUserResponse } from '../serializers/user.js';

/** Tells every connection of the user that their mutes changed (the SDK refreshes `mutedUsers` / `mutedChannels`). */
export function publishMutesUpdated(ctx: FakeStreamContext, userId: string, kind: 'notification.mutes_updated' | 'notification.channel_mutes_updated'): void {
  const user = ctx.store.users.get(userId);
  if (!user) return;
  const createdAt = isoNow(ctx.clock);
  ctx.bus.emit('user', { userId, build: () => mutesUpdatedEvent(kind, toOwnUserResponse(ctx, user), createdAt) });
}

/** An expiry `minutes` (user mutes) or `ms` (channel mutes) from now, or none. */
export function expiryAfter(ctx: FakeStreamContext, amount: number | undefined, unitMs: number): string | undefined {
  if (amount === undefined || amount <= 0) return undefined;
  return new Date(ctx.clock.now().getTime() + amount * unitMs).toISOString();
}
