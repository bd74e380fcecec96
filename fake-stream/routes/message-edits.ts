import type { UpdateMessageAPIResponse } from 'stream-chat';
import { isoNow } from '../clock.js';
import type { FakeStreamContext } from '../context.js';
import { Input } from '../http/input.js';
import type { JsonObject, Router } from '../http/router.js';
import { messageAction, requireOwnOrAny } from '../model/message-access.js';
import type { MessageAction } from '../model/message-access.js';
import { deleteMessage, publishMessageUpdated } from '../model/message-changes.js';
import { toMessageResponse } from '../serializers/message.js';
import type { MessageRecord } from '../store/records.js';

/** Fields the provider owns: an update that carries them (the SDK sends the whole message back) leaves them alone. */
const NOT_EDITABLE = new Set([
  'id', 'cid', 'type', 'user', 'user_id', 'created_at', 'updated_at', 'deleted_at', 'html', 'parent_id', 'show_in_channel',
  'latest_reactions', 'own_reactions', 'reaction_counts', 'reaction_scores', 'reaction_groups', 'reply_count',
  'deleted_reply_count', 'thread_participants', 'status', 'channel', 'member', 'pinned', 'pinned_at', 'pinned_by',
  'pin_expires', 'quoted_message', 'poll', 'i18n', 'moderation_details', 'message_text_updated_at', 'shadowed', 'silent',
]);

/** `POST /messages/{id}` (update), `PUT /messages/{id}` (partial update: set/unset, pin/unpin), `DELETE /messages/{id}` (soft or hard). */
export function registerMessageEditRoutes(router: Router, ctx: FakeStreamContext): void {
  router.add('POST', '/messages/:id', (request) => {
    const input = new Input('UpdateMessage', request.body);
    const payload = input.requiredObject('message');
    const fields = new Input('UpdateMessage', payload);
    const named = request.caller.kind === 'server' ? fields.optionalString('user_id') ?? fields.object('user').optionalString('id') : undefined;
    const action = messageAction(ctx, request, request.params.id ?? '', named, 'UpdateMessage');
    requireOwnOrAny(action, 'update-own-message', 'update-any-message', 'UpdateMessage');
    const text = fields.optionalString('text') ?? '';
    const custom = Object.fromEntries(Object.entries(payload).filter(([key]) => !NOT_EDITABLE.has(key) && key !== 'text'));
    let next = withText({ ...action.message, custom }, text, isoNow(ctx.clock));
    const pinned = fields.optionalBoolean('pinned');
    if (pinned !== undefined) next = withPin(ctx, next, action, pinned, undefined, undefined);
    return commit(ctx, action, next) satisfies Omit<UpdateMessageAPIResponse, 'duration'>;
  });

  router.add('PUT', '/messages/:id', (request) => {
    const input = new Input('UpdateMessagePartial', request.body);
    const named = request.caller.kind === 'server' ? input.object('user').optionalString('id') ?? input.optionalString('user_id') : undefined;
    const action = messageAction(ctx, request, request.params.id ?? '', named, 'UpdateMessagePartial');
    const set = input.optionalObject('set') ?? {};
    const unset = input.optionalArray('unset') ?? [];
    if (unset.some((key) => typeof key !== 'string')) throw input.fail('unset must be an array of field names');
    const touchesContent = Object.keys(set).some((key) => !key.startsWith('pin')) || unset.some((key) => key !== 'pinned');
    if (touchesContent) requireOwnOrAny(action, 'update-own-message', 'update-any-message', 'UpdateMessagePartial');
    return commit(ctx, action, applyPartial(ctx, action, new Input('UpdateMessagePartial', set), unset as string[])) satisfies Omit<UpdateMessageAPIResponse, 'duration'>;
  });

  router.add('DELETE', '/messages/:id', (request) => {
    const named = request.query.get('deleted_by') ?? undefined;
    const action = messageAction(ctx, request, request.params.id ?? '', request.caller.kind === 'server' ? named : undefined, 'DeleteMessage');
    requireOwnOrAny(action, 'delete-own-message', 'delete-any-message', 'DeleteMessage');
    if (request.query.get('delete_for_me') === 'true') throw new Input('DeleteMessage', {}).fail('delete_for_me is not supported by fake-stream');
    const hard = request.query.get('hard') === 'true';
    const deleted = deleteMessage(ctx, action.channel, action.message, action.actorId, hard);
    return { message: toMessageResponse(ctx, deleted, action.actorId) } satisfies Omit<UpdateMessageAPIResponse, 'duration'>;
  });
}

function applyPartial(ctx: FakeStreamContext, action: MessageAction, set: Input, unset: readonly string[]): MessageRecord {
  const now = isoNow(ctx.clock);
  let next: MessageRecord = { ...action.message, custom: { ...action.message.custom } };
  for (const [key, value] of Object.entries(set.fields)) {
    if (key === 'text') next = withText(next, set.optionalString('text') ?? '', now);
    else if (!NOT_EDITABLE.has(key)) next.custom[key] = value;
  }
  for (const key of unset) if (!NOT_EDITABLE.has(key)) delete next.custom[key];
  const pinned = set.optionalBoolean('pinned') ?? (unset.includes('pinned') ? false : undefined);
  if (pinned !== undefined) next = withPin(ctx, next, action, pinned, set.raw('pin_expires'), set.optionalString('pinned_at'));
  return next;
}

/** A text change also stamps `message_text_updated_at`, which the kit shows as "edited". */
function withText(message: MessageRecord, text: string, now: string): MessageRecord {
  if (text === message.text) return message;
  return { ...message, text, message_text_updated_at: now };
}

/** Pins (by the actor, optionally until `pin_expires`) or unpins; needs the pin-message capability. */
function withPin(ctx: FakeStreamContext, message: MessageRecord, action: MessageAction, pinned: boolean, expires: unknown, pinnedAt: string | undefined): MessageRecord {
  const { pinned_at: _at, pinned_by_id: _by, pin_expires: _expires, ...unpinned } = message;
  const wasPinned = action.message.pinned_at !== undefined;
  if (pinned === wasPinned && expires === undefined) return message;
  if (!action.may('pin-message')) {
    throw new Input('UpdateMessagePartial', {}).fail(`user '${action.actorId ?? ''}' may not pin or unpin messages in ${action.channel.cid}`);
  }
  if (!pinned) return unpinned;
  const pinExpires = typeof expires === 'string' && !Number.isNaN(Date.parse(expires)) ? new Date(expires).toISOString() : null;
  const at = pinnedAt !== undefined && !Number.isNaN(Date.parse(pinnedAt)) ? new Date(pinnedAt).toISOString() : isoNow(ctx.clock);
  return { ...unpinned, pinned_at: at, pin_expires: pinExpires, ...(action.actorId !== undefined ? { pinned_by_id: action.actorId } : {}) };
}

function commit(ctx: FakeStreamContext, action: MessageAction, next: MessageRecord): { message: ReturnType<typeof toMessageResponse> } & JsonObject {
  const stored = ctx.store.messages.set({ ...next, updated_at: isoNow(ctx.clock) });
  publishMessageUpdated(ctx, action.channel, stored, action.actorId);
  return { message: toMessageResponse(ctx, stored, action.actorId) };
}
