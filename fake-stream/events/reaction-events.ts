import type { Event, MessageResponse, ReactionResponse, UserResponse } from 'stream-chat';
import type { ChannelRecord } from '../store/records.js';
import { channelRef } from './channel-ref.js';

/** `reaction.new`, `reaction.updated` (replaced under enforce_unique or re-sent) or `reaction.deleted`, with the message's new totals. */
export function reactionEvent(args: {
  type: 'reaction.new' | 'reaction.updated' | 'reaction.deleted';
  channel: ChannelRecord;
  message: MessageResponse;
  reaction: ReactionResponse;
  user: UserResponse;
  createdAt: string;
}): Event {
  const { type, channel, message, reaction, user, createdAt } = args;
  return {
    type,
    ...channelRef(channel),
    message,
    reaction,
    user,
    created_at: createdAt,
  } satisfies Event;
}
