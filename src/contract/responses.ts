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
  /**
   * The domains whose links a masking policy lets through (the host's own and the allowed work links; a domain
   * covers its subdomains), so the composer can say which links a message will lose before it is sent.
   */
  linkDomains: string[];
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

/**
 * Why an e-mail request was accepted but no e-mail will be sent for it. `recipient_unknown` (a private-chat notice):
 * the person never used the chat and the host never told the service of them, so there is no address to write to.
 */
export type NotQueuedReason = 'hourly_cap' | 'already_notified' | 'recipient_online' | 'recipient_muted' | 'unsubscribed' | 'recipient_unknown';

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

/** GET get-preferences, POST set-preferences and POST clear-email-bounce: the caller's own settings. */
export interface PreferencesAnswer {
  emailNotifications: 'all' | 'none';
  /** Present when mail to her address bounced: no chat e-mail reaches her until she clears it (clear-email-bounce). */
  emailBouncing?: true;
}

/** A person the caller blocked, as the settings view lists them. */
export interface BlockedPerson {
  id: string;
  name: string | null;
  image: string | null;
}

/** GET blocked-users, POST block-user and unblock-user: the caller's blocked people, newest first. */
export interface BlockedAnswer {
  blocked: BlockedPerson[];
}

/** POST report: the report is open for the board; `blocked` when the caller blocked the person in the same step. */
export interface ReportAnswer {
  reportId: string;
  blocked: boolean;
}

/** POST get-reply-hint: the other side's reply-time line, or null with too little history to go on. */
export interface ReplyHintAnswer {
  hint: { kind: 'within'; hours: number } | { kind: 'rarely' } | null;
}

/** POST mark-seen: the conversation is recorded as opened by the caller (the first time stands). */
export interface MarkSeenAnswer {
  channelId: string;
  seen: true;
}

/** POST get-seen-channels: the asked conversations the caller has opened, on any device. */
export interface SeenChannelsAnswer {
  seen: string[];
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
  'clear-email-bounce': PreferencesAnswer;
  'blocked-users': BlockedAnswer;
  'block-user': BlockedAnswer;
  'unblock-user': BlockedAnswer;
  report: ReportAnswer;
  'get-reply-hint': ReplyHintAnswer;
  'mark-seen': MarkSeenAnswer;
  'get-seen-channels': SeenChannelsAnswer;
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
    /** "Awarded to <name>" notices at the provider, now naming "a former member". */
    awardNotices: number;
    /** Channel fields at the provider that held their id (`candidate_id`, a DM's `owner_id`, `awarded_to`), now a pseudonym. */
    channelFields: number;
    /** Their reply-by-e-mail handles, deleted. */
    replyHandles: number;
    /** Their DMs in the DM registry, kept for the other member with a pseudonym in their place. */
    dmRegistryRows: number;
    /** Bounties awarded to them, still awarded, to a pseudonym. */
    bountyAwards: number;
    /** Their e-mail files in the outbox folder, deleted. */
    outboxFiles: number;
    /** The conversations they had opened (the list's "New"), forgotten. */
    seenConversations: number;
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
  /** What the service keeps that names them besides e-mail: what an erasure removes or pseudonymises. */
  service: {
    /** Reply-by-e-mail handles: the channel each posts to and when it expires (the handle, a key, stays out). */
    replyHandles: { channelId: string; expiresAt: string }[];
    /** Their DMs in the DM registry. */
    directMessages: { channelId: string; bountyId: string; otherUserId: string }[];
    /** Bounties awarded to them now. */
    bountyAwards: { bountyId: string; title: string }[];
    /** "Awarded to <name>" notices the service posted about them. */
    awardNotices: { messageId: string; channelId: string; postedAt: string }[];
    /** Channels whose fields hold their id, with those fields. */
    channelFields: { channelId: string; fields: string[] }[];
    /** E-mail files addressed to them in the outbox folder (when the service writes e-mail there). */
    outboxFiles: string[];
    /** The conversations they opened, and when first (the list's "New" on every device). */
    seenConversations: { channelId: string; seenAt: string }[];
  };
}

/** Every failure: the catalogue text in `message`, the specifics in `detail`. */
export interface ErrorAnswer {
  error: { code: string; message: string; detail: string };
}
