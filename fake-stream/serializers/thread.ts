import type { ThreadResponse } from 'stream-chat';
import type { FakeStreamContext } from '../context.js';
import { repliesOf, threadSummary } from '../model/threads.js';
import type { ChannelRecord, MessageRecord } from '../store/records.js';
import { toChannelResponse } from './channel.js';
import { toMemberResponse } from './member.js';
import { toMessageResponse } from './message.js';
import { toUserResponseById } from './user.js';

/** How much of a thread to inline, as getThread/queryThreads ask. */
export type ThreadLimits = { replyLimit: number; participantLimit: number; memberLimit: number };

/** A thread (a parent message with replies) as getThread and queryThreads answer it for one viewer. */
export function toThreadResponse(ctx: FakeStreamContext, parent: MessageRecord, channel: ChannelRecord, viewerId: string | undefined, limits: ThreadLimits): ThreadResponse {
  const replies = repliesOf(ctx, parent.id);
  const summary = threadSummary(ctx, parent);
  const firstPostAt = new Map<string, string>([[parent.user_id, parent.created_at]]);
  for (const reply of replies) if (!firstPostAt.has(reply.user_id)) firstPostAt.set(reply.user_id, reply.created_at);
  const lastMessageAt = summary.lastReplyAt ?? parent.created_at;
  const updatedAt = [parent.updated_at, lastMessageAt].sort().at(-1) ?? parent.updated_at;
  const channelResponse = {
    ...toChannelResponse(ctx, channel, viewerId),
    members: ctx.store.membersOf(channel.cid).slice(0, limits.memberLimit).map((member) => toMemberResponse(ctx, member)),
  };
  return {
    parent_message_id: parent.id,
    parent_message: toMessageResponse(ctx, parent, viewerId),
    channel_cid: channel.cid,
    channel: channelResponse,
    created_at: parent.created_at,
    created_by_user_id: parent.user_id,
    created_by: toUserResponseById(ctx, parent.user_id),
    updated_at: updatedAt,
    last_message_at: lastMessageAt,
    title: typeof parent.custom.thread_title === 'string' ? parent.custom.thread_title : parent.text.slice(0, 60),
    reply_count: summary.replyCount,
    participant_count: summary.participantIds.length,
    active_participant_count: summary.participantIds.length,
    latest_replies: limits.replyLimit <= 0 ? [] : replies.slice(-limits.replyLimit).map((reply) => toMessageResponse(ctx, reply, viewerId)),
    thread_participants: summary.participantIds.slice(0, limits.participantLimit).map((userId) => ({
      channel_cid: channel.cid,
      thread_id: parent.id,
      user_id: userId,
      user: toUserResponseById(ctx, userId),
      created_at: firstPostAt.get(userId) ?? parent.created_at,
      last_read_at: ctx.store.read(channel.cid, userId)?.last_read ?? parent.created_at,
    })),
    read: summary.participantIds.flatMap((userId) => {
      const read = ctx.store.read(channel.cid, userId);
      return read ? [{ user: toUserResponseById(ctx, userId), last_read: read.last_read, unread_messages: 0 }] : [];
    }),
  } satisfies ThreadResponse;
}
