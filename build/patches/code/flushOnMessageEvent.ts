/**
 * The kit's Channel copies the channel's state into React through a 500 ms leading+trailing throttle on every
 * channel event, and the read events that follow each message keep it busy: a new message waited up to half a
 * second on a timer before it showed (build/patches/channelThrottle.mjs). Message events flush the copy at once;
 * read events still wait, the read receipts can be half a second late.
 */
import type { Event } from 'stream-chat';

/** The throttled state copy, as lodash.throttle returns it. */
interface ThrottledCopy {
  flush(): void;
}

/** Runs the pending state copy now when `event` adds, changes or removes a message. */
export function flushOnMessageEvent(event: Pick<Event, 'type'>, copy: ThrottledCopy): void {
  if (event.type === 'message.new' || event.type === 'message.updated' || event.type === 'message.deleted') copy.flush();
}
