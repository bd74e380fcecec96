import type { RouteRequest } from '../http/router.js';
import { actingUserId } from '../auth.js';
import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import type { ChannelRecord, MessageRecord } from '../store/records.js';
import { requireChannel, requireMember } from './access.js';
import { capabilitiesOf } from './channel-permissions.js';

/** A message someone acts on, its live channel, who acts (undefined: the server as nobody) and what they may do. */
export type MessageAction = {
  message: MessageRecord;
  channel: ChannelRecord;
  actorId: string | undefined;
  /** Capabilities of the actor in the channel; the server and app admins may do everything. */
  may(capability: string): boolean;
};

/** The message by id or a code-16 404 naming the call. */
export function requireMessage(ctx: FakeStreamContext, id: string, call: string): MessageRecord {
  const message = ctx.store.messages.get(id);
  if (!message) throw new StreamError('notFound', `${call} failed with error: "message with id ${id} not found"`);
  return message;
}

/** Resolves who acts on a message and checks they are a member of its channel (code 17 otherwise). */
export function messageAction(ctx: FakeStreamContext, request: RouteRequest, messageId: string, namedUserId: string | undefined, call: string): MessageAction {
  const message = requireMessage(ctx, messageId, call);
  const channel = requireChannel(ctx, message.cid, call);
  const actorId = actingUserId(request.caller, namedUserId);
  const member = requireMember(ctx, channel, actorId, call);
  const unrestricted = actorId === undefined || request.caller.kind === 'server' || ctx.store.users.get(actorId)?.role === 'admin';
  const capabilities = new Set(member ? capabilitiesOf(ctx, channel, member.user_id) : []);
  return { message, channel, actorId, may: (capability) => unrestricted || capabilities.has(capability) };
}

/** Refuses with code 17 unless the actor wrote the message and may change their own, or may change anyone's. */
export function requireOwnOrAny(action: MessageAction, own: string, any: string, call: string): void {
  const isAuthor = action.actorId === action.message.user_id;
  if ((isAuthor && action.may(own)) || action.may(any)) return;
  throw new StreamError('notAllowed', `${call} failed with error: "user '${action.actorId ?? ''}' is not allowed to change message ${action.message.id}"`);
}
