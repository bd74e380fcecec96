/**
 * Another member's read as her widget marked it. The provider's `message.read` event carries the time the mark
 * arrived, and the SDK takes that time as how far she has read: every message older than the mark's arrival then
 * shows as read by her, one that reached the provider while her mark was on its way included (she never saw it;
 * her widget marked up to the message before it, src/chat/unread/markReadUpTo.ts). The message she marked is in
 * the event (`last_read_message_id`); where the client holds it, its time is how far she has read.
 */

/** How far a reader has read: the marked message's time when it is known and earlier than the event's, else the event's. */
export function readUpToTime(eventCreatedAt: string, markedMessageCreatedAt: Date | string | undefined): string {
  if (markedMessageCreatedAt === undefined) return eventCreatedAt;
  const marked = new Date(markedMessageCreatedAt);
  const event = new Date(eventCreatedAt);
  if (Number.isNaN(marked.getTime()) || Number.isNaN(event.getTime())) return eventCreatedAt;
  return marked < event ? marked.toISOString() : eventCreatedAt;
}
