/** The answers of the product service's routes, typed once for the service and its client. Types only. */
import type { MessageResponse } from 'stream-chat';

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
export type NotQueuedReason = 'hourly_cap' | 'already_notified' | 'recipient_online' | 'recipient_muted' | 'unsubscribed';

/** POST send-message-email and send-private-chat-email. */
export type EmailAnswer = { queued: true } | { queued: false; reason: NotQueuedReason };

/** POST archive-channel, delete-channel and unarchive-channel. */
export interface OkAnswer {
  ok: boolean;
}

/**
 * POST edit-message: the message as the provider stored it after the edit (masked as the channel's policy says),
 * in the provider's own shape: what the SDK's `client.updateMessage` answers, so the kit takes it in its place.
 */
export interface EditMessageAnswer {
  message: MessageResponse;
}

/** GET get-preferences and POST set-preferences: the caller's own settings. */
export interface PreferencesAnswer {
  emailNotifications: 'all' | 'none';
}

/**
 * Each endpoint under /api/stream-chat/ and its answer: the server's route handlers return exactly this
 * (src/server/routes/route.ts) and the widget's client reads it (src/service), so neither can drift alone.
 */
export interface ServiceAnswers {
  'get-or-create-user': ChatSession;
  'get-or-create-channel': ChannelRef;
  'create-dm-channel': ChannelRef;
  'get-unread-messages': ChannelUnread;
  'all-channels': AllChannels;
  'send-message-email': EmailAnswer;
  'send-private-chat-email': EmailAnswer;
  'archive-channel': OkAnswer;
  'delete-channel': OkAnswer;
  'unarchive-channel': OkAnswer;
  'edit-message': EditMessageAnswer;
  'get-preferences': PreferencesAnswer;
  'set-preferences': PreferencesAnswer;
}

/** The name of an endpoint under /api/stream-chat/. */
export type ServiceEndpoint = keyof ServiceAnswers;

/** A user as the host API answers it (PUT and GET /api/host/v1/users/{id}). */
export interface HostUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: string;
  emailNotifications: 'all' | 'none';
  /** ISO time of the last change in the directory. */
  updatedAt: string;
}

/** DELETE /api/host/v1/users/{id}: what the erasure removed (all zero and false when there was nothing left). */
export interface ErasureAnswer {
  userId: string;
  removed: {
    /** The user at the chat provider. */
    providerUser: boolean;
    /** Their messages deleted at the provider (as counted in their channels just before). */
    providerMessages: number;
    /** Their entry in the service's directory (profile, e-mail address, preferences). */
    directoryEntry: boolean;
    /** E-mails to them, waiting or delivered (each with its text and address). */
    emailsToThem: number;
    /** Items quoting their messages in e-mails to others, waiting or delivered. */
    emailItemsAboutThem: number;
  };
}

/** One e-mail to the user, as the store keeps it (text and address are erased after the retention). */
export interface ExportedEmail {
  status: 'waiting' | 'sent' | 'failed';
  createdAt: string;
  sentAt: string | null;
  to: string;
  items: { kind: string; channelId: string; channelTitle: string; from: string; text: string | null; at: string }[];
}

/** GET /api/host/v1/users/{id}/export: everything the service and the provider hold about the user. */
export interface UserExport {
  userId: string;
  exportedAt: string;
  profile: HostUser | null;
  preferences: PreferencesAnswer;
  provider: {
    user: { id: string; name: string | null; image: string | null; role: string | null; createdAt: string | null } | null;
    channels: {
      channelId: string;
      name: string | null;
      kind: string | null;
      bountyId: string | null;
      memberCount: number;
      /** The messages this user wrote there, oldest first. */
      messages: { id: string; text: string; createdAt: string; type: string }[];
    }[];
  };
  emails: ExportedEmail[];
}

/** Every failure: the catalogue text in `message`, the specifics in `detail`. */
export interface ErrorAnswer {
  error: { code: string; message: string; detail: string };
}
