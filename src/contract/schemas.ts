/**
 * Every route of the product service, its request body and its answer, typed once. The service validates
 * bodies with these schemas; the widget's client imports the inferred types only (`import type`), so no
 * schema code reaches the browser bundle.
 */
import { z } from 'zod';
import { BOUNTY_ID_PATTERN, DM_PREFIX, USER_ID_PATTERN, isChannelId } from './ids.js';
import { CHANNEL_LABEL_MAX_CHARS, MESSAGE_TEXT_MAX_CHARS, REASON_MAX_CHARS, REPORT_TEXT_MAX_CHARS } from './limits.js';

/** A non-empty string of at most `max` characters. */
function text(max: number) {
  return z.string().min(1, 'must not be empty').max(max, `must be at most ${max} characters`)
    .refine((value) => value.trim() !== '', 'must not be blank');
}

const userId = z.string().regex(USER_ID_PATTERN, 'must be a user id (letters, digits, @, _, -; at most 64)');
const bountyId = z.string()
  .regex(BOUNTY_ID_PATTERN, 'must be a bounty id (letters, digits, _, -; at most 64)')
  .refine((value) => !value.startsWith(DM_PREFIX), `must not start with ${DM_PREFIX} (that prefix is for direct messages)`);
const channelId = z.string().refine(isChannelId, `must be a bounty id (letters, digits, _, -; at most 64) or a ${DM_PREFIX} id`);
const messageId = z.string().min(1, 'must not be empty').max(255, 'must be at most 255 characters');

/** The sealed pair the host's back end mints: a user token or a bounty ticket. */
export const sealedSchema = z.object({
  token: z.string().min(1, 'must not be empty').max(4096, 'must be at most 4096 characters'),
  iv: z.string().min(1, 'must not be empty').max(64, 'must be at most 64 characters'),
});

/** POST get-or-create-channel. Without a ticket the caller may only join an existing bounty channel. */
export const getOrCreateChannelRequest = z.object({ channelId: bountyId, ticket: sealedSchema.optional() });

/** POST create-dm-channel: the caller must be `userId` or `candidateId`. */
export const createDmChannelRequest = z.object({ userId, bountyId, candidateId: userId });

/** POST mark-seen: the caller opened one of their conversations. */
export const markSeenRequest = z.object({ channelId });

/** Most ids one get-seen-channels asks about (the widget asks for the rows its list shows). */
export const SEEN_CHANNELS_MAX = 200;

/** POST get-seen-channels: which of these conversations the caller has opened, on any device. */
export const getSeenChannelsRequest = z.object({ channelIds: z.array(channelId).max(SEEN_CHANNELS_MAX, `must list at most ${SEEN_CHANNELS_MAX} channels`) });

/** POST get-unread-messages. */
export const getUnreadMessagesRequest = z.object({ channelId });

/**
 * POST send-message-email. With `messageId` the message is read from the provider; without (the product's
 * own payload) the service looks for the caller's recent message whose text equals `messageContent`.
 */
export const sendMessageEmailRequest = z.object({
  senderUserId: userId,
  recipientUserId: userId,
  isDM: z.boolean(),
  channelName: z.string().max(CHANNEL_LABEL_MAX_CHARS, `must be at most ${CHANNEL_LABEL_MAX_CHARS} characters`),
  messageId: messageId.optional(),
  messageContent: text(MESSAGE_TEXT_MAX_CHARS).optional(),
  channelId: channelId.optional(),
}).refine((body) => body.messageId !== undefined || body.messageContent !== undefined, {
  message: 'is required when messageId is absent',
  path: ['messageContent'],
});

/** POST send-private-chat-email. */
export const sendPrivateChatEmailRequest = z.object({ userId });

/** POST archive-channel and delete-channel. */
export const archiveChannelRequest = z.object({ channelId, reason: text(REASON_MAX_CHARS).optional() });

/** POST unarchive-channel. */
export const unarchiveChannelRequest = z.object({ channelId });

/**
 * POST edit-message: the caller's own message gets `text`, with contact details hidden as the channel's policy
 * says. Only the text changes; the author is the caller (the token's `sub`).
 */
export const editMessageRequest = z.object({ messageId, text: text(MESSAGE_TEXT_MAX_CHARS) });

/** Whether a user gets chat e-mail about messages while away: `all` (the default) or `none`. */
export const emailNotificationsSchema = z.enum(['all', 'none'], { error: 'must be "all" or "none"' });

/** POST set-preferences: the caller's own settings. */
export const setPreferencesRequest = z.object({ emailNotifications: emailNotificationsSchema });

/** POST block-user and unblock-user: the person the caller blocks or unblocks. */
export const blockUserRequest = z.object({ userId });

/** Why a report is made: spam, scam or payment outside the board, harassment, something else. */
export const reportReasonSchema = z.enum(['spam', 'scam', 'harassment', 'other'], { error: 'must be "spam", "scam", "harassment" or "other"' });

/**
 * POST report: a message (`messageId`) or the other person of a DM (`userId`) in `channelId`, with the reason;
 * `text` (at most 500 characters) says more, and is required for `other`; `block` blocks the person in the same step.
 */
export const reportRequest = z.object({
  channelId,
  messageId: messageId.optional(),
  userId: userId.optional(),
  reason: reportReasonSchema,
  text: text(REPORT_TEXT_MAX_CHARS).optional(),
  block: z.boolean().optional(),
}).refine((body) => (body.messageId === undefined) !== (body.userId === undefined), {
  message: 'give exactly one of messageId and userId',
  path: ['messageId'],
}).refine((body) => body.reason !== 'other' || body.text !== undefined, { message: 'is required when the reason is "other"', path: ['text'] });

/**
 * PUT /api/host/v1/users/{id}, from the host's back end. The service checks each field further with the same
 * rules as a user token's claims (length, control characters, one address, https image).
 */
export const hostUserRequest = z.object({
  name: z.string(),
  email: z.string(),
  image: z.string().optional(),
  role: z.string(),
  emailNotifications: emailNotificationsSchema.optional(),
});

/**
 * POST get-or-create-user: the browser's time zone and language, a default for how her e-mail states times (the
 * host's `timeZone` and `locale` on its user, when set, win). Both optional; a value the service does not know is ignored.
 */
export const getOrCreateUserRequest = z.object({
  timeZone: z.string().max(64).optional(),
  locale: z.string().max(35).optional(),
});

/** The request body each POST route validates, by route name. */
export const requestSchemas = {
  'get-or-create-user': getOrCreateUserRequest,
  'get-or-create-channel': getOrCreateChannelRequest,
  'create-dm-channel': createDmChannelRequest,
  'get-unread-messages': getUnreadMessagesRequest,
  'mark-seen': markSeenRequest,
  'get-seen-channels': getSeenChannelsRequest,
  'send-message-email': sendMessageEmailRequest,
  'send-private-chat-email': sendPrivateChatEmailRequest,
  'archive-channel': archiveChannelRequest,
  'delete-channel': archiveChannelRequest,
  'unarchive-channel': unarchiveChannelRequest,
  'edit-message': editMessageRequest,
  'set-preferences': setPreferencesRequest,
  'clear-email-bounce': z.object({}),
  'block-user': blockUserRequest,
  'unblock-user': blockUserRequest,
  report: reportRequest,
} as const;

/** A bounty ticket or user token pair. */
export type Sealed = z.infer<typeof sealedSchema>;
/** Body of get-or-create-channel. */
export type GetOrCreateChannelRequest = z.infer<typeof getOrCreateChannelRequest>;
/** Body of create-dm-channel. */
export type CreateDmChannelRequest = z.infer<typeof createDmChannelRequest>;
/** Body of get-unread-messages. */
export type GetUnreadMessagesRequest = z.infer<typeof getUnreadMessagesRequest>;
/** Body of send-message-email. */
export type SendMessageEmailRequest = z.infer<typeof sendMessageEmailRequest>;
/** Body of send-private-chat-email. */
export type SendPrivateChatEmailRequest = z.infer<typeof sendPrivateChatEmailRequest>;
/** Body of archive-channel and delete-channel. */
export type ArchiveChannelRequest = z.infer<typeof archiveChannelRequest>;
/** Body of unarchive-channel. */
export type UnarchiveChannelRequest = z.infer<typeof unarchiveChannelRequest>;
/** Body of edit-message. */
export type EditMessageRequest = z.infer<typeof editMessageRequest>;
/** Body of set-preferences. */
export type SetPreferencesRequest = z.infer<typeof setPreferencesRequest>;
/** Body of the host API's PUT /api/host/v1/users/{id}. */
export type HostUserRequest = z.infer<typeof hostUserRequest>;
/** Body of block-user and unblock-user. */
export type BlockUserRequest = z.infer<typeof blockUserRequest>;
/** Body of report. */
export type ReportRequest = z.infer<typeof reportRequest>;
