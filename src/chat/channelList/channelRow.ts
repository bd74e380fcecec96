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
  /** What each attachment is, for naming it ("Photo", "📎 cv.pdf"). */
  files?: FileSummary[];
}

/** One attachment as a preview names it. */
export interface FileSummary {
  kind: 'image' | 'video' | 'voice' | 'file';
  name?: string;
}

/** One row of the channel list. */
export interface ChannelRow extends ChannelLook {
  cid: string;
  type: string;
  id: string;
  members: MemberSummary[];
  lastMessage: MessagePreview | undefined;
  unread: number;
  /**
   * False when the channel keeps no read state for the user (its type has read events off: no `read-events`
   * capability): nothing in it counts as unread. Absent means it does.
   */
  readEvents?: false;
  /** Whether every other member has read the latest message (its status, when it is the user's own). */
  readByOthers?: boolean;
  /** When the user pinned the channel for themselves (pinned rows stay on top). */
  pinnedAt?: string;
  /** The provider says the user has written in or read this channel (so it is never "new", whatever this browser stored). */
  visited?: true;
}

/** The message fields a preview reads; both the SDK's MessageResponse and its LocalMessage have them. */
export type PreviewSource = Pick<MessageResponse, 'id'> & Partial<Pick<MessageResponse, 'text' | 'type' | 'poll_id'>> & {
  attachments?: ReadonlyArray<{ type?: string; title?: string; mime_type?: string }>;
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
    ...(message.attachments?.length ? { files: message.attachments.map(fileOf) } : {}),
  };
}

function fileOf(attachment: { type?: string; title?: string; mime_type?: string }): FileSummary {
  const { type = '', title, mime_type: mime = '' } = attachment;
  const kind: FileSummary['kind'] = type === 'voiceRecording' || (type === 'audio' && !title) ? 'voice'
    : type === 'image' || (type === 'file' && mime.startsWith('image/')) ? 'image'
      : type === 'video' ? 'video' : 'file';
  return { kind, ...(title ? { name: title } : {}) };
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

/** What a channel's own data says about it: name, image, the bounty a DM is about, archive and owner. */
export interface ChannelLook {
  name?: string;
  image?: string;
  /** 'dm' or 'bounty' as the product service created it. */
  kind?: string;
  bountyId?: string;
  /** The bounty's title a DM is about, when the service knew it. */
  bountyTitle?: string;
  /** Archived by its owner (through the product service). */
  archived?: true;
  /** The owner: only they may archive, unarchive or delete. */
  createdById?: string;
}

/** The fields of ChannelLook, so a channel.updated can drop the ones its data no longer has. */
export const LOOK_FIELDS: ReadonlyArray<keyof ChannelLook> = ['name', 'image', 'kind', 'bountyId', 'bountyTitle', 'archived', 'createdById'];

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** The look a channel's data sets (fields absent when it sets none); custom data, so checked at run time. */
export function channelLook(data: object | undefined): ChannelLook {
  const raw = (data ?? {}) as Record<string, unknown>;
  const createdBy = raw['created_by'] as { id?: unknown } | undefined;
  const look: ChannelLook = {
    name: text(raw['name']), image: text(raw['image']), kind: text(raw['kind']), bountyId: text(raw['bounty_id']),
    bountyTitle: text(raw['bounty_title']), ...(raw['archived'] === true ? { archived: true as const } : {}),
    // The service records the owner as owner_id (a bounty's poster per the host); older channels only have a creator.
    createdById: text(raw['owner_id']) ?? text(raw['created_by_id']) ?? text(createdBy?.id),
  };
  for (const key of LOOK_FIELDS) if (look[key] === undefined) delete look[key];
  return look;
}

/** The channel's name, or the other members' names for a direct message. */
export function rowTitle(row: Pick<ChannelRow, 'name' | 'members'>, userId: string): string {
  if (row.name) return row.name;
  const others = row.members.filter((m) => m.id !== userId);
  return others.map((m) => m.name || m.id).join(', ') || 'Conversation';
}

/** The bounty a DM is about, as a row shows it under the person: its title, else its id; undefined for others. */
export function rowBounty(row: Pick<ChannelRow, 'kind' | 'bountyId' | 'bountyTitle' | 'name'>): string | undefined {
  if (row.kind !== 'dm' || row.name) return undefined;
  return row.bountyTitle ?? row.bountyId;
}

/** The image to show: the channel's, else the other member's for a one-to-one channel. */
export function rowImage(row: Pick<ChannelRow, 'image' | 'members'>, userId: string): string | undefined {
  if (row.image) return row.image;
  const others = row.members.filter((m) => m.id !== userId);
  return others.length === 1 ? others[0]?.image : undefined;
}

/** Whose colour an avatar without image takes: the other member's in a one-to-one channel, else the channel's. */
export function rowAvatarId(row: Pick<ChannelRow, 'cid' | 'members'>, userId: string): string {
  const others = row.members.filter((m) => m.id !== userId);
  return others.length === 1 ? others[0]!.id : row.cid;
}

/** Whether a row shows the "New" mark: never opened in this browser (`seen`), and not visited per the provider. */
export const isNewRow = (row: Pick<ChannelRow, 'visited'>, seen: boolean): boolean => !seen && !row.visited;

/**
 * Whether the user's messages in a channel are counted unread: the channel grants `read-events`. Capabilities not
 * known yet (undefined) count, as the SDK does.
 */
export function countsUnread(ownCapabilities: readonly string[] | undefined): boolean {
  return ownCapabilities === undefined || ownCapabilities.includes('read-events');
}
