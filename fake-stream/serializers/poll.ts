import type { PollAnswer, PollResponse, PollVote, VotingVisibility } from 'stream-chat';
import type { FakeStreamContext } from '../context.js';
import type { PollRecord, PollVoteRecord } from '../store/message-feature-records.js';
import { toUserResponseById } from './user.js';

/** How many votes per option and answers a poll shows inline. */
const LATEST_VOTES = 10;

/** A vote or an answer; anonymous polls hide who voted. */
export function toPollVoteResponse(ctx: FakeStreamContext, poll: PollRecord, vote: PollVoteRecord): PollVote | PollAnswer {
  const anonymous = poll.voting_visibility === 'anonymous';
  const base: PollVote = {
    id: vote.id,
    poll_id: vote.poll_id,
    created_at: vote.created_at,
    updated_at: vote.updated_at,
    ...(vote.option_id !== undefined ? { option_id: vote.option_id } : {}),
    ...(anonymous ? {} : { user_id: vote.user_id, user: toUserResponseById(ctx, vote.user_id) }),
  };
  if (vote.answer_text === undefined) return base;
  return { ...base, answer_text: vote.answer_text, is_answer: true } satisfies PollAnswer;
}

/** The poll with its counts, latest votes per option, latest answers and the viewer's own votes. */
export function toPollResponse(ctx: FakeStreamContext, poll: PollRecord, votes: readonly PollVoteRecord[], viewerId: string | undefined): PollResponse {
  const newest = [...votes].reverse();
  const optionVotes = newest.filter((vote) => vote.option_id !== undefined);
  const answers = newest.filter((vote) => vote.answer_text !== undefined);
  const counts: Record<string, number> = {};
  const latestByOption: Record<string, Array<PollVote | PollAnswer>> = {};
  for (const option of poll.options) {
    const forOption = optionVotes.filter((vote) => vote.option_id === option.id);
    if (forOption.length === 0) continue;
    counts[option.id] = forOption.length;
    latestByOption[option.id] = forOption.slice(0, LATEST_VOTES).map((vote) => toPollVoteResponse(ctx, poll, vote));
  }
  return {
    ...poll.custom,
    id: poll.id,
    name: poll.name,
    ...(poll.description !== undefined ? { description: poll.description } : {}),
    created_at: poll.created_at,
    updated_at: poll.updated_at,
    created_by_id: poll.created_by_id,
    created_by: toUserResponseById(ctx, poll.created_by_id),
    enforce_unique_vote: poll.enforce_unique_vote,
    max_votes_allowed: poll.max_votes_allowed,
    allow_answers: poll.allow_answers,
    allow_user_suggested_options: poll.allow_user_suggested_options,
    // The SDK types this as an enum; its values are these strings (a type-only import keeps stream-chat out of the server).
    voting_visibility: poll.voting_visibility as VotingVisibility,
    is_closed: poll.is_closed,
    options: poll.options.map((option) => ({
      ...option.custom,
      id: option.id,
      poll_id: poll.id,
      text: option.text,
      created_at: poll.created_at,
      updated_at: poll.updated_at,
      vote_count: counts[option.id] ?? 0,
    })),
    vote_count: optionVotes.length,
    vote_counts_by_option: counts,
    latest_votes_by_option: latestByOption as Record<string, PollVote[]>,
    answers_count: answers.length,
    latest_answers: answers.slice(0, LATEST_VOTES).map((vote) => toPollVoteResponse(ctx, poll, vote) as PollAnswer),
    own_votes: viewerId === undefined ? [] : newest.filter((vote) => vote.user_id === viewerId).map((vote) => toPollVoteResponse(ctx, poll, vote)),
  } satisfies PollResponse;
}
