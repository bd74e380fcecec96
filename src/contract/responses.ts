/** The answers of the product service's routes, typed once for the service and its client. Types only. */

/** The caller as the product service knows it. */
export interface ServiceUser {
  id: string;
  name?: string;
  image?: string;
  role?: string;
}

/** POST get-or-create-user. */
export interface ChatSession {
  user: ServiceUser;
  /** A provider user token for the caller; it expires with the host's token. */
  token: string;
  apiKey: string;
  baseUrl: string;
}

/** POST get-or-create-channel and create-dm-channel. */
export interface ChannelRef {
  channelId: string;
  channelType: string;
}

/** POST get-unread-messages. */
export interface ChannelUnread {
  channelId: string;
  unread: number;
}

/** One of the caller's channels in GET all-channels; member ids never travel with e-mail addresses. */
export interface ChannelSummary {
  channelId: string;
  channelType: string;
  name: string | null;
  /** `bounty` or `dm`; null for channels the service did not create. */
  kind: string | null;
  bountyId: string | null;
  /** For a DM: the bounty channel's name when it existed at creation, else null. */
  bountyTitle: string | null;
  /** Who may archive and delete the channel. */
  createdBy: string | null;
  memberCount: number;
  archived: boolean;
  lastMessageAt: string | null;
  unread: number;
}

/** GET all-channels. */
export interface AllChannels {
  channels: ChannelSummary[];
}

/** Why an e-mail request was accepted but no e-mail will be sent for it. */
export type NotQueuedReason = 'hourly_cap' | 'already_notified' | 'recipient_online';

/** POST send-message-email and send-private-chat-email. */
export type EmailAnswer = { queued: true } | { queued: false; reason: NotQueuedReason };

/** POST archive-channel, delete-channel and unarchive-channel. */
export interface OkAnswer {
  ok: boolean;
}

/** GET get-preferences and POST set-preferences: the caller's own preferences. */
export interface PreferencesAnswer {
  emailNotifications: 'all' | 'none';
}

/** Every failure: the catalogue text in `message`, the specifics in `detail`. */
export interface ErrorAnswer {
  error: { code: string; message: string; detail: string };
}
