import { isoNow } from '../clock.js';
import type { FakeStreamContext } from '../context.js';
import { memberEvent, notificationRemovedFromChannelEvent } from '../events/membership-events.js';
import { toChannelResponse } from '../serializers/channel.js';
import { toMemberResponse } from '../serializers/member.js';
import { memberKey } from '../store/records.js';
import type { ChannelRecord, ChannelRole, MemberRecord } from '../store/records.js';
import { unreadCounts } from './unread.js';

/** Removes memberships and their read state; returns the memberships that existed. */
export function removeMembers(ctx: FakeStreamContext, channel: ChannelRecord, userIds: readonly string[]): MemberRecord[] {
  const removed: MemberRecord[] = [];
  for (const userId of new Set(userIds)) {
    const member = ctx.store.member(channel.cid, userId);
    if (!member) continue;
    ctx.store.members.delete(memberKey(channel.cid, userId));
    ctx.store.reads.delete(memberKey(channel.cid, userId));
    removed.push(member);
  }
  return removed;
}

/** Gives members a new channel role; returns the memberships that changed. */
export function setChannelRoles(ctx: FakeStreamContext, channel: ChannelRecord, roles: ReadonlyArray<{ user_id: string; channel_role: ChannelRole }>, now: string): MemberRecord[] {
  const changed: MemberRecord[] = [];
  for (const { user_id, channel_role } of roles) {
    const member = ctx.store.member(channel.cid, user_id);
    if (!member || member.channel_role === channel_role) continue;
    changed.push(ctx.store.members.set({ ...member, channel_role, updated_at: now }));
  }
  return changed;
}

/**
 * `member.added` / `member.updated` / `member.removed` go to the channel's watchers and to the member's own
 * connections that do not watch it (so another tab re-sorts a pinned or archived channel).
 */
export function publishMemberChange(ctx: FakeStreamContext, channel: ChannelRecord, type: 'member.added' | 'member.updated' | 'member.removed', member: MemberRecord): void {
  const event = memberEvent({
    type,
    channel,
    member: toMemberResponse(ctx, member),
    memberCount: ctx.store.memberIdsOf(channel.cid).length,
    createdAt: isoNow(ctx.clock),
  });
  ctx.bus.emit('watchers', { cid: channel.cid, build: () => event });
  ctx.bus.emit('members-not-watching', { cid: channel.cid, userIds: [member.user_id], build: () => event });
}

/** Tells removed users the channel left their list, and stops their connections watching it. */
export function announceRemovedMembers(ctx: FakeStreamContext, channel: ChannelRecord, removed: readonly MemberRecord[]): void {
  const createdAt = isoNow(ctx.clock);
  for (const member of removed) {
    ctx.watchers.unwatchUser(member.user_id, channel.cid);
    ctx.bus.emit('user', {
      userId: member.user_id,
      build: (recipientId) => notificationRemovedFromChannelEvent({
        channel: toChannelResponse(ctx, channel, recipientId),
        member: toMemberResponse(ctx, member),
        counts: unreadCounts(ctx, recipientId),
        createdAt,
      }),
    });
  }
}
