import type { ChannelMemberResponse, Event } from 'stream-chat';
import type { FakeStreamContext } from '../context.js';
import { toMemberResponse } from '../serializers/member.js';

/** The provider lists at most this many members in a webhook's body. */
export const WEBHOOK_MEMBERS_MAX = 50;

/** A pushed event: the socket's event (without per-recipient counts) plus the channel's members, as the provider adds. */
export type WebhookPayload = Event & { members?: ChannelMemberResponse[] };

/** Unread figures belong to one socket recipient; a webhook has none. */
const PER_RECIPIENT = ['total_unread_count', 'unread_channels', 'unread_count', 'unread_messages', 'unread_threads', 'unread_thread_messages'] as const;

/** The body of the webhook call for `event` in channel `cid`. */
export function webhookPayload(ctx: FakeStreamContext, cid: string, event: Event): WebhookPayload {
  const payload: WebhookPayload = { ...event };
  for (const key of PER_RECIPIENT) delete (payload as Partial<Record<(typeof PER_RECIPIENT)[number], unknown>>)[key];
  payload.members = ctx.store.membersOf(cid).slice(0, WEBHOOK_MEMBERS_MAX).map((member) => toMemberResponse(ctx, member));
  return payload;
}
