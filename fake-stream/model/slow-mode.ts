import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import { capabilitiesOf, isGlobalStaff } from './channel-permissions.js';
import type { SendHook } from './send-hooks.js';

/**
 * Slow mode: in a channel with a cooldown, a member's next message must wait `cooldown` seconds after their
 * previous one (code 60). Server-side sends, global admins/moderators and members holding `skip-slow-mode`
 * (channel moderators, the owner) are exempt, as on the provider.
 */
export function slowModeHook(ctx: FakeStreamContext): SendHook {
  return ({ channel, senderId, viaServer }) => {
    const cooldown = channel.cooldown ?? 0;
    if (cooldown <= 0 || viaServer || isGlobalStaff(ctx, senderId)) return undefined;
    if (capabilitiesOf(ctx, channel, senderId).includes('skip-slow-mode')) return undefined;
    const now = ctx.clock.now().getTime();
    const windowStart = now - cooldown * 1000;
    const ids = ctx.store.messageIdsOf(channel.cid);
    // Newest first, and only as far back as the cooldown reaches (ids are in send order).
    for (let index = ids.length - 1; index >= 0; index -= 1) {
      const message = ctx.store.messages.get(ids[index]!);
      if (!message) continue;
      const sentAt = new Date(message.created_at).getTime();
      if (sentAt < windowStart) break;
      if (message.user_id !== senderId || message.type === 'system') continue;
      const wait = Math.ceil((sentAt + cooldown * 1000 - now) / 1000);
      throw new StreamError('cooldown', `SendMessage failed with error: "slow mode is on in channel ${channel.cid}: wait ${wait}s before sending another message"`);
    }
    return undefined;
  };
}
