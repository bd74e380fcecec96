/** Request and answer shapes of the product service's routes, /api/stream-chat/*. */

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
  /** A Stream user token for the caller. */
  token: string;
  apiKey: string;
  baseUrl: string;
}

/** A channel the service created or found. */
export interface ChannelRef {
  channelId: string;
  channelType: string;
}

/** POST get-unread-messages. */
export interface ChannelUnread {
  channelId: string;
  unread: number;
}

/** Arguments of create-dm-channel. */
export interface DirectMessageRequest {
  userId: string;
  bountyId: string;
  candidateId: string;
}

/** Arguments of send-message-email. */
export interface MessageEmailRequest {
  senderUserId: string;
  recipientUserId: string;
  messageContent: string;
  isDM: boolean;
  channelName: string;
  /** The channel; without it the service reads `channelName` as the channel id. */
  channelId?: string;
  /** The message: the service reads its text and sender from the provider. */
  messageId?: string;
}
