import { isoNow } from '../clock.js';
import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import { pollEvent } from '../events/poll-events.js';
import { toPollResponse } from '../serializers/poll.js';
import type { PollRecord, PollVoteRecord } from '../store/message-feature-records.js';
import type { MessageRecord } from '../store/records.js';

/** The poll by id or a code-16 404. */
export function requirePoll(ctx: FakeStreamContext, id: string, call: string): PollRecord {
  const poll = ctx.store.tables.polls.get(id);
  if (!poll) throw new StreamError('notFound', `${call} failed with error: "poll with id ${id} not found"`);
  return poll;
}

/** Every vote and answer of a poll, oldest first. */
export function votesOf(ctx: FakeStreamContext, pollId: string): PollVoteRecord[] {
  return ctx.store.votesByPoll.keysOf(pollId).flatMap((id) => ctx.store.tables.pollVotes.get(id) ?? []);
}

/** The poll as one viewer sees it (own_votes are theirs). */
export function pollResponseFor(ctx: FakeStreamContext, poll: PollRecord, viewerId: string | undefined) {
  return toPollResponse(ctx, poll, votesOf(ctx, poll.id), viewerId);
}

/** Messages that carry the poll (its events go to their channels' watchers). */
export function messagesWithPoll(ctx: FakeStreamContext, pollId: string): MessageRecord[] {
  return [...ctx.store.messages.values()].filter((message) => message.custom.poll_id === pollId && message.deleted_at === undefined);
}

/** Publishes `poll.updated` or `poll.closed` to every channel showing the poll. */
export function publishPollChange(ctx: FakeStreamContext, poll: PollRecord, type: 'poll.updated' | 'poll.closed'): void {
  const createdAt = isoNow(ctx.clock);
  const response = pollResponseFor(ctx, poll, undefined);
  for (const message of messagesWithPoll(ctx, poll.id)) {
    const channel = ctx.store.liveChannel(message.cid);
    if (channel) ctx.bus.emit('watchers', { cid: channel.cid, build: () => pollEvent({ type, channel, messageId: message.id, poll: response, createdAt }) });
  }
}
