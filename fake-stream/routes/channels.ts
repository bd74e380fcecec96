import { createHash } from 'node:crypto';
import type { QueryChannelAPIResponse } from 'stream-chat';
import { actingUserId } from '../auth.js';
import { isoNow } from '../clock.js';
import type { FakeStreamContext } from '../context.js';
import { notificationAddedToChannelEvent } from '../events/member-events.js';
import { Input } from '../http/input.js';
import type { Router, RouteRequest } from '../http/router.js';
import { requireMember, toCid } from '../model/access.js';
import { getOrCreateChannel, parseNewMembers } from '../model/channels.js';
import { requireGrant } from '../model/grants.js';
import { unreadCounts } from '../model/unread.js';
import { readMessagePage } from '../query/read-message-page.js';
import { toChannelResponse, toChannelState } from '../serializers/channel.js';
import { toMemberResponse } from '../serializers/member.js';
import type { ChannelRecord, MemberRecord } from '../store/records.js';

/** `POST /channels/{type}/{id}/query` and `POST /channels/{type}/query` (distinct channel by members): get-or-create, watch, state. */
export function registerChannelRoutes(router: Router, ctx: FakeStreamContext): void {
  router.add('POST', '/channels/:type/:id/query', (request) => queryChannel(ctx, request, request.params.id));
  router.add('POST', '/channels/:type/query', (request) => queryChannel(ctx, request, undefined));
}

function queryChannel(ctx: FakeStreamContext, request: RouteRequest, id: string | undefined): QueryChannelAPIResponse {
  const input = new Input('GetOrCreateChannel', request.body);
  const type = request.params.type ?? '';
  const data = input.object('data');
  const members = parseNewMembers(data.raw('members'), (detail) => input.fail(detail));
  const createdBy = data.optionalObject('created_by');
  const namedCreator = input.optionalString('created_by_id') ?? data.optionalString('created_by_id')
    ?? (typeof createdBy?.id === 'string' ? createdBy.id : undefined);
  const viewerId = actingUserId(request.caller, request.caller.kind === 'server' ? undefined : input.optionalString('user_id'));
  const channelId = id ?? distinctChannelId(members.map((member) => member.user_id), input);
  if (request.caller.kind === 'user' && !ctx.store.liveChannel(toCid(type, channelId))) {
    requireGrant(ctx, type, undefined, request.caller.userId, 'create-channel', 'GetOrCreateChannel');
  }
  const { channel, created } = getOrCreateChannel(ctx, {
    type,
    id: channelId,
    createdById: request.caller.kind === 'user' ? request.caller.userId : namedCreator,
    members,
    data: data.fields,
  }, 'GetOrCreateChannel');
  if (created) announceNewMembers(ctx, channel, ctx.store.membersOf(channel.cid), viewerId ?? namedCreator);
  requireMember(ctx, channel, viewerId, 'GetOrCreateChannel');
  if (input.optionalBoolean('watch') === true && request.connectionId && viewerId !== undefined) {
    ctx.watchers.watch(request.connectionId, viewerId, channel.cid);
  }
  const membersPage = input.object('members');
  const watchersPage = input.object('watchers');
  return {
    duration: '0ms',
    ...toChannelState(ctx, channel, viewerId, {
      messages: readMessagePage(input.object('messages')),
      memberLimit: membersPage.optionalNumber('limit'),
      watcherLimit: watchersPage.optionalNumber('limit'),
    }),
  };
}

/** Tells each new member (except the one who made the channel) that they were added. */
export function announceNewMembers(ctx: FakeStreamContext, channel: ChannelRecord, members: readonly MemberRecord[], actorId: string | undefined): void {
  for (const member of members) {
    if (member.user_id === actorId) continue;
    ctx.bus.emit('user', {
      userId: member.user_id,
      build: (recipientId) => notificationAddedToChannelEvent({
        channel: toChannelResponse(ctx, channel, recipientId),
        member: toMemberResponse(ctx, member),
        counts: unreadCounts(ctx, recipientId),
        createdAt: isoNow(ctx.clock),
      }),
    });
  }
}

/** A channel without an id is identified by its member set, so two calls with the same members meet. */
function distinctChannelId(memberIds: string[], input: Input): string {
  if (memberIds.length === 0) throw input.fail('a channel without an id needs data.members');
  const digest = createHash('sha1').update([...new Set(memberIds)].sort().join(',')).digest('hex').slice(0, 24);
  return `!members-${digest}`;
}
