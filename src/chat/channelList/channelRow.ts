/**
 * One channel as the list shows it: plain data, so the list's rules can be tested without an SDK client.
 * The app builds rows from the SDK's channels; events change them through channelListReducer.
 */
import type { ChannelMemberResponse, MessageResponse, UserResponse } from 'stream-chat';

/** A member's name and picture, enough for a title and an avatar. */
export interface MemberSummary {
  id: string;
  name?: string;
  image?: string;
}

/** What the preview line needs from the latest message. */
export interface MessagePreview {
  id: string;
  text: string;
  userId: string | undefined;
  deleted: boolean;
  attachments: number;
  poll: boolean;
  /** ISO time. */
  createdAt: string | undefined;
}

/** One row of the channel list. */
export interface ChannelRow {
  cid: string;
  type: string;
  id: string;
  name?: string;
  image?: string;
  members: MemberSummary[];
  lastMessage: MessagePreview | undefined;
  unread: number;
}

/** The message fields a preview reads; both the SDK's MessageResponse and its LocalMessage have them. */
export type PreviewSource = Pick<MessageResponse, 'id'> & Partial<Pick<MessageResponse, 'text' | 'type' | 'attachments' | 'poll_id'>> & {
  user?: { id: string } | null;
  created_at?: string | Date;
};

/** The preview of `message`. */
export function previewOf(message: PreviewSource): MessagePreview {
  const created = message.created_at;
  return {
    id: message.id,
    text: message.text ?? '',
    userId: message.user?.id,
    deleted: message.type === 'deleted',
    attachments: message.attachments?.length ?? 0,
    poll: !!message.poll_id,
    createdAt: created instanceof Date ? created.toISOString() : created,
  };
}

/** Whether `message` shows in the channel (a thread reply shows only in its thread unless also sent to it). */
export function showsInChannel(message: Pick<MessageResponse, 'parent_id' | 'show_in_channel'>): boolean {
  return !message.parent_id || !!message.show_in_channel;
}

/** A member summary from a user. */
export function memberOf(user: Pick<UserResponse, 'id' | 'name' | 'image'>): MemberSummary {
  return { id: user.id, ...(user.name ? { name: user.name } : {}), ...(typeof user.image === 'string' && user.image ? { image: user.image } : {}) };
}

/** Member summaries from the SDK's members (entries without a user are skipped). */
export function membersOf(members: ReadonlyArray<ChannelMemberResponse>): MemberSummary[] {
  return members.flatMap((member) => (member.user ? [memberOf(member.user)] : []));
}

/** The name and image a channel's data sets (absent when it sets none); custom data, so checked at run time. */
export function channelLook(data: object | undefined): { name?: string; image?: string } {
  const { name, image } = (data ?? {}) as { name?: unknown; image?: unknown };
  return {
    ...(typeof name === 'string' && name ? { name } : {}),
    ...(typeof image === 'string' && image ? { image } : {}),
  };
}

/** The channel's name, or the other members' names for a direct message. */
export function rowTitle(row: Pick<ChannelRow, 'name' | 'members'>, userId: string): string {
  if (row.name) return row.name;
  const others = row.members.filter((m) => m.id !== userId);
  return others.map((m) => m.name || m.id).join(', ') || 'Conversation';
}

/** The image to show: the channel's, else the other member's for a one-to-one channel. */
export function rowImage(row: Pick<ChannelRow, 'image' | 'members'>, userId: string): string | undefined {
  if (row.image) return row.image;
  const others = row.members.filter((m) => m.id !== userId);
  return others.length === 1 ? others[0]?.image : undefined;
}
