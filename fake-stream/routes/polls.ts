import { randomUUID } from 'node:crypto';
import type { CastVoteAPIResponse, CreatePollAPIResponse, PollVotesAPIResponse, UpdatePollAPIResponse } from 'stream-chat';
import { actingUserId } from '../auth.js';
import { isoNow } from '../clock.js';
import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import { pollVoteEvent } from '../events/poll-events.js';
import { Input } from '../http/input.js';
import type { JsonObject, RouteRequest, Router } from '../http/router.js';
import { messageAction } from '../model/message-access.js';
import type { MessageAction } from '../model/message-access.js';
import { pollResponseFor, publishPollChange, requirePoll, votesOf } from '../model/polls.js';
import { toPollVoteResponse } from '../serializers/poll.js';
import type { PollOptionRecord, PollRecord, PollVoteRecord } from '../store/message-feature-records.js';

/** Poll fields the provider owns or reads itself; everything else is custom data. */
const RESERVED = new Set([
  'id', 'name', 'description', 'options', 'enforce_unique_vote', 'max_votes_allowed', 'allow_answers', 'allow_user_suggested_options',
  'voting_visibility', 'is_closed', 'user_id', 'user', 'created_by', 'created_by_id', 'created_at', 'updated_at', 'vote_count',
  'vote_counts_by_option', 'latest_votes_by_option', 'latest_answers', 'answers_count', 'own_votes',
]);

/** Create, get, update (closing is one-way), vote, remove a vote, and query votes. */
export function registerPollRoutes(router: Router, ctx: FakeStreamContext): void {
  router.add('POST', '/polls', (request) => {
    const input = new Input('CreatePoll', request.body);
    const creatorId = requireUser(request, input, 'CreatePoll');
    const id = input.optionalString('id') ?? randomUUID();
    if (ctx.store.tables.polls.has(id)) throw input.fail(`a poll with ID ${id} already exists`);
    const now = isoNow(ctx.clock);
    const poll = ctx.store.tables.polls.set(applyFields({
      id, name: '', created_by_id: creatorId, created_at: now, updated_at: now, options: [], enforce_unique_vote: false,
      max_votes_allowed: 10, allow_answers: false, allow_user_suggested_options: false, voting_visibility: 'public', is_closed: false, custom: {},
    }, input, 'CreatePoll'));
    return { poll: pollResponseFor(ctx, poll, creatorId) } satisfies CreatePollAPIResponse;
  });

  router.add('GET', '/polls/:id', (request) => {
    const viewerId = actingUserId(request.caller, request.query.get('user_id') ?? undefined);
    return { poll: pollResponseFor(ctx, requirePoll(ctx, request.params.id ?? '', 'GetPoll'), viewerId) } satisfies UpdatePollAPIResponse;
  });

  router.add('PATCH', '/polls/:id', (request) => {
    const input = new Input('UpdatePollPartial', request.body);
    const poll = requirePoll(ctx, request.params.id ?? '', 'UpdatePollPartial');
    const actorId = requireOwner(ctx, request, input, poll, 'UpdatePollPartial');
    const set = new Input('UpdatePollPartial', input.optionalObject('set') ?? {});
    const unset = (input.optionalArray('unset') ?? []).filter((key): key is string => typeof key === 'string');
    const custom = Object.fromEntries(Object.entries(poll.custom).filter(([key]) => !unset.includes(key)));
    return { poll: commit(ctx, poll, applyFields({ ...poll, custom }, set, 'UpdatePollPartial'), actorId) } satisfies UpdatePollAPIResponse;
  });

  router.add('PUT', '/polls', (request) => {
    const input = new Input('UpdatePoll', request.body);
    const poll = requirePoll(ctx, input.string('id'), 'UpdatePoll');
    const actorId = requireOwner(ctx, request, input, poll, 'UpdatePoll');
    return { poll: commit(ctx, poll, applyFields({ ...poll, custom: {} }, input, 'UpdatePoll'), actorId) } satisfies UpdatePollAPIResponse;
  });

  router.add('POST', '/messages/:messageId/polls/:pollId/vote', (request) => {
    const input = new Input('CastPollVote', request.body);
    const { action, poll, voterId } = votingContext(ctx, request, input, 'CastPollVote');
    const vote = input.object('vote');
    const optionId = vote.optionalString('option_id');
    const answerText = vote.optionalString('answer_text');
    if (optionId === undefined && answerText === undefined) throw input.fail('vote.option_id or vote.answer_text is required');
    if (optionId !== undefined && !poll.options.some((option) => option.id === optionId)) throw input.fail(`option ${optionId} is not an option of poll ${poll.id}`);
    if (answerText !== undefined && !poll.allow_answers) throw input.fail('this poll does not allow answers');
    const own = votesOf(ctx, poll.id).filter((one) => one.user_id === voterId);
    const now = isoNow(ctx.clock);
    const sameKind = own.filter((one) => (answerText !== undefined ? one.answer_text !== undefined : one.option_id !== undefined));
    const existing = optionId !== undefined ? sameKind.find((one) => one.option_id === optionId) : undefined;
    if (existing) return { vote: toPollVoteResponse(ctx, poll, existing) } satisfies CastVoteAPIResponse;
    // One answer per user, and one option vote under enforce_unique_vote: the new one replaces the old.
    const replaced = answerText !== undefined || poll.enforce_unique_vote ? sameKind[0] : undefined;
    if (!replaced && optionId !== undefined && sameKind.length >= poll.max_votes_allowed) {
      throw input.fail(`the vote limit of ${poll.max_votes_allowed} is reached: remove a vote first`);
    }
    const record: PollVoteRecord = {
      id: replaced?.id ?? randomUUID(),
      poll_id: poll.id,
      message_id: action.message.id,
      user_id: voterId,
      ...(optionId !== undefined ? { option_id: optionId } : { answer_text: answerText ?? '' }),
      created_at: replaced?.created_at ?? now,
      updated_at: now,
    };
    ctx.store.tables.pollVotes.set(record);
    publishVote(ctx, action, poll, record, replaced ? 'poll.vote_changed' : 'poll.vote_casted');
    return { vote: toPollVoteResponse(ctx, poll, record) } satisfies CastVoteAPIResponse;
  });

  router.add('DELETE', '/messages/:messageId/polls/:pollId/vote/:voteId', (request) => {
    const input = new Input('RemovePollVote', { user_id: request.query.get('user_id') ?? undefined });
    const { action, poll, voterId } = votingContext(ctx, request, input, 'RemovePollVote');
    const vote = ctx.store.tables.pollVotes.get(request.params.voteId ?? '');
    if (!vote || vote.poll_id !== poll.id || vote.user_id !== voterId) throw new StreamError('notFound', `RemovePollVote failed with error: "vote ${request.params.voteId ?? ''} not found"`);
    ctx.store.tables.pollVotes.delete(vote.id);
    publishVote(ctx, action, poll, vote, 'poll.vote_removed');
    return { vote: toPollVoteResponse(ctx, poll, vote) } satisfies CastVoteAPIResponse;
  });

  router.add('POST', '/polls/:id/votes', (request) => {
    const input = new Input('QueryPollVotes', request.body);
    const poll = requirePoll(ctx, request.params.id ?? '', 'QueryPollVotes');
    const filter = input.optionalObject('filter') ?? {};
    const optionFilter = typeof filter.option_id === 'string' ? filter.option_id : undefined;
    const isAnswer = filter.is_answer === true;
    const votes = votesOf(ctx, poll.id).reverse()
      .filter((vote) => (isAnswer ? vote.answer_text !== undefined : true))
      .filter((vote) => optionFilter === undefined || vote.option_id === optionFilter);
    const limit = Math.min(input.optionalNumber('limit') ?? 25, 300);
    const offset = Number(input.optionalString('next') ?? 0) || 0;
    return {
      votes: votes.slice(offset, offset + limit).map((vote) => toPollVoteResponse(ctx, poll, vote)),
      ...(offset + limit < votes.length ? { next: String(offset + limit) } : {}),
    } satisfies PollVotesAPIResponse;
  });
}

/** The message (which must carry the poll), the open poll, and the voter, who must be allowed to vote. */
function votingContext(ctx: FakeStreamContext, request: RouteRequest, input: Input, call: string): { action: MessageAction; poll: PollRecord; voterId: string } {
  const named = request.caller.kind === 'server' ? input.optionalString('user_id') : undefined;
  const action = messageAction(ctx, request, request.params.messageId ?? '', named, call);
  const poll = requirePoll(ctx, request.params.pollId ?? '', call);
  if (action.message.custom.poll_id !== poll.id) throw input.fail(`message ${action.message.id} does not carry poll ${poll.id}`);
  if (action.actorId === undefined) throw input.fail('user_id is required when using server-side auth');
  if (!action.may('cast-poll-vote')) throw new StreamError('notAllowed', `${call} failed with error: "user '${action.actorId}' may not vote in ${action.channel.cid}"`);
  if (poll.is_closed) throw input.fail(`poll ${poll.id} is closed: votes can no longer change`);
  return { action, poll, voterId: action.actorId };
}

function publishVote(ctx: FakeStreamContext, action: MessageAction, poll: PollRecord, vote: PollVoteRecord, type: 'poll.vote_casted' | 'poll.vote_changed' | 'poll.vote_removed'): void {
  const createdAt = isoNow(ctx.clock);
  const response = pollResponseFor(ctx, poll, undefined);
  const voteResponse = toPollVoteResponse(ctx, poll, vote);
  const { channel, message } = action;
  ctx.bus.emit('watchers', { cid: channel.cid, build: () => pollVoteEvent({ type, channel, messageId: message.id, poll: response, vote: voteResponse, createdAt }) });
}

/** Applies the fields of a create or update; reopening a closed poll is refused (closing is one-way). */
function applyFields(poll: PollRecord, input: Input, call: string): PollRecord {
  const next: PollRecord = { ...poll, custom: { ...poll.custom } };
  const fields: JsonObject = input.fields;
  if ('name' in fields) next.name = input.string('name');
  if (next.name === '') throw input.fail('field "name" is required');
  const description = input.optionalString('description');
  if (description !== undefined) next.description = description;
  for (const key of ['enforce_unique_vote', 'allow_answers', 'allow_user_suggested_options'] as const) {
    const value = input.optionalBoolean(key);
    if (value !== undefined) next[key] = value;
  }
  const maxVotes = input.optionalNumber('max_votes_allowed');
  if (maxVotes !== undefined) {
    if (!Number.isInteger(maxVotes) || maxVotes < 1 || maxVotes > 10) throw input.fail('max_votes_allowed must be an integer from 1 to 10');
    next.max_votes_allowed = maxVotes;
  }
  const visibility = input.optionalString('voting_visibility');
  if (visibility !== undefined) {
    if (visibility !== 'public' && visibility !== 'anonymous') throw input.fail('voting_visibility must be "public" or "anonymous"');
    next.voting_visibility = visibility;
  }
  const closed = input.optionalBoolean('is_closed');
  if (closed === false && poll.is_closed) throw new Input(call, {}).fail('a closed poll cannot be reopened');
  if (closed !== undefined) next.is_closed = closed;
  const options = input.optionalArray('options');
  if (options !== undefined) next.options = options.map((option, index) => parseOption(option, poll.options, index, input));
  for (const [key, value] of Object.entries(fields)) if (!RESERVED.has(key)) next.custom[key] = value;
  return next;
}

function parseOption(value: unknown, existing: readonly PollOptionRecord[], index: number, input: Input): PollOptionRecord {
  if (typeof value !== 'object' || value === null) throw input.fail(`options[${index}] must be an object with text`);
  const { id, text, position: _position, vote_count: _count, poll_id: _poll, created_at: _created, updated_at: _updated, ...custom } = value as Record<string, unknown>;
  if (typeof text !== 'string' || text.trim() === '') throw input.fail(`options[${index}].text is required`);
  const known = typeof id === 'string' ? existing.find((option) => option.id === id) : undefined;
  return { id: known?.id ?? (typeof id === 'string' && id !== '' ? id : randomUUID()), text, custom };
}

/** Only the poll's creator (or the server, or an admin) changes it. */
function requireOwner(ctx: FakeStreamContext, request: RouteRequest, input: Input, poll: PollRecord, call: string): string | undefined {
  const actorId = actingUserId(request.caller, input.optionalString('user_id'));
  if (actorId === undefined || actorId === poll.created_by_id || ctx.store.users.get(actorId)?.role === 'admin') return actorId;
  throw new StreamError('notAllowed', `${call} failed with error: "only the creator of poll ${poll.id} may change it"`);
}

function requireUser(request: RouteRequest, input: Input, call: string): string {
  const userId = actingUserId(request.caller, input.optionalString('user_id'));
  if (userId === undefined) throw new Input(call, {}).fail('user_id is required when using server-side auth');
  return userId;
}

function commit(ctx: FakeStreamContext, before: PollRecord, next: PollRecord, actorId: string | undefined) {
  const stored = ctx.store.tables.polls.set({ ...next, updated_at: isoNow(ctx.clock) });
  publishPollChange(ctx, stored, !before.is_closed && stored.is_closed ? 'poll.closed' : 'poll.updated');
  return pollResponseFor(ctx, stored, actorId);
}
