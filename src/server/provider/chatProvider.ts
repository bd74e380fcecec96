/** What the service knows about a channel after asking the provider. */
export interface ChannelSnapshot {
  channelId: string;
  channelType: string;
  name: string | null;
  /** `bounty` or `dm` for channels this service created; null for others. */
  kind: string | null;
  bountyId: string | null;
  createdById: string | null;
  /** Members the provider listed (it may cap the list on very large channels). */
  memberIds: string[];
  memberCount: number;
  archived: boolean;
  lastMessageAt: string | null;
  /** Unread count of the user the query was made for, when it was made for one. */
  unread: number | null;
}

/** A user as the provider sees it: never an e-mail address. */
export interface ProviderUser {
  id: string;
  name?: string;
  image?: string;
  /** The host's role, kept as a custom field; the provider role is always `user`. */
  bountyRole?: string;
}

/** Fields a new channel is created with. */
export interface NewChannel {
  createdById: string;
  memberIds: string[];
  custom: Record<string, string | boolean>;
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
  /** One page of `userId`'s channels, newest activity first; `kind` narrows to bounty or dm channels. */
  listChannels(userId: string, page: { limit: number; offset: number }, kind?: string): Promise<ChannelSnapshot[]>;
  updateChannel(channelId: string, set: Record<string, string | boolean>, unset: string[]): Promise<void>;
  deleteChannel(channelId: string): Promise<void>;
}
