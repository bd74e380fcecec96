import type { ChannelAPIResponse, ChannelResponse } from 'stream-chat';
import { channelConfig, tracksReads } from '../channel-config.js';
import { capabilitiesOf } from '../model/channel-permissions.js';
import { liveChannelMute } from '../model/mutes.js';
import { viewerBlockedPeer } from '../model/safety.js';
import { pinnedMessagesOf } from '../model/pins.js';
import type { FakeStreamContext } from '../context.js';
import { channelTimeline, pageMessages } from '../query/message-page.js';
import type { MessagePageOptions } from '../query/message-page.js';
import type { ChannelRecord } from '../store/records.js';
import { toMemberResponse } from './member.js';
import { toMessageResponse } from './message.js';
import { toReadResponse } from './read.js';
import { toUserResponseById } from './user.js';

/** The channel object itself, with the viewer's own_capabilities (none for the server acting as nobody). */
export function toChannelResponse(ctx: FakeStreamContext, channel: ChannelRecord, viewerId: string | undefined): ChannelResponse {
  const config = channelConfig(ctx, channel);
  const member = viewerId === undefined ? undefined : ctx.store.member(channel.cid, viewerId);
  // The viewer's own mute of the channel, as the provider adds it to a channel queried for a user.
  const mute = viewerId === undefined ? undefined : liveChannelMute(ctx, viewerId, channel.cid);
  return {
    ...channel.custom,
    cid: channel.cid,
    id: channel.id,
    type: channel.type,
    created_by: toUserResponseById(ctx, channel.created_by_id),
    created_by_id: channel.created_by_id,
    created_at: channel.created_at,
    updated_at: channel.updated_at,
    frozen: channel.frozen,
    disabled: channel.disabled,
    member_count: ctx.store.memberIdsOf(channel.cid).length,
    config,
    own_capabilities: viewerId === undefined ? [] : capabilitiesOf(ctx, channel, viewerId),
    ...(channel.last_message_at ? { last_message_at: channel.last_message_at } : {}),
    ...(channel.cooldown ? { cooldown: channel.cooldown } : {}),
    ...(channel.truncated_at ? { truncated_at: channel.truncated_at } : {}),
    ...(member?.hidden ? { hidden: true } : {}),
    ...(viewerId !== undefined && viewerBlockedPeer(ctx, channel, viewerId) ? { blocked: true } : {}),
    ...(viewerId === undefined ? {} : { muted: mute !== undefined }),
    ...(mute?.expires ? { mute_expires_at: mute.expires } : {}),
  } satisfies ChannelResponse;
}

/** How much state a channel query asks for. */
export type ChannelStateOptions = {
  messages: MessagePageOptions;
  memberLimit?: number;
  watcherLimit?: number;
};

/** The full channel state of `channel.query()`/`queryChannels` for one viewer. */
export function toChannelState(ctx: FakeStreamContext, channel: ChannelRecord, viewerId: string | undefined, options: ChannelStateOptions): ChannelAPIResponse {
  const members = ctx.store.membersOf(channel.cid);
  const watcherIds = ctx.watchers.watcherIds(channel.cid);
  const membership = viewerId === undefined ? undefined : ctx.store.member(channel.cid, viewerId);
  const messages = pageMessages(channelTimeline(ctx, channel), options.messages);
  return {
    channel: toChannelResponse(ctx, channel, viewerId),
    members: members.slice(0, options.memberLimit ?? 100).map((member) => toMemberResponse(ctx, member)),
    messages: messages.map((message) => toMessageResponse(ctx, message, viewerId)),
    pinned_messages: pinnedMessagesOf(ctx, channel).map((message) => toMessageResponse(ctx, message, viewerId)),
    // A channel type without read events keeps no read state to report.
    read: !tracksReads(ctx, channel) ? [] : members.flatMap((member) => {
      const read = ctx.store.read(channel.cid, member.user_id);
      return read ? [toReadResponse(ctx, read)] : [];
    }),
    watcher_count: watcherIds.length,
    watchers: watcherIds.slice(0, options.watcherLimit ?? 100).map((id) => toUserResponseById(ctx, id)),
    membership: membership ? toMemberResponse(ctx, membership) : null,
    ...(membership?.hidden ? { hidden: true } : {}),
  } satisfies ChannelAPIResponse;
}
