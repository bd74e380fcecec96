/**
 * The answers of the service's routes as zod schemas, for the OpenAPI document only (the routes do not parse their
 * own answers). Where an answer has a contract type (src/contract/responses.ts), the schema is annotated with it, so
 * the compiler fails when the type gains or loses a field the schema does not have.
 */
import { z } from 'zod';
import type {
  AllChannels, BlockedAnswer, ChannelRef, ChannelUnread, ChatSession, EmailAnswer, ErrorAnswer, HostUser, MarkSeenAnswer,
  OkAnswer, PreferencesAnswer, ReplyHintAnswer, ReportAnswer, SeenChannelsAnswer,
} from '../../contract/responses';
import type { HostBounty } from '../bounties/putBounty';

const nullableString = z.string().nullable();

export const chatSessionAnswer: z.ZodType<ChatSession> = z.object({
  user: z.object({ id: z.string(), name: z.string().optional(), image: z.string().optional(), role: z.string().optional() }),
  token: z.string(),
  apiKey: z.string(),
  baseUrl: z.string(),
  linkDomains: z.array(z.string()),
});

export const channelRefAnswer: z.ZodType<ChannelRef> = z.object({ channelId: z.string(), channelType: z.string() });

export const channelUnreadAnswer: z.ZodType<ChannelUnread> = z.object({ channelId: z.string(), unread: z.number().int() });

export const allChannelsAnswer: z.ZodType<AllChannels> = z.object({
  channels: z.array(z.object({
    channelId: z.string(),
    channelType: z.string(),
    name: nullableString,
    kind: nullableString,
    bountyId: nullableString,
    bountyTitle: nullableString,
    createdBy: nullableString,
    memberCount: z.number().int(),
    archived: z.boolean(),
    lastMessageAt: nullableString,
    unread: z.number().int(),
  })),
});

export const emailAnswer: z.ZodType<EmailAnswer> = z.union([
  z.object({ queued: z.literal(true) }),
  z.object({ queued: z.literal(false), reason: z.enum(['hourly_cap', 'already_notified', 'recipient_online', 'recipient_muted', 'unsubscribed', 'recipient_unknown']) }),
]);

export const okAnswer: z.ZodType<OkAnswer> = z.object({ ok: z.boolean() });

/** The provider's message shape (what the SDK's updateMessage answers); only its id is promised here. */
export const editMessageAnswer = z.object({ message: z.looseObject({ id: z.string(), text: z.string().optional() }) });

export const preferencesAnswer: z.ZodType<PreferencesAnswer> = z.object({
  emailNotifications: z.enum(['all', 'none']),
  emailBouncing: z.literal(true).optional(),
});

export const blockedAnswer: z.ZodType<BlockedAnswer> = z.object({
  blocked: z.array(z.object({ id: z.string(), name: nullableString, image: nullableString })),
});

export const reportAnswer: z.ZodType<ReportAnswer> = z.object({ reportId: z.string(), blocked: z.boolean() });

export const replyHintAnswer: z.ZodType<ReplyHintAnswer> = z.object({
  hint: z.union([z.object({ kind: z.literal('within'), hours: z.number() }), z.object({ kind: z.literal('rarely') })]).nullable(),
});

export const markSeenAnswer: z.ZodType<MarkSeenAnswer> = z.object({ channelId: z.string(), seen: z.literal(true) });

export const seenChannelsAnswer: z.ZodType<SeenChannelsAnswer> = z.object({ seen: z.array(z.string()) });

export const hostUserAnswer: z.ZodType<HostUser> = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: nullableString,
  role: z.string(),
  emailNotifications: z.enum(['all', 'none']),
  updatedAt: z.string(),
});

/** DELETE users/{id}: counts of what was removed (docs/server.md's host API section lists each). */
export const erasureAnswer = z.object({ userId: z.string(), removed: z.record(z.string(), z.union([z.boolean(), z.number().int()])) });

/** GET users/{id}/export: everything held about the user (docs/server.md's host API section). */
export const userExportAnswer = z.looseObject({
  userId: z.string(),
  exportedAt: z.string(),
  profile: z.looseObject({ id: z.string() }).nullable(),
  preferences: z.looseObject({ emailNotifications: z.enum(['all', 'none']) }),
  provider: z.looseObject({}),
  emails: z.array(z.looseObject({})),
  service: z.looseObject({}),
});

export const hostBountyAnswer: z.ZodType<HostBounty> = z.object({
  id: z.string(),
  title: z.string(),
  ownerId: z.string(),
  url: nullableString,
  reward: nullableString,
  status: z.enum(['open', 'closed', 'awarded']),
  awardedTo: nullableString,
  contactPolicy: nullableString,
  firstContactGuard: z.enum(['on', 'off']).nullable(),
  statusChanged: z.boolean(),
});

const storedReport = z.looseObject({
  id: z.string(),
  reportedUserId: z.string(),
  channelId: z.string(),
  reason: z.enum(['spam', 'scam', 'harassment', 'other']),
  status: z.enum(['open', 'dismissed', 'actioned']),
  createdAt: z.string(),
});
export const reportListAnswer = z.object({ reports: z.array(storedReport) });
export const reportActedAnswer = storedReport;

export const eventListAnswer = z.object({
  events: z.array(z.looseObject({ id: z.string(), type: z.string(), createdAt: z.string(), data: z.looseObject({}) })),
  next: nullableString,
});
export const redeliverAnswer = z.object({ queued: z.number().int() });
export const eventDeliveryAnswer = z.object({ configured: z.boolean(), enabled: z.boolean(), waiting: z.number().int(), dead: z.number().int() });
export const responsivenessAnswer = z.looseObject({ userId: z.string() });
export const bountyActivityAnswer = z.looseObject({ bountyId: z.string() });

export const inboundAnswer = z.looseObject({ outcome: z.enum(['posted', 'refused', 'ignored', 'bounce']) });

export const webhookAnswer = z.object({ ok: z.literal(true), ignored: z.literal(true).optional(), duplicate: z.boolean().optional() });

/** `{}` (send as written) or `{ message }`: the message rewritten, or `{ type: 'error', text }` to refuse it. */
export const beforeSendAnswer = z.object({ message: z.looseObject({}).optional() });

export const healthAnswer = z.object({ status: z.literal('ok') });
export const readinessAnswer = z.object({
  status: z.enum(['ready', 'draining', 'not_ready']),
  checks: z.object({ store: z.enum(['ok', 'failed']), provider: z.enum(['ok', 'failed']), redis: z.enum(['ok', 'degraded']).optional() }),
});

/** Every failure's body (http/errorHandler.ts sends it). */
export const errorAnswer: z.ZodType<ErrorAnswer> = z.object({
  error: z.object({ code: z.string(), message: z.string(), detail: z.string() }),
});
