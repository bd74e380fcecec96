import { isoNow } from '../clock.js';
import type { FakeStreamContext } from '../context.js';
import { userPresenceChangedEvent, userWatchingEvent } from '../events/presence-events.js';
import type { Router } from '../http/router.js';
import { toUserResponseById } from '../serializers/user.js';

/**
 * Presence has no routes of its own: it turns the hub's socket lifecycle into events.
 * - `user.presence.changed` when a user's first socket opens or last one closes, to every user watching a
 *   channel the user is a member of;
 * - `user.watching.start/stop` (with `watcher_count`) when a user starts or stops watching a channel on any
 *   of their connections, to the channel's other watchers.
 */
export function registerPresenceRoutes(_router: Router, ctx: FakeStreamContext): void {
  // Connections per (cid, user) that watch: a second tab watching does not start a second "watching".
  const watchingConnections = new Map<string, number>();

  ctx.bus.on('watching', ({ userId, cid, watching, connectionId }) => {
    const key = `${cid}|${userId}`;
    const before = watchingConnections.get(key) ?? 0;
    const after = Math.max(before + (watching ? 1 : -1), 0);
    if (after === 0) watchingConnections.delete(key);
    else watchingConnections.set(key, after);
    if ((before === 0) === (after === 0)) return;
    const channel = ctx.store.liveChannel(cid);
    if (!channel) return;
    const event = userWatchingEvent({
      type: watching ? 'user.watching.start' : 'user.watching.stop',
      channel,
      user: toUserResponseById(ctx, userId),
      watcherCount: ctx.watchers.watcherIds(cid).length,
      createdAt: isoNow(ctx.clock),
    });
    ctx.bus.emit('watchers', { cid, build: () => event, exceptConnectionId: connectionId });
  });

  ctx.bus.on('presence', ({ userId }) => {
    const recipients = new Set<string>();
    for (const cid of ctx.store.channelIdsOf(userId)) for (const watcherId of ctx.watchers.watcherIds(cid)) recipients.add(watcherId);
    recipients.delete(userId);
    if (recipients.size === 0) return;
    const event = userPresenceChangedEvent({ user: toUserResponseById(ctx, userId), createdAt: isoNow(ctx.clock) });
    for (const recipientId of recipients) ctx.bus.emit('user', { userId: recipientId, build: () => event });
  });
}
