/**
 * The contact rule over a whole message, as the before-message-send hook gets it: every text a member can put in
 * a message (its text, attachments' titles, texts, fallbacks and file names, custom fields, the poll it carries),
 * and the links an attachment points at.
 */
import type { ProviderPoll } from '../provider/chatProvider';
import { contactRanges, maskContacts } from './maskContacts';

/** What becomes of a message: stored as sent, stored as rewritten, or refused (the sender is told `reason`). */
export type MessageVerdict = { kind: 'same' } | { kind: 'rewrite'; message: Record<string, unknown> } | { kind: 'refuse'; reason: string };

/** The sender's words when a file's name, carried in its address, holds contact details. */
export const FILE_NAME_REFUSED = 'Contact details are hidden in this conversation, and a file name holds some: rename the file and send it again.';
/** The sender's words when a poll holds contact details or takes voters' own texts. */
export const POLL_REFUSED = 'Contact details are hidden in this conversation: a poll here cannot hold them, nor take answers or options from voters.';
/** The sender's words when a custom field's name holds contact details, or the fields are nested past reading. */
export const FIELDS_REFUSED = 'Contact details are hidden in this conversation: the message carries fields that cannot be checked.';

/**
 * Message fields that are ids, flags or times the provider reads, or the provider's own copies (the quoted message,
 * reactions, the poll), never text this message adds; text and attachments have rules of their own.
 */
const NOT_TEXT = new Set([
  'id', 'type', 'user', 'user_id', 'parent_id', 'quoted_message_id', 'mentioned_users', 'poll_id', 'cid', 'created_at', 'updated_at',
  'show_in_channel', 'silent', 'pinned', 'pin_expires', 'restricted_visibility', 'attachments', 'text', 'quoted_message', 'poll',
  'latest_reactions', 'own_reactions', 'reaction_counts', 'reaction_scores', 'reaction_groups', 'thread_participants', 'reply_count',
  'pinned_at', 'pinned_by', 'deleted_at', 'status', 'moderation_details',
]);
/** Attachment fields that are addresses: an upload's file, image and thumbnail. */
const ASSET_FIELDS = ['asset_url', 'image_url', 'thumb_url'] as const;
/** Attachment fields only a link card has: a client made it (uploads through the provider carry none). */
const LINK_CARD_FIELDS = ['og_scrape_url', 'title_link', 'author_link'] as const;
/** Attachment fields that are not text: kinds and sizes. */
const ATTACHMENT_NOT_TEXT = new Set(['type', 'mime_type', 'file_size', 'duration', 'waveform_data', 'original_width', 'original_height', ...ASSET_FIELDS]);
/** How deep custom fields are read; deeper ones refuse the message. */
const MAX_DEPTH = 16;

/** What the rule needs besides the message. */
export interface MessageRuleContext {
  /** The domains whose links stay: the host's own and the allowed work links (linkDomainsOf). */
  linkDomains: readonly string[];
  /** Whether an address is the provider's upload host (its CDN): only uploads through the provider stay. */
  isUpload(url: string): boolean;
  /** The poll the message carries, read from the provider; null when there is none of its id. */
  poll: ProviderPoll | null;
}

/**
 * The message as a masking policy lets it be stored: texts masked, link cards and attachments pointing outside the
 * provider's upload host stripped; refused when a file's address (its name), a poll or a custom field's name holds
 * contact details, since none of those can be rewritten.
 */
export function maskMessage(message: Record<string, unknown>, context: MessageRuleContext): MessageVerdict {
  const mask = (text: string) => maskContacts(text, context.linkDomains);
  const holds = (text: string) => contactRanges(text, context.linkDomains).length > 0;
  let changed = false;
  const out: Record<string, unknown> = Object.assign({}, message);
  if (typeof message['text'] === 'string') {
    out['text'] = mask(message['text']);
    changed ||= out['text'] !== message['text'];
  }
  if (Array.isArray(message['attachments'])) {
    const attachments: unknown[] = [];
    for (const attachment of message['attachments']) {
      if (typeof attachment !== 'object' || attachment === null || Array.isArray(attachment)) continue;
      const fields = attachment as Record<string, unknown>;
      if (LINK_CARD_FIELDS.some((key) => fields[key] !== undefined)) continue;
      const assets = ASSET_FIELDS.flatMap((key) => (typeof fields[key] === 'string' && fields[key] !== '' ? [fields[key]] : []));
      if (assets.some((url) => !context.isUpload(url))) continue;
      if (assets.some((url) => holds(decodedPath(url)))) return { kind: 'refuse', reason: FILE_NAME_REFUSED };
      const masked = maskFields(fields, mask, holds, ATTACHMENT_NOT_TEXT, 0);
      if (masked === null) return { kind: 'refuse', reason: FIELDS_REFUSED };
      attachments.push(masked);
    }
    out['attachments'] = attachments;
    changed ||= attachments.length !== message['attachments'].length || attachments.some((one, index) => one !== (message['attachments'] as unknown[])[index]);
  }
  const custom = maskFields(message, mask, holds, NOT_TEXT, 0);
  if (custom === null) return { kind: 'refuse', reason: FIELDS_REFUSED };
  for (const [key, value] of Object.entries(custom)) {
    if (NOT_TEXT.has(key) || value === message[key]) continue;
    out[key] = value;
    changed = true;
  }
  if (typeof message['poll_id'] === 'string') {
    const poll = context.poll;
    if (poll === null || poll.takesVoterText || maskFields(poll.fields, mask, holds, new Set(), 0) !== poll.fields) return { kind: 'refuse', reason: POLL_REFUSED };
  }
  return changed ? { kind: 'rewrite', message: out } : { kind: 'same' };
}

/**
 * `value` with every string in it masked (fields in `skip` left as they are at the top): the same object when
 * nothing changed, null when a key holds contact details (a key cannot be rewritten) or it nests past MAX_DEPTH.
 */
function maskFields(value: Record<string, unknown>, mask: (text: string) => string, holds: (text: string) => boolean, skip: ReadonlySet<string>, depth: number): Record<string, unknown> | null {
  if (depth > MAX_DEPTH) return null;
  let out: Record<string, unknown> | null = null;
  for (const [key, field] of Object.entries(value)) {
    if (skip.has(key)) continue;
    if (holds(key)) return null;
    const masked = maskValue(field, mask, holds, depth + 1);
    if (masked === undefined) return null;
    if (masked !== field) (out ??= Object.assign({}, value))[key] = masked;
  }
  return out ?? value;
}

/** maskFields for any JSON value; undefined where maskFields answers null. */
function maskValue(value: unknown, mask: (text: string) => string, holds: (text: string) => boolean, depth: number): unknown {
  if (typeof value === 'string') return mask(value);
  if (Array.isArray(value)) {
    if (depth > MAX_DEPTH) return undefined;
    const items = value.map((item) => maskValue(item, mask, holds, depth + 1));
    if (items.includes(undefined)) return undefined;
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (typeof value === 'object' && value !== null) return maskFields(value as Record<string, unknown>, mask, holds, new Set(), depth) ?? undefined;
  return value;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The last part of an address's path as a reader sees it (the file's name; upload ids out), or the address. */
function decodedPath(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').at(-1) ?? '').replace(UUID, ' ');
  } catch {
    return url;
  }
}
