import type { FileUploadConfig } from 'stream-chat';

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
  /** Every other field the channel was created or updated with (name, is_production …). */
  custom: CustomData;
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
};

/** The key of a membership or read-state record. */
export function memberKey(cid: string, userId: string): string {
  return `${cid}|${userId}`;
}
