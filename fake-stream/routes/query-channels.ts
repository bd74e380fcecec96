import type { QueryChannelsAPIResponse } from 'stream-chat';
import { actingUserId } from '../auth.js';
import type { FakeStreamContext } from '../context.js';
import { Input } from '../http/input.js';
import type { Router } from '../http/router.js';
import { matchesFilter, UnsupportedFilterError } from '../query/filter.js';
import { compareBy, parseSort } from '../query/sort.js';
import { toChannelState } from '../serializers/channel.js';
import type { ChannelRecord } from '../store/records.js';
import { viewerBlockedPeer } from '../model/safety.js';

/** Largest page of channels the provider returns per call. */
const MAX_CHANNELS = 30;

/** `POST /channels`: queryChannels with filters, sort, limit/offset, watch and state. */
export function registerQueryChannelsRoutes(router: Router, ctx: FakeStreamContext): void {
  router.add('POST', '/channels', (request) => {
    const input = new Input('QueryChannels', request.body);
    const viewerId = actingUserId(request.caller, input.optionalString('user_id'));
    const filter = input.optionalObject('filter_conditions') ?? {};
    const sort = parseSort(input.raw('sort'));
    const limit = Math.min(Math.max(input.optionalNumber('limit') ?? 10, 0), MAX_CHANNELS);
    const offset = Math.max(input.optionalNumber('offset') ?? 0, 0);
    const messageLimit = input.optionalNumber('message_limit') ?? 25;
    const memberLimit = input.optionalNumber('member_limit');
    const watch = input.optionalBoolean('watch') === true;

    // A user sees the channels they belong to; the server acting as nobody sees every channel.
    const candidates: ChannelRecord[] = viewerId === undefined
      ? [...ctx.store.channels.values()].filter((channel) => channel.deleted_at === undefined)
      : ctx.store.channelIdsOf(viewerId).flatMap((cid) => ctx.store.liveChannel(cid) ?? []);
    const explicitHidden = 'hidden' in filter;
    const read = (channel: ChannelRecord, field: string) => channelField(ctx, channel, viewerId, field);
    let matched: ChannelRecord[];
    try {
      matched = candidates.filter((channel) => (explicitHidden || read(channel, 'hidden') !== true) && matchesFilter(filter, (field) => read(channel, field)));
    } catch (error) {
      if (error instanceof UnsupportedFilterError) throw input.fail(error.message);
      throw error;
    }
    matched.sort(compareBy<ChannelRecord>([...sort, { field: 'created_at', direction: -1 }, { field: 'cid', direction: 1 }], read));
    const page = matched.slice(offset, offset + limit);
    if (watch && request.connectionId && viewerId !== undefined) {
      for (const channel of page) ctx.watchers.watch(request.connectionId, viewerId, channel.cid);
    }
    return {
      duration: '0ms',
      channels: page.map((channel) => toChannelState(ctx, channel, viewerId, { messages: { limit: messageLimit }, memberLimit })),
    } satisfies QueryChannelsAPIResponse;
  });
}

/** The value a filter or sort sees for a channel field; unknown fields are the channel's custom data. */
export function channelField(ctx: FakeStreamContext, channel: ChannelRecord, viewerId: string | undefined, field: string): unknown {
  const member = viewerId === undefined ? undefined : ctx.store.member(channel.cid, viewerId);
  switch (field) {
    case 'cid': return channel.cid;
    case 'id': return channel.id;
    case 'type': return channel.type;
    case 'members': return ctx.store.memberIdsOf(channel.cid);
    case 'member_count': return ctx.store.memberIdsOf(channel.cid).length;
    case 'created_by_id': return channel.created_by_id;
    case 'created_at': return channel.created_at;
    case 'updated_at': return channel.updated_at;
    case 'last_message_at': return channel.last_message_at;
    case 'last_updated': return [channel.last_message_at ?? '', channel.updated_at].sort().at(-1);
    case 'frozen': return channel.frozen;
    case 'disabled': return channel.disabled;
    // A 1-on-1 channel with someone the viewer blocked is hidden from her, as the provider hides it.
    case 'hidden': return member?.hidden === true || (viewerId !== undefined && viewerBlockedPeer(ctx, channel, viewerId));
    case 'joined': return member !== undefined;
    case 'archived': return member?.archived_at !== undefined;
    case 'pinned': return member?.pinned_at !== undefined;
    case 'pinned_at': return member?.pinned_at;
    case 'has_unread': return (viewerId !== undefined && (ctx.store.read(channel.cid, viewerId)?.unread_messages ?? 0) > 0);
    case 'unread_count': return viewerId === undefined ? 0 : (ctx.store.read(channel.cid, viewerId)?.unread_messages ?? 0);
    default: return channel.custom[field];
  }
}
