import { randomUUID } from 'node:crypto';
import type { GetMessageAPIResponse, SendMessageAPIResponse } from 'stream-chat';
import { actingUserId } from '../auth.js';
import { isoNow } from '../clock.js';
import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import { Input } from '../http/input.js';
import type { Router } from '../http/router.js';
import { requireChannel, requireMember, toCid } from '../model/access.js';
import { publishParentUpdated } from '../model/message-changes.js';
import { commandReply } from '../model/commands.js';
import { storeAndPublishNewMessage } from '../model/messages.js';
import { requireThreadParent } from '../model/threads.js';
import { liveBan, refuseBlockedOrBanned } from '../model/safety.js';
import { toMessageResponse } from '../serializers/message.js';
import { beforeSendHookUrl, runBeforeSendHook } from '../webhooks/before-send-hook.js';
import { withLinkCard } from '../model/link-cards.js';
import type { CustomData, MessageRecord } from '../store/records.js';

/** Message fields the provider computes; a client sending them does not override them. */
const COMPUTED_MESSAGE_FIELDS = new Set([
  'id', 'cid', 'text', 'type', 'user', 'user_id', 'created_at', 'updated_at', 'deleted_at', 'html', 'parent_id',
  'show_in_channel', 'latest_reactions', 'own_reactions', 'reaction_counts', 'reaction_scores', 'reaction_groups',
  'reply_count', 'thread_participants', 'status', 'channel', 'member', 'pinned_at', 'pinned_by', 'quoted_message',
]);

/**
 * `POST /channels/{type}/{id}/message` (send; `type: 'system'` server-side; a `/giphy` command answered with an
 * ephemeral message where the channel's config enables it) and `GET /messages/{id}`.
 */
export function registerMessageRoutes(router: Router, ctx: FakeStreamContext): void {
  router.add('POST', '/channels/:type/:id/message', async (request) => {
    const input = new Input('SendMessage', request.body);
    const message = input.object('message');
    if (input.optionalObject('message') === undefined) throw input.fail('field "message" is required');
    const namedUser = message.optionalString('user_id') ?? message.object('user').optionalString('id');
    const senderId = actingUserId(request.caller, namedUser);
    if (senderId === undefined) throw input.fail('message.user or message.user_id is required when using server-side auth');
    const channel = requireChannel(ctx, toCid(request.params.type ?? '', request.params.id ?? ''), 'SendMessage');
    const member = requireMember(ctx, channel, senderId, 'SendMessage');
    const id = message.optionalString('id') ?? randomUUID();
    if (ctx.store.messages.has(id)) throw input.fail(`a message with ID ${id} already exists`);
    let text = message.optionalString('text') ?? '';
    const attachments = message.optionalArray('attachments') ?? [];
    if (text.trim() === '' && attachments.length === 0 && message.optionalString('poll_id') === undefined) {
      throw input.fail('message.text or message.attachments is required');
    }
    if (message.optionalString('type') !== 'system') refuseBlockedOrBanned(ctx, channel, senderId, 'SendMessage');
    if (channel.frozen && request.caller.kind !== 'server') {
      throw new StreamError('notAllowed', `SendMessage failed with error: "channel ${channel.cid} is frozen"`);
    }
    // A system message ("Alice joined") is the server's to send, as on the provider.
    const system = message.optionalString('type') === 'system';
    if (system && request.caller.kind !== 'server') throw input.fail('only server-side calls can send system messages');
    let fields: CustomData = Object.fromEntries(Object.entries(message.fields).filter(([key]) => !COMPUTED_MESSAGE_FIELDS.has(key)));
    // The first link becomes a card before the hook runs, so the hook rules on the card as on any attachment.
    if (!system && input.optionalBoolean('skip_enrich_url') !== true) fields = await withLinkCard(ctx, channel, text, fields);
    // The app's before-message-send hook sees the message before anything is stored: it may rewrite or bounce it.
    const hookUrl = system ? null : beforeSendHookUrl(ctx);
    if (hookUrl !== null) {
      const outcome = await runBeforeSendHook(ctx, hookUrl, { id, text, type: 'regular', senderId, channel, fields });
      if ('bounce' in outcome) {
        const refused: MessageRecord = { id, cid: channel.cid, user_id: senderId, type: 'error', text, created_at: isoNow(ctx.clock), updated_at: isoNow(ctx.clock), custom: fields };
        return { message: { ...toMessageResponse(ctx, refused), moderation_details: outcome.bounce } } satisfies Omit<SendMessageAPIResponse, 'duration'>;
      }
      text = outcome.text;
      // A rewrite may replace attachments and custom fields too (not the fields the provider computes).
      if (outcome.fields) fields = { ...fields, ...Object.fromEntries(Object.entries(outcome.fields).filter(([key]) => !COMPUTED_MESSAGE_FIELDS.has(key))) as CustomData };
    }
    const now = isoNow(ctx.clock);
    const parentId = message.optionalString('parent_id');
    const sent: MessageRecord = { id, cid: channel.cid, user_id: senderId, type: 'regular', text, created_at: now, updated_at: now, custom: fields };
    const ephemeral = system || parentId !== undefined ? undefined : commandReply(ctx, channel, sent);
    if (ephemeral) return { message: ephemeral } satisfies Omit<SendMessageAPIResponse, 'duration'>;
    const verdict = ctx.sendHooks.run({ channel, member, senderId, messageId: id, text, fields, viaServer: request.caller.kind === 'server' });
    if (parentId !== undefined) requireThreadParent(ctx, channel.cid, parentId, input);
    const record: MessageRecord = {
      ...sent,
      type: verdict ? 'error' : system ? 'system' : parentId ? 'reply' : 'regular',
      ...(parentId ? { parent_id: parentId, show_in_channel: message.optionalBoolean('show_in_channel') === true } : {}),
    };
    // A bounced message goes back to its sender only: it is neither stored nor published.
    if (verdict) {
      return { message: { ...toMessageResponse(ctx, record), moderation_details: verdict.bounce } } satisfies Omit<SendMessageAPIResponse, 'duration'>;
    }
    // A shadow-banned sender sees her message as sent; nobody else ever does.
    if (liveBan(ctx, senderId)?.shadow === true) return { message: { ...toMessageResponse(ctx, record), shadowed: true } } satisfies Omit<SendMessageAPIResponse, 'duration'>;
    storeAndPublishNewMessage(ctx, channel, record);
    publishParentUpdated(ctx, channel, record);
    return { message: toMessageResponse(ctx, record) } satisfies Omit<SendMessageAPIResponse, 'duration'>;
  });

  router.add('GET', '/messages/:id', (request) => {
    const message = ctx.store.messages.get(request.params.id ?? '');
    if (!message) throw new StreamError('notFound', `GetMessage failed with error: "message with id ${request.params.id ?? ''} not found"`);
    const channel = requireChannel(ctx, message.cid, 'GetMessage');
    requireMember(ctx, channel, actingUserId(request.caller, undefined), 'GetMessage');
    return { message: toMessageResponse(ctx, message, actingUserId(request.caller, undefined)) } satisfies Omit<GetMessageAPIResponse, 'duration'>;
  });
}
