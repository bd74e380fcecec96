/** What an e-mail item is about: a new chat message, or a notice that someone opened a private chat. */
export type EmailKind = 'message' | 'private-chat';

/** One thing to tell a recipient; everything for one recipient within the window goes out as one digest. */
export interface EmailRequest {
  recipientId: string;
  recipientEmail: string;
  recipientName: string;
  channelId: string;
  channelTitle: string;
  /** The bounty the conversation is about (for the conversation link's `{bountyId}`), or null. */
  bountyId?: string | null;
  kind: EmailKind;
  isDM: boolean;
  senderId: string;
  senderName: string;
  text: string;
  /** The provider's message id: the same message is never e-mailed to the same recipient twice. */
  messageId: string | null;
}

/**
 * What became of a request. `hourly_cap`: the recipient had their hourly share of e-mail, so the item waits in
 * the next allowed digest (kept, not dropped). `already_notified`: this private-chat notice went out within a day.
 * `unsubscribed`: the recipient turned chat e-mail off (emailNotifications `none`); nothing is kept.
 */
export type EnqueueResult = { queued: true } | { queued: false; reason: 'hourly_cap' | 'already_notified' | 'unsubscribed' };

/** One item of a digest, as the renderer shows it. */
export interface DigestItem {
  kind: EmailKind;
  channelId: string;
  channelTitle: string;
  /** The bounty the conversation is about, or null (older items, channels of no bounty). */
  bountyId?: string | null;
  isDM: boolean;
  senderName: string;
  text: string;
  createdAt: number;
}

/** One e-mail to send: everything for one recipient in one window, in arrival order. */
export interface EmailDigest {
  id: number;
  /** Whom it is for: signs the recipient's unsubscribe link. */
  recipientId: string;
  recipientEmail: string;
  recipientName: string;
  attempts: number;
  createdAt: number;
  items: DigestItem[];
}
