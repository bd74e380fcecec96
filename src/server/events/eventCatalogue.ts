/**
 * The events the service sends to the host's back end, by type: each event's `data`. A new event is one line
 * here and one `record` call where it happens. docs/events.md shows an example body of each.
 */
export interface EventCatalogue {
  /** The first message of a DM: who wrote to whom about which bounty. */
  'conversation.started': { channelId: string; bountyId: string; candidateId: string; posterId: string; messageId: string; senderId: string };
  /** A message a person wrote; `text` only with BOUNTY_CHAT_HOST_WEBHOOK_TEXT=1. */
  'message.sent': { channelId: string; bountyId: string | null; senderId: string; messageId: string; via: MessageVia; text?: string };
  /** The other side's first answer in a DM, `seconds` after the first message. */
  'conversation.first_reply': { channelId: string; bountyId: string; senderId: string; messageId: string; seconds: number };
  /** A notification e-mail the mail server accepted. */
  'email.sent': { recipientId: string; channelIds: string[]; items: number };
  /** A delivery report marked the user's address as bouncing: no more e-mail goes to it. */
  'email.bounced': { userId: string };
  /** The user turned e-mail notifications off through the link in an e-mail. */
  'user.unsubscribed': { userId: string };
  /** A reply by e-mail that was not posted, and why. */
  'reply.refused': { userId: string; channelId: string; reason: string };
  /** The bounty's status moved (host API or a bounty ticket). */
  'bounty.status_changed': { bountyId: string; old: string; new: string; awardedTo: string | null };
  /** Someone reported a message or a person (reporterId `system`: the first-contact guard held a sender). */
  'report.created': { reportId: string; reporterId: string; reportedUserId: string; channelId: string; bountyId: string | null; messageId: string | null; reason: string };
}

/** Every event type the service records. */
export type EventType = keyof EventCatalogue;

/** How a message reached the chat: the widget, a reply by e-mail, or a server-side post marked `sent_via: 'api'`. */
export type MessageVia = 'widget' | 'email' | 'api';

/** An event as the host receives it (the JSON body of one POST, and one item of GET /api/host/v1/events). */
export interface HostEvent<K extends EventType = EventType> {
  id: string;
  type: K;
  /** ISO 8601, when the service recorded it. */
  createdAt: string;
  /**
   * ISO 8601, when it happened: a message event's is the provider's time of the message, others' the service's
   * clock. A conversation's events are delivered in this order.
   */
  occurredAt: string;
  data: EventCatalogue[K];
}

/** The message's `sent_via` custom field as an event's `via`. */
export function messageVia(sentVia: unknown): MessageVia {
  if (sentVia === 'email') return 'email';
  if (sentVia === 'api') return 'api';
  return 'widget';
}
