import type { Event, PollAnswer, PollResponse, PollVote } from 'stream-chat';
import type { ChannelRecord } from '../store/records.js';
import { channelRef } from './channel-ref.js';

/** `poll.updated` / `poll.closed` to the watchers of a channel that shows the poll. */
export function pollEvent(args: { type: 'poll.updated' | 'poll.closed'; channel: ChannelRecord; messageId: string; poll: PollResponse; createdAt: string }): Event {
  const { type, channel, messageId, poll, createdAt } = args;
  return { type, ...channelRef(channel), message_id: messageId, poll, created_at: createdAt } satisfies Event;
}

/** `poll.vote_casted` / `poll.vote_changed` / `poll.vote_removed` with the poll's new counts. */
export function pollVoteEvent(args: {
  type: 'poll.vote_casted' | 'poll.vote_changed' | 'poll.vote_removed';
  channel: ChannelRecord;
  messageId: string;
  poll: PollResponse;
  vote: PollVote | PollAnswer;
  createdAt: string;
}): Event {
  const { type, channel, messageId, poll, vote, createdAt } = args;
  return {
    type,
    ...channelRef(channel),
    message_id: messageId,
    poll,
    poll_vote: vote,
    created_at: createdAt,
  } satisfies Event;
}
