import type { MessageResponse } from 'stream-chat';

/** What the service knows about a channel after asking the provider. */
export interface ChannelSnapshot {
  channelId: string;
  channelType: string;
  name: string | null;
  /** `bounty` or `dm` for channels this service created; null for others. */
  kind: string | null;
  bountyId: string | null;
  createdById: string | null;
  /** Who may archive and delete it: custom `owner_id` (a bounty's poster, a DM's opener), else the creator. */
  ownerId: string | null;
  /** A DM's bounty title (custom `bounty_title`), copied from the bounty channel when the DM was made. */
  bountyTitle: string | null;
  /** A DM's candidate (custom `candidate_id`), when set. */
  candidateId?: string | null;
  /** The bounty's facts the service copies to the bounty channel and its DMs (custom fields `bounty_url`, `reward`, `status`, `awarded_to`, `contact_policy`, `first_contact_guard`), as set. */
  bountyFacts: Record<string, string>;
  /** Members the provider listed (it may cap the list on very large channels). */
  memberIds: string[];
  memberCount: number;
  archived: boolean;
  /** Read-only at the provider (a closed bounty's channels): nobody writes or edits there. */
  frozen: boolean;
  lastMessageAt: string | null;
  /** Unread count of the user the query was made for, when it was made for one. */
  unread: number | null;
  /** Whether the user the query was made for muted the channel (the provider's `muted`); null without one. */
  muted: boolean | null;
}

/** A user as the provider sees it: never an e-mail address. */
export interface ProviderUser {
  id: string;
  name?: string;
  image?: string;
  /** The host's role, kept as a custom field; the provider role is always `user`. */
  bountyRole?: string;
}

/** A user as the provider holds them, with when it first saw them. */
export interface ProviderUserRecord extends ProviderUser {
  createdAt: string | null;
}

/** Message types a person wrote (not system notices, errors or ephemeral ones): the only ones e-mailed, edited or masked. */
const WRITTEN_TYPES: ReadonlySet<string> = new Set(['regular', 'reply']);

/** Whether `message` is one a person wrote. */
export function isWritten(message: { type: string }): boolean {
  return WRITTEN_TYPES.has(message.type);
}

/** A message as the provider stores it: the only source of the text an e-mail quotes. */
export interface ProviderMessage {
  id: string;
  /** The provider channel type of its channel (the product's `bountychat` for every channel the service made). */
  channelType: string;
  channelId: string;
  userId: string | null;
  text: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** Only `regular` and `reply` messages are ones a person wrote. */
  type: string;
  deleted: boolean;
  /** Users the message @-mentions, as the provider recorded them (`mentioned_users`). */
  mentionedUserIds: string[];
  /** The sender's name at the provider, when it has one. */
  userName: string | null;
  /** The custom `sent_via` field (`email` for a reply by e-mail), when the message has one. */
  sentVia?: string | null;
}

/** A channel of the product's type with messages since a time, as the catch-up reads it. */
export interface ActiveChannel {
  channelId: string;
  /** The provider's ISO time of its newest message. */
  lastMessageAt: string;
  /** Its newest messages, oldest first (at most a page). */
  messages: ProviderMessage[];
  /** False when the page was full: older messages may follow (read them with `messagesAfter`). */
  complete: boolean;
}

/** Fields a new channel is created with; its creator at the provider is always the service user. */
export interface NewChannel {
  memberIds: string[];
  custom: Record<string, string | boolean>;
}

/** The app's webhook at the provider: where it pushes events (null when nowhere) and which ones. */
export interface ProviderWebhook {
  url: string | null;
  events: string[];
}

/** What the start-up check reads: every channel type's grants, the app-level grants and the checks' switches. */
export interface ProviderGrants {
  /** Grants by role, per channel type (every type the app has). */
  channelTypes: Record<string, Record<string, string[]>>;
  /** App-level grants by role (user permissions such as `update-user-owner`, `search-user`). */
  app: Record<string, string[]>;
  disableAuthChecks: boolean;
  disablePermissionsChecks: boolean;
}

/** The product's channel type at start-up: whether the service just created it, and its grants by role. */
export interface ChannelTypeState {
  created: boolean;
  grants: Record<string, string[]>;
}

/** A poll as the contact rule reads it: its texts, and whether voters may add texts of their own. */
export interface ProviderPoll {
  /** Name, description, option texts and custom fields, as stored. */
  fields: Record<string, unknown>;
  /** Answers (`allow_answers`) or suggested options (`allow_user_suggested_options`): voters write texts the hook never sees. */
  takesVoterText: boolean;
}

/** The provider operations the service uses; the Stream implementation wraps every failure in a ProviderError. */
export interface ChatProvider {
  readonly apiKey: string;
  readonly baseUrl: string;
  createUserToken(userId: string, expiresAtSeconds: number): string;
  upsertUsers(users: ProviderUser[]): Promise<void>;
  /** Creates the users that the provider does not know yet, as bare ids; known ones are left untouched. */
  createMissingUsers(userIds: string[]): Promise<void>;
  /** Creates the channel, or returns the existing one unchanged. */
  getOrCreateChannel(channelId: string, channel: NewChannel): Promise<ChannelSnapshot>;
  addMember(channelId: string, userId: string): Promise<void>;
  /**
   * The channel, or null when it does not exist. With `member`, only when that user is a member, and
   * `unread` is theirs; without, the lookup is the server's (any channel, no unread count).
   */
  findChannel(channelId: string, member: string | null): Promise<ChannelSnapshot | null>;
  /**
   * The service's DM channels of exactly the two `pair` members about `bountyId` (of the product's channel type,
   * `kind` dm), at most a few: how a DM recorded nowhere yet (made before the DM registry) is found again.
   */
  findDms(pair: readonly [string, string], bountyId: string): Promise<ChannelSnapshot[]>;
  /** One page of `userId`'s channels, newest activity first; `kind` narrows to bounty or dm channels. */
  listChannels(userId: string, page: { limit: number; offset: number }, kind?: string): Promise<ChannelSnapshot[]>;
  /** The message with this id, or null when the provider has none. */
  getMessage(messageId: string): Promise<ProviderMessage | null>;
  /** The poll, or null when there is none of that id. */
  getPoll(pollId: string): Promise<ProviderPoll | null>;
  /**
   * `senderId`'s messages since `sinceMs` in channels shared with `otherId` (only `channelId` when given),
   * newest first, at most 100.
   */
  recentMessages(senderId: string, otherId: string, sinceMs: number, channelId?: string): Promise<ProviderMessage[]>;
  /** Whether the provider shows the user connected right now. */
  isOnline(userId: string): Promise<boolean>;
  /** The ids of the users `userId` muted, as the provider holds her mutes (expired ones left out). */
  mutedUsers(userId: string): Promise<string[]>;
  /** Every channel type's grants and the app settings, as the provider's server API reports them. */
  grants(): Promise<ProviderGrants>;
  /**
   * Creates the product's channel type with locked grants when the app lacks it; answers whether it did and the
   * type's grants as the provider holds them now.
   */
  ensureChannelType(): Promise<ChannelTypeState>;
  /** Replaces the grants of the roles named in `grants` on the product's channel type; other roles keep theirs. */
  setChannelTypeGrants(grants: Record<string, string[]>): Promise<void>;
  /** Creates the service user (the creator of every channel) when the provider lacks it. */
  ensureServiceUser(): Promise<void>;
  /** The user as the provider holds them, or null when it does not know them. */
  findUser(userId: string): Promise<ProviderUserRecord | null>;
  /** Deletes the user and hard-deletes every message they wrote; false when the provider did not know them. */
  deleteUser(userId: string): Promise<boolean>;
  /** Messages `userId` wrote in channels they are a member of, newest first, at most `max`. */
  messagesBy(userId: string, max: number): Promise<ProviderMessage[]>;
  updateChannel(channelId: string, set: Record<string, string | boolean>, unset: string[]): Promise<void>;
  /** The app's webhook as the provider holds it (`webhook_url`, null when unset; `webhook_events`). */
  webhook(): Promise<ProviderWebhook>;
  /** Sets the app's webhook (`webhook_url`, `webhook_events`) at the provider. */
  setWebhook(url: string, events: readonly string[]): Promise<void>;
  deleteChannel(channelId: string): Promise<void>;
  /** Posts a system message (the service's voice, no sender shown) in the channel, frozen or not; answers its id. */
  sendSystemMessage(channelId: string, text: string): Promise<string>;
  /** Sends a custom event (`type` without a `.`, string fields) to every connection of `userId`. */
  sendUserEvent(userId: string, event: { type: string } & Record<string, string>): Promise<void>;
  /** Marks the channel read for `userId` (a member), up to its newest message. */
  markRead(channelId: string, userId: string): Promise<void>;
  /**
   * Replaces a message's text server-side, as `userId` (its sender) edited it; answers the message as stored.
   * `hiddenBy` (when given) sets the message's `contact_hidden` field to the policy that hid something, or unsets it (null).
   */
  updateMessageText(messageId: string, text: string, userId: string, hiddenBy?: string | null): Promise<MessageResponse>;
  /**
   * Up to `limit` channels of the product's type whose newest message is later than `since` (an ISO time), the
   * least recently active first, each with its newest messages.
   */
  activeChannels(since: string, limit: number): Promise<ActiveChannel[]>;
  /** Up to `limit` of the channel's messages created after `after` (an ISO time), oldest first. */
  messagesAfter(channelId: string, after: string, limit: number): Promise<ProviderMessage[]>;
  /** The service's DM channels about `bountyId` (of the product's type, `kind` dm), at most a few hundred. */
  dmsAbout(bountyId: string): Promise<ChannelSnapshot[]>;
  /** The product's channels whose custom field `field` is `value`, at most a few hundred. */
  channelsWith(field: string, value: string): Promise<ChannelSnapshot[]>;
  /** Blocks `blockedId` for `blockerId` at the provider (her 1-on-1 channels with him refuse his messages). */
  blockUser(blockerId: string, blockedId: string): Promise<void>;
  unblockUser(blockerId: string, blockedId: string): Promise<void>;
  /** The ids `userId` blocked at the provider. */
  blockedUsers(userId: string): Promise<string[]>;
  /** Flags a message for the provider's review queue, as `reporterId`, with the reason. */
  flagMessage(reporterId: string, messageId: string, reason: string): Promise<void>;
  /** Flags a user for the provider's review queue, as `reporterId`, with the reason. */
  flagUser(reporterId: string, userId: string, reason: string): Promise<void>;
  /** Bans the user app-wide (optionally shadow, optionally for `timeoutMinutes`). */
  banUser(userId: string, options: { shadow?: boolean; timeoutMinutes?: number; reason?: string }): Promise<void>;
  /** Lifts the user's app-wide ban, shadow or not. */
  unbanUser(userId: string): Promise<void>;
  /** Deletes a message for good at the provider. */
  hardDeleteMessage(messageId: string): Promise<void>;
}
