import type { SearchAPIResponse } from 'stream-chat';
import { actingUserId } from '../auth.js';
import type { FakeStreamContext } from '../context.js';
import { queryPayload } from '../http/input.js';
import type { Router } from '../http/router.js';
import { matchesFilter, UnsupportedFilterError } from '../query/filter.js';
import { compareBy, parseSort } from '../query/sort.js';
import { toMessageResponse } from '../serializers/message.js';
import type { MessageRecord } from '../store/records.js';
import { channelField } from './query-channels.js';

/** Largest page of search results. */
const MAX_RESULTS = 100;

/**
 * `GET /search`: messages (replies included, deleted ones not) in the channels matching `filter_conditions`
 * that the user belongs to, by a text `query` (case-insensitive, every word must occur) or
 * `message_filter_conditions`; `limit` with `offset` or the `next` cursor.
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
    const limit = Math.min(Math.max(input.optionalNumber('limit') ?? 20, 1), MAX_RESULTS);
    const offset = Number(input.optionalString('next') ?? input.optionalNumber('offset') ?? 0) || 0;
    const words = (query ?? '').toLowerCase().split(/\s+/).filter((word) => word !== '');
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
          const text = message.text.toLowerCase();
          if (!words.every((word) => text.includes(word))) continue;
          if (messageFilter && !matchesFilter(messageFilter, (field) => messageField(message, field))) continue;
          found.push(message);
        }
      }
    } catch (error) {
      if (error instanceof UnsupportedFilterError) throw input.fail(error.message);
      throw error;
    }
    const sort = parseSort(input.raw('sort')).filter((key) => key.field !== 'relevance');
    // Newest first; reversing the send order first keeps messages sent in the same millisecond in order (the sort is stable).
    found.reverse().sort(compareBy([...sort, { field: 'created_at', direction: -1 }], messageField));
    const page = found.slice(offset, offset + limit);
    return {
      results: page.map((message) => ({ message: toMessageResponse(ctx, message, viewerId) })),
      ...(offset + limit < found.length ? { next: String(offset + limit) } : {}),
      ...(offset > 0 ? { previous: String(Math.max(offset - limit, 0)) } : {}),
    } satisfies Omit<SearchAPIResponse, 'duration'>;
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
