import type { ReadResponse } from 'stream-chat';
import type { FakeStreamContext } from '../context.js';
import type { ReadRecord } from '../store/records.js';
import { toUserResponseById } from './user.js';

/** One member's read state in a channel. */
export function toReadResponse(ctx: FakeStreamContext, read: ReadRecord): ReadResponse {
  return {
    user: toUserResponseById(ctx, read.user_id),
    last_read: read.last_read,
    unread_messages: read.unread_messages,
    ...(read.last_read_message_id ? { last_read_message_id: read.last_read_message_id } : {}),
  } satisfies ReadResponse;
}
