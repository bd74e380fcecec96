import type { GetRepliesAPIResponse, GetThreadAPIResponse, QueryThreadsAPIResponse } from 'stream-chat';
import { actingUserId } from '../auth.js';
import type { FakeStreamContext } from '../context.js';
import { Input } from '../http/input.js';
import type { RouteRequest, Router } from '../http/router.js';
import { messageAction } from '../model/message-access.js';
import { repliesOf, threadSummary } from '../model/threads.js';
import { matchesFilter, UnsupportedFilterError } from '../query/filter.js';
import { pageMessages } from '../query/message-page.js';
import { readMessagePage } from '../query/read-message-page.js';
import { compareBy, parseSort } from '../query/sort.js';
import { toMessageResponse } from '../serializers/message.js';
import { toThreadResponse } from '../serializers/thread.js';
import type { ThreadLimits } from '../serializers/thread.js';
import type { ChannelRecord, MessageRecord } from '../store/records.js';

/** Largest page of threads per queryThreads call. */
const MAX_THREADS = 25;

/** `GET /messages/{id}/replies` (paged, sorted), `GET /threads/{id}` (getThread) and `POST /threads` (queryThreads). */
export function registerThreadRoutes(router: Router, ctx: FakeStreamContext): void {
  router.add('GET', '/messages/:id/replies', (request) => {
    const input = queryInput(request, 'GetReplies');
    const action = messageAction(ctx, request, request.params.id ?? '', request.caller.kind === 'server' ? input.optionalString('user_id') : undefined, 'GetReplies');
    const replies = repliesOf(ctx, action.message.id);
    const options = readMessagePage(input);
    const ascending = parseSort(input.raw('sort')).some((key) => key.field === 'created_at' && key.direction === 1);
    const hasCursor = Object.keys(options).some((key) => key !== 'limit');
    // Pages are always oldest first; the sort only chooses which end an uncursored page starts from.
    const page = ascending && !hasCursor ? replies.slice(0, Math.min(options.limit ?? 100, 300)) : pageMessages(replies, options);
    return { messages: page.map((reply) => toMessageResponse(ctx, reply, action.actorId)) } satisfies Omit<GetRepliesAPIResponse, 'duration'>;
  });

  router.add('GET', '/threads/:id', (request) => {
    const input = queryInput(request, 'GetThread');
    const action = messageAction(ctx, request, request.params.id ?? '', request.caller.kind === 'server' ? input.optionalString('user_id') : undefined, 'GetThread');
    if (action.message.parent_id !== undefined) throw input.fail(`message ${action.message.id} is a reply, not the start of a thread`);
    if (input.raw('watch') === true && request.connectionId && action.actorId !== undefined) ctx.watchers.watch(request.connectionId, action.actorId, action.channel.cid);
    const thread = toThreadResponse(ctx, action.message, action.channel, action.actorId, limitsFrom(input, 100));
    return { thread } satisfies Omit<GetThreadAPIResponse, 'duration'>;
  });

  router.add('POST', '/threads', (request) => {
    const input = new Input('QueryThreads', request.body);
    const viewerId = actingUserId(request.caller, input.optionalString('user_id'));
    if (viewerId === undefined) throw input.fail('a user_id is required when using server-side auth');
    const filter = input.optionalObject('filter') ?? {};
    const sort = parseSort(input.raw('sort'));
    const limit = Math.min(Math.max(input.optionalNumber('limit') ?? 10, 0), MAX_THREADS);
    const offset = Number(input.optionalString('next') ?? 0) || 0;
    const threads = threadsOf(ctx, viewerId);
    let matched: typeof threads;
    try {
      matched = threads.filter((thread) => matchesFilter(filter, (field) => threadField(thread, field)));
    } catch (error) {
      if (error instanceof UnsupportedFilterError) throw input.fail(error.message);
      throw error;
    }
    const keys = [...(sort.length > 0 ? sort : [{ field: 'last_message_at', direction: -1 as const }]), { field: 'order', direction: -1 as const }];
    matched.sort(compareBy(keys, threadField));
    const page = matched.slice(offset, offset + limit);
    if (input.optionalBoolean('watch') === true && request.connectionId) {
      for (const { channel } of page) ctx.watchers.watch(request.connectionId, viewerId, channel.cid);
    }
    const limits = limitsFrom(input, 10);
    return {
      threads: page.map(({ parent, channel }) => toThreadResponse(ctx, parent, channel, viewerId, limits)),
      ...(offset + limit < matched.length ? { next: String(offset + limit) } : {}),
    } satisfies Omit<QueryThreadsAPIResponse, 'duration'>;
  });
}

/** A thread found for a user; `order` is its last reply's place in the channel's send order (breaks timestamp ties). */
type ThreadRef = { parent: MessageRecord; channel: ChannelRecord; order: number; summary: ReturnType<typeof threadSummary> };

/** Threads the user takes part in (started or replied to), in channels they are a member of. */
function threadsOf(ctx: FakeStreamContext, userId: string): ThreadRef[] {
  const threads: ThreadRef[] = [];
  for (const cid of ctx.store.channelIdsOf(userId)) {
    const channel = ctx.store.liveChannel(cid);
    if (!channel) continue;
    const ids = ctx.store.messageIdsOf(cid);
    const position = new Map(ids.map((id, index) => [id, index]));
    for (const id of ids) {
      if (ctx.store.repliesByParent.sizeOf(id) === 0) continue;
      const parent = ctx.store.messages.get(id);
      if (!parent || parent.deleted_at !== undefined) continue;
      const summary = threadSummary(ctx, parent);
      if (!summary.participantIds.includes(userId)) continue;
      const lastReplyId = ctx.store.repliesByParent.keysOf(id).at(-1) ?? id;
      threads.push({ parent, channel, order: position.get(lastReplyId) ?? 0, summary });
    }
  }
  return threads;
}

function threadField({ parent, channel, order, summary }: ThreadRef, field: string): unknown {
  switch (field) {
    case 'order': return order;
    case 'channel_cid': return channel.cid;
    case 'parent_message_id': return parent.id;
    case 'created_by_user_id': return parent.user_id;
    case 'created_at': return parent.created_at;
    case 'updated_at':
    case 'last_message_at': return summary.lastReplyAt ?? parent.created_at;
    case 'reply_count': return summary.replyCount;
    case 'participant_count': return summary.participantIds.length;
    default: return parent.custom[field];
  }
}

function limitsFrom(input: Input, defaultParticipants: number): ThreadLimits {
  return {
    replyLimit: Math.min(numberOf(input.raw('reply_limit')) ?? 3, 100),
    participantLimit: Math.min(numberOf(input.raw('participant_limit')) ?? defaultParticipants, 100),
    memberLimit: Math.min(numberOf(input.raw('member_limit')) ?? 100, 100),
  };
}

/** GET query parameters arrive as strings (objects JSON-encoded by the SDK): parse them into a JSON-like object. */
function queryInput(request: RouteRequest, call: string): Input {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of request.query) {
    if (key === 'api_key' || key === 'connection_id') continue;
    fields[key] = parseQueryValue(key, value);
  }
  return new Input(call, fields);
}

function parseQueryValue(key: string, value: string): unknown {
  if (key === 'limit' || key.endsWith('_limit')) return Number(value);
  if (value === 'true' || value === 'false') return value === 'true';
  if (value.startsWith('[') || value.startsWith('{')) {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}

function numberOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
