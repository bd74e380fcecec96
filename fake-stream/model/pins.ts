import type { FakeStreamContext } from '../context.js';
import type { ChannelRecord, MessageRecord } from '../store/records.js';

/** How many pinned messages a channel state carries. */
const PINNED_LIMIT = 10;

/** The channel's pinned, not deleted messages, most recently pinned first. */
export function pinnedMessagesOf(ctx: FakeStreamContext, channel: ChannelRecord, limit = PINNED_LIMIT): MessageRecord[] {
  const pinned: MessageRecord[] = [];
  for (const id of ctx.store.messageIdsOf(channel.cid)) {
    const message = ctx.store.messages.get(id);
    if (message?.pinned_at !== undefined && message.deleted_at === undefined && !pinExpired(ctx, message)) pinned.push(message);
  }
  return pinned.sort((a, b) => ((a.pinned_at ?? '') < (b.pinned_at ?? '') ? 1 : -1)).slice(0, limit);
}

/** Whether a pin with an expiry has run out (the message then shows unpinned). */
export function pinExpired(ctx: FakeStreamContext, message: MessageRecord): boolean {
  return typeof message.pin_expires === 'string' && message.pin_expires <= ctx.clock.now().toISOString();
}
