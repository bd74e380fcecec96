import type { SearchAPIResponse } from 'stream-chat';
import { actingUserId } from '../auth.js';
import type { FakeStreamContext } from '../context.js';
import { queryPayload } from '../http/input.js';
import type { Router } from '../http/router.js';
import { matchesFilter, UnsupportedFilterError } from '../query/filter.js';
import { matchesWords, relevanceOf, wordsOf } from '../query/full-text.js';
import { decodeCursor, encodeCursor } from '../query/search-cursor.js';
import { compareBy, parseSort } from '../query/sort.js';
import type { SortKey } from '../query/sort.js';
import { toMessageResponse } from '../serializers/message.js';
import type { MessageRecord } from '../store/records.js';
import { channelField } from './query-channels.js';

/** Largest page of search results, and the page when `limit` is left out (the provider's default). */
const MAX_RESULTS = 100;
/** How far `offset` reaches: past it, only `next` pages on (the provider's offset paging stops at 1,000 results). */
const MAX_OFFSET = 1000;
/** The provider's order when the request sends none: best matches first, then by id. */
const DEFAULT_SORT: SortKey[] = [{ field: 'relevance', direction: -1 }, { field: 'id', direction: 1 }];

/**
 * `GET /search`: messages (replies included, deleted and system ones not) in the channels matching
 * `filter_conditions` that the user belongs to, by a full-text `query` (every word of it a word of the stored text,
 * the same as `message_filter_conditions: { text: { $q: query } }`) and/or `message_filter_conditions`. Ordered by
 * `sort` (default: relevance, then id). Paged by `limit` with `offset` (no sort then, as on the provider) or with
 * the `next` / `previous` cursors, which keep the first page's sort.
 */
export function registerSearchRoutes(router: Router, ctx: FakeStreamContext): void {
  router.add('GET', '/search', (request) => {
    const input = queryPayload(request, 'Search');
    const viewerId = actingUserId(request.caller, input.optionalString('user_id'));
    const channelFilter = input.optionalObject('filter_conditions');
    if (!channelFilter || Object.keys(channelFilter).length === 0) throw input.fail('filter_conditions is required and must not be empty');
    const query = input.optionalString('query');
    const messageFilter = input.optionalObject('message_filter_conditions');
    if (query === undefined && messageFilter === undefined) throw input.fail('either query or message_filter_conditions is required');
    if (query !== undefined && wordsOf(query).length === 0) throw input.fail('query must hold at least one word');
    const limit = Math.min(Math.max(input.optionalNumber('limit') ?? MAX_RESULTS, 1), MAX_RESULTS);
    const offset = input.optionalNumber('offset') ?? 0;
    const next = input.optionalString('next');
    const requestedSort = parseSort(input.raw('sort'));
    if (offset !== 0 && next !== undefined) throw input.fail('cannot use offset with next');
    if (offset !== 0 && requestedSort.length > 0) throw input.fail('cannot use offset with sort');
    if (!Number.isInteger(offset) || offset < 0 || offset >= MAX_OFFSET) throw input.fail(`offset must be an integer from 0 to ${MAX_OFFSET - 1}`);
    const cursor = next === undefined ? { offset, sort: requestedSort.length > 0 ? requestedSort : DEFAULT_SORT } : decodeCursor(next);
    if (!cursor) throw input.fail('next is not a cursor of this search');
    const found: MessageRecord[] = [];
    try {
      const cids = viewerId === undefined ? [...ctx.store.channels.values()].map((channel) => channel.cid) : ctx.store.channelIdsOf(viewerId);
      for (const cid of cids) {
        const channel = ctx.store.liveChannel(cid);
        if (!channel || !matchesFilter(channelFilter, (field) => channelField(ctx, channel, viewerId, field))) continue;
        for (const id of ctx.store.messageIdsOf(cid)) {
          const message = ctx.store.messages.get(id);
          if (!message || message.deleted_at !== undefined || message.type === 'system') continue;
          if (channel.truncated_at !== undefined && message.created_at <= channel.truncated_at) continue;
          // The stored text is what is searched: under a masking policy, the hidden original is never found.
          if (query !== undefined && !matchesWords(message.text, query)) continue;
          if (messageFilter && !matchesFilter(messageFilter, (field) => messageField(message, field))) continue;
          found.push(message);
        }
      }
    } catch (error) {
      if (error instanceof UnsupportedFilterError) throw input.fail(error.message);
      throw error;
    }
    const relevanceQuery = [query, ...textQueries(messageFilter)].filter((one): one is string => one !== undefined).join(' ');
    const read = (message: MessageRecord, field: string) => (field === 'relevance' ? relevanceOf(message.text, relevanceQuery) : messageField(message, field));
    found.sort(compareBy([...cursor.sort, { field: 'id', direction: 1 }], read));
    const page = found.slice(cursor.offset, cursor.offset + limit);
    const at = (position: number) => encodeCursor({ offset: position, sort: cursor.sort });
    return {
      results: page.map((message) => ({ message: toMessageResponse(ctx, message, viewerId) })),
      ...(cursor.offset + limit < found.length ? { next: at(cursor.offset + limit) } : {}),
      ...(cursor.offset > 0 ? { previous: at(Math.max(cursor.offset - limit, 0)) } : {}),
    } satisfies Omit<SearchAPIResponse, 'duration'>;
  });
}

/** The `$q` texts of a message filter (at any depth), which rank the results as `query` does. */
function textQueries(filter: Record<string, unknown> | undefined): string[] {
  if (!filter) return [];
  return Object.entries(filter).flatMap(([key, value]) => {
    if (Array.isArray(value)) return value.flatMap((part) => (typeof part === 'object' && part !== null ? textQueries(part as Record<string, unknown>) : []));
    if (key === 'text' && typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)['$q'] === 'string') return [(value as Record<string, string>)['$q']!];
    return [];
  });
}

/** A message field as filters and sorts read it; unknown fields are the message's custom data. */
function messageField(message: MessageRecord, field: string): unknown {
  switch (field) {
    case 'id': return message.id;
    case 'cid': return message.cid;
    case 'text': return message.text;
    case 'type': return message.type;
    case 'user.id':
    case 'user_id': return message.user_id;
    case 'parent_id': return message.parent_id;
    case 'created_at': return message.created_at;
    case 'updated_at': return message.updated_at;
    case 'pinned': return message.pinned_at !== undefined;
    // `attachments: { $exists: true }` finds messages with at least one attachment.
    case 'attachments': return Array.isArray(message.custom.attachments) && message.custom.attachments.length > 0 ? message.custom.attachments : undefined;
    case 'mentioned_users.id': return message.custom.mentioned_users;
    default: return message.custom[field];
  }
}
