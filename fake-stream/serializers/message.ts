import type { MessageResponse } from 'stream-chat';
import type { FakeStreamContext } from '../context.js';
import type { MessageRecord } from '../store/records.js';
import { messageExtras } from './message-extras.js';
import { toUserResponseById } from './user.js';

/**
 * A message as responses and events show it; reactions, replies, pins, quotes and polls come from
 * `messageExtras` (own_reactions and own poll votes need the viewer; events pass none).
 */
export function toMessageResponse(ctx: FakeStreamContext, message: MessageRecord, viewerId?: string, withQuote = true): MessageResponse {
  return {
    attachments: [],
    mentioned_users: [],
    ...message.custom,
    id: message.id,
    cid: message.cid,
    type: message.type as MessageResponse['type'],
    text: message.text,
    html: message.text === '' ? '' : `<p>${escapeHtml(message.text)}</p>\n`,
    user: toUserResponseById(ctx, message.user_id),
    created_at: message.created_at,
    updated_at: message.updated_at,
    ...(message.deleted_at ? { deleted_at: message.deleted_at } : {}),
    ...(message.parent_id ? { parent_id: message.parent_id, show_in_channel: message.show_in_channel ?? false } : {}),
    latest_reactions: [],
    own_reactions: [],
    reaction_counts: {},
    reaction_scores: {},
    reaction_groups: null,
    reply_count: 0,
    pinned: false,
    pinned_at: null,
    pinned_by: null,
    pin_expires: null,
    silent: false,
    shadowed: false,
    ...messageExtras(ctx, message, viewerId, withQuote),
  } satisfies MessageResponse;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
