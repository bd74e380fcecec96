import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import type { ChannelRecord, MemberRecord } from '../store/records.js';

/** `${type}:${id}` */
export function toCid(type: string, id: string): string {
  return `${type}:${id}`;
}

/** The live channel or a code-16 404 naming it. */
export function requireChannel(ctx: FakeStreamContext, cid: string, call: string): ChannelRecord {
  const channel = ctx.store.liveChannel(cid);
  if (!channel) throw new StreamError('notFound', `${call} failed with error: "Can't find channel with id ${cid}"`);
  return channel;
}

/**
 * Only members read or write a channel; the server (no acting user) may do anything.
 * Returns the membership, or undefined for the server acting as nobody.
 */
export function requireMember(ctx: FakeStreamContext, channel: ChannelRecord, userId: string | undefined, call: string): MemberRecord | undefined {
  if (userId === undefined) return undefined;
  const member = ctx.store.member(channel.cid, userId);
  const user = ctx.store.users.get(userId);
  // The creator may open a channel it made for others; admins may open any.
  if (!member && user?.role !== 'admin' && channel.created_by_id !== userId) {
    throw new StreamError('notAllowed', `${call} failed with error: "User '${userId}' with role 'user' is not allowed to access Resource ${channel.cid} (not a member)"`);
  }
  return member;
}
