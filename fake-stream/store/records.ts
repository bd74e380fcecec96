import type { ChannelConfigFields, CommandVariants, FileUploadConfig } from 'stream-chat';
import type { BanRecord, BlockRecord, ChannelMuteRecord, FlagRecord, PollRecord, PollVoteRecord, ReactionRecord, UserMuteRecord } from './message-feature-records.js';

/** Custom fields the provider stores verbatim next to its own (name, image, is_production …). */
export type CustomData = Record<string, unknown>;

/** A user as stored. */
export type UserRecord = {
  id: string;
  role: string;
  created_at: string;
  updated_at: string;
  last_active?: string;
  /** Every other field the user was upserted with (name, image …). */
  custom: CustomData;
};

/** A channel as stored; `cid` is `${type}:${id}`. */
export type ChannelRecord = {
  cid: string;
  type: string;
  id: string;
  created_by_id: string;
  created_at: string;
  updated_at: string;
  last_message_at?: string;
  frozen: boolean;
  disabled: boolean;
  cooldown?: number;
  deleted_at?: string;
  truncated_at?: string;
  /** Features this channel sets differently from its type (server-side `config_overrides`). */
  config_overrides?: ConfigOverrides;
  /** Every other field the channel was created or updated with (name, is_production …). */
  custom: CustomData;
};

/** The features one channel may set apart from its type, as the provider lists them (its grants and blocklist excepted). */
export type ConfigOverrides = Partial<Pick<ChannelConfigFields,
  'typing_events' | 'reactions' | 'replies' | 'quotes' | 'uploads' | 'url_enrichment' | 'max_message_length'>> & {
  commands?: CommandVariants[];
};

/** A channel type's features as an operator set them (createChannelType/updateChannelType); defaults fill the rest. */
export type ChannelTypeRecord = {
  name: string;
  created_at: string;
  updated_at: string;
  features: ChannelTypeFeatures;
};

/** The switches and limits of a channel type that fake-stream stores (its commands by name). */
export type ChannelTypeFeatures = Partial<Omit<ChannelConfigFields, 'name' | 'automod' | 'automod_behavior' | 'automod_thresholds' | 'blocklist_behavior' | 'push_level'>> & {
  commands?: CommandVariants[];
};

/** Channel roles a member can hold. */
export type ChannelRole = 'owner' | 'channel_moderator' | 'channel_member';

/** A channel membership; key `${cid}|${user_id}`. */
export type MemberRecord = {
  cid: string;
  user_id: string;
  channel_role: ChannelRole;
  created_at: string;
  updated_at: string;
  archived_at?: string;
  pinned_at?: string;
  /** Hidden channels leave the member's list until the next message (or `show`). */
  hidden?: boolean;
  custom: CustomData;
};

/** A message as stored. */
export type MessageRecord = {
  id: string;
  cid: string;
  user_id: string;
  type: string;
  text: string;
  created_at: string;
  updated_at: string;
  parent_id?: string;
  show_in_channel?: boolean;
  deleted_at?: string;
  /** Pin state (partial update `set: { pinned }`); `pin_expires` null means pinned until unpinned. */
  pinned_at?: string;
  pinned_by_id?: string;
  pin_expires?: string | null;
  /** When an edit last changed the text. */
  message_text_updated_at?: string;
  /** Every other field sent with the message (attachments, mentioned_users, quoted_message_id, custom …). */
  custom: CustomData;
};

/** One member's read state in one channel; key `${cid}|${user_id}`. */
export type ReadRecord = {
  cid: string;
  user_id: string;
  last_read: string;
  last_read_message_id?: string;
  /** Kept up to date on every new message so counts stay O(channels of the user). */
  unread_messages: number;
};

/** The app's settings (one record, key "app"). */
export type AppSettingsRecord = {
  id: 'app';
  image_upload_config: FileUploadConfig;
  file_upload_config: FileUploadConfig;
  /** Any other setting the server SDK stored. */
  custom: CustomData;
};

/** Every table of the store and its record type; later features add tables here. */
export type Tables = {
  users: UserRecord;
  channels: ChannelRecord;
  members: MemberRecord;
  messages: MessageRecord;
  reads: ReadRecord;
  app: AppSettingsRecord;
  reactions: ReactionRecord;
  polls: PollRecord;
  pollVotes: PollVoteRecord;
  userMutes: UserMuteRecord;
  channelMutes: ChannelMuteRecord;
  flags: FlagRecord;
  blocks: BlockRecord;
  bans: BanRecord;
  uploads: UploadRecord;
  channelTypes: ChannelTypeRecord;
};

/** The key of a membership or read-state record. */
export function memberKey(cid: string, userId: string): string {
  return `${cid}|${userId}`;
}

/** An uploaded file or image, served back at `/uploads/{id}/{name}`; the bytes travel base64 so the journal keeps them. */
export type UploadRecord = {
  id: string;
  /** The channel it was uploaded to; absent for app-wide uploads (`/uploads/file`). */
  cid?: string;
  user_id: string;
  kind: 'file' | 'image';
  name: string;
  mime_type: string;
  size: number;
  created_at: string;
  data_base64: string;
};
