/**
 * The outbox: own messages whose send failed for a reason a resend can cure (no answer, offline, a 5xx, a 429),
 * kept per user and channel until the provider has them. Pure: what an entry holds, where it is stored, what a
 * send's end means for it, and when the outbox is sent again. A resend reuses the message's id, so a message the
 * provider already holds is refused as a duplicate and counts as delivered: it never arrives twice.
 */
import { messageStatus } from './messageStatus.js';
import type { StatusMessage } from './messageStatus.js';
import { isAlreadyReceived } from './retryOutcome.js';
import type { SendError } from './retryOutcome.js';

export { outboxChannel, outboxKey, outboxUserPrefix } from './outboxKeys.js';

/** An attachment the provider already stores (a file still on the device does not survive a reload). */
export interface OutboxAttachment {
  type?: string;
  title?: string;
  fallback?: string;
  asset_url?: string;
  image_url?: string;
  thumb_url?: string;
  mime_type?: string;
  file_size?: number;
}

/** One waiting message: what a resend needs, under the id the client gave it. */
export interface OutboxEntry {
  id: string;
  text: string;
  /** ISO time of the first attempt: the entry's place in the conversation until it is delivered. */
  created_at: string;
  attachments?: OutboxAttachment[];
  parent_id?: string;
  quoted_message_id?: string;
  show_in_channel?: boolean;
  mentioned_users?: string[];
}

/** The fields of a message being sent that an entry is made from. */
export interface OutgoingMessage {
  id?: string;
  text?: string;
  created_at?: string | Date;
  /** The provider's attachment objects (only their known fields are kept). */
  attachments?: readonly object[];
  parent_id?: string;
  quoted_message_id?: string;
  show_in_channel?: boolean;
  mentioned_users?: Array<string | { id: string }>;
}

const ATTACHMENT_FIELDS = ['type', 'title', 'fallback', 'asset_url', 'image_url', 'thumb_url', 'mime_type', 'file_size'] as const;

const isUploaded = (url: unknown): boolean => typeof url == 'string' && /^https?:/.test(url);

/**
 * The entry a message becomes, or null when there is nothing to keep (no id; no text and no uploaded
 * attachment). Attachments keep the provider's fields, and only those already uploaded.
 */
export function outboxEntry(message: OutgoingMessage, now: Date): OutboxEntry | null {
  const attachments = (message.attachments ?? [] as readonly object[])
    .map((attachment) => attachment as Record<string, unknown>)
    .filter((attachment) => isUploaded(attachment.asset_url) || isUploaded(attachment.image_url))
    .map((attachment) => Object.fromEntries(ATTACHMENT_FIELDS.filter((field) => attachment[field] !== undefined).map((field) => [field, attachment[field]])) as OutboxAttachment);
  const text = message.text ?? '';
  if (!message.id || (!text.trim() && attachments.length === 0)) return null;
  const created = message.created_at ? new Date(message.created_at) : now;
  const entry: OutboxEntry = { id: message.id, text, created_at: (isNaN(created.getTime()) ? now : created).toISOString() };
  if (attachments.length) entry.attachments = attachments;
  if (message.parent_id) entry.parent_id = message.parent_id;
  if (message.quoted_message_id) entry.quoted_message_id = message.quoted_message_id;
  if (message.show_in_channel) entry.show_in_channel = true;
  const mentioned = (message.mentioned_users ?? []).map((user) => (typeof user == 'string' ? user : user.id));
  if (mentioned.length) entry.mentioned_users = mentioned;
  return entry;
}

/**
 * The entries stored under one key, each as `outboxEntry` keeps it (the conversation stores a send's payload as
 * it was); anything unreadable reads as none (the key is then rewritten or removed).
 */
export function parseOutbox(raw: string | null, now: Date): OutboxEntry[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value.flatMap((entry: unknown) => (entry && typeof entry == 'object' ? outboxEntry(entry as OutgoingMessage, now) ?? [] : []))
      : [];
  } catch {
    return [];
  }
}

/** The entries with `entry` kept once: a message failed twice replaces its first entry, in its place. */
export function withEntry(entries: readonly OutboxEntry[], entry: OutboxEntry): OutboxEntry[] {
  const at = entries.findIndex((kept) => kept.id === entry.id);
  return at < 0 ? [...entries, entry] : entries.map((kept, i) => (i === at ? { ...entry, created_at: kept.created_at } : kept));
}

/** The entries without the message `id`. */
export function withoutEntry(entries: readonly OutboxEntry[], id: string): OutboxEntry[] {
  return entries.filter((entry) => entry.id !== id);
}

/** What a send's end means for its entry. */
export type SendOutcome = 'delivered' | 'keep' | 'drop';

/**
 * The end of a (re)send, as the outbox sees it: the provider answered with the message, or refused a resend as a
 * duplicate (an earlier attempt arrived): delivered. An answer that is an error message (moderation) or a 403 is
 * final: dropped, its status says why. Any other failure (offline, no answer, a 5xx, a 429) keeps it for a resend,
 * exactly as the status offers a click to try again.
 */
export function sendOutcome(result: { error: SendError } | { message: StatusMessage }): SendOutcome {
  if ('message' in result) return result.message.type === 'error' ? 'drop' : 'delivered';
  if (isAlreadyReceived(result.error)) return 'delivered';
  return messageStatus({ status: 'failed', error: { status: result.error.status } }).canRetry ? 'keep' : 'drop';
}

/** The connection events after which the outbox is sent again: the socket is back (or recovered its state). */
export function resendsAfter(event: { type: string; online?: boolean }): boolean {
  return event.type === 'connection.recovered' || (event.type === 'connection.changed' && event.online === true);
}
