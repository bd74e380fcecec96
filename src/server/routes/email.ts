import { MESSAGE_TEXT_MAX_CHARS, NAME_MAX_CHARS } from '../../contract/limits';
import type { EmailAnswer } from '../../contract/responses';
import { sendMessageEmailRequest, sendPrivateChatEmailRequest } from '../../contract/schemas';
import { parseBody } from '../http/parseBody';
import { ApiError } from '../http/errors';
import type { DirectoryUser } from '../store/userDirectory';
import { mayBeEmailed, mutedForRecipient } from '../email/offlineRecipients';
import { findSentMessage } from './findSentMessage';
import type { EnqueueResult, QueuedEmail, Route, RouteDeps } from './route';

/**
 * POST send-message-email: queues an e-mail to an offline recipient about a message the caller really sent.
 * Text, sender and channel come from the provider; `channelName` is only a label for channels without a name.
 */
export const sendMessageEmail: Route<'send-message-email'> = {
  name: 'send-message-email',
  method: 'POST',
  async handle({ caller, body }, deps): Promise<EmailAnswer> {
    const request = parseBody(sendMessageEmailRequest, body);
    if (request.senderUserId !== caller.sub) throw new ApiError('forbidden', 'senderUserId must be you');
    if (request.recipientUserId === caller.sub) throw new ApiError('invalid_body', 'recipientUserId must be someone else');
    const message = await findSentMessage(caller.sub, request, deps);
    const channel = message && (await deps.stream.findChannel(message.channelId, request.recipientUserId));
    if (!message || !channel) {
      throw new ApiError('not_found', 'no e-mail: no message of yours from the last 10 minutes matches, in a channel you share with the recipient');
    }
    // The same rule as the webhook's: only the DM partner, or someone the message mentions at the provider.
    const audience = { senderId: caller.sub, channelKind: channel.kind, memberIds: channel.memberIds, mentionedUserIds: message.mentionedUserIds };
    if (!mayBeEmailed(audience, request.recipientUserId)) {
      throw new ApiError('forbidden', 'no e-mail: the recipient is neither your direct-message partner nor mentioned in this message');
    }
    if (deps.emailQuota && !(await deps.emailQuota.take(caller.sub, request.recipientUserId))) {
      throw new ApiError('rate_limited', `no e-mail: you reached the limit of ${deps.config.notify.emailRequestsPerHour} e-mail requests an hour to this recipient`, { 'retry-after': '3600' });
    }
    if (await deps.stream.isOnline(request.recipientUserId)) return { queued: false, reason: 'recipient_online' };
    // Her channel mute came with the lookup made for her; her user mutes are read from the provider too.
    // A block answers as a mute: the blocked sender must not learn of it from this answer.
    if (channel.muted || mutedForRecipient({ channelMuted: false, mutedUserIds: await deps.stream.mutedUsers(request.recipientUserId) }, caller.sub)
      || (await deps.stream.blockedUsers(request.recipientUserId)).includes(caller.sub)) {
      return { queued: false, reason: 'recipient_muted' };
    }
    const recipient = await knownRecipient(request.recipientUserId, deps);
    return answer(await deps.emails.enqueue({
      ...recipientFields(recipient),
      channelId: channel.channelId,
      channelTitle: channel.name ?? channel.bountyTitle ?? (label(request.channelName) || 'a direct message'),
      bountyId: channel.bountyId,
      kind: 'message',
      isDM: channel.kind === 'dm',
      senderId: caller.sub,
      senderName: caller.name,
      text: message.text.slice(0, MESSAGE_TEXT_MAX_CHARS),
      messageId: message.id,
    }));
  },
};

/**
 * POST send-private-chat-email: tells `userId` the caller opened a private chat with them; they must share a DM.
 * Nobody to write to (no address on file) answers `{ queued: false, reason: 'recipient_unknown' }`.
 */
export const sendPrivateChatEmail: Route<'send-private-chat-email'> = {
  name: 'send-private-chat-email',
  method: 'POST',
  async handle({ caller, body }, deps): Promise<EmailAnswer> {
    const { userId } = parseBody(sendPrivateChatEmailRequest, body);
    if (userId === caller.sub) throw new ApiError('invalid_body', 'userId must be someone else');
    const dm = await findSharedDm(caller.sub, userId, deps);
    if (!dm) throw new ApiError('forbidden', 'you do not share a direct message with this user');
    // The widget asks for exactly the people who never used the chat: unless the host told the service of them
    // (host API), there is no address on file. That is the common outcome, not a failure: a 404 here put a
    // "Failed to load resource" error in the host page's console on a first DM with such a person.
    const recipient = await deps.directory.get(userId);
    if (!recipient) return { queued: false, reason: 'recipient_unknown' };
    const email: QueuedEmail = {
      ...recipientFields(recipient),
      channelId: dm,
      channelTitle: 'a direct message',
      kind: 'private-chat',
      isDM: true,
      senderId: caller.sub,
      senderName: caller.name,
      text: '',
      messageId: null,
    };
    return answer(await deps.emails.enqueue(email));
  },
};

function answer(result: EnqueueResult | void): EmailAnswer {
  return result ?? { queued: true };
}

/** A browser-given label made safe for a subject line: no control characters, at most one name long. */
function label(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim().slice(0, NAME_MAX_CHARS);
}

async function findSharedDm(callerId: string, otherId: string, deps: RouteDeps): Promise<string | null> {
  for (let page = 0; page < 10; page++) {
    const dms = await deps.stream.listChannels(callerId, { limit: 30, offset: page * 30 }, 'dm');
    const shared = dms.find((channel) => channel.kind === 'dm' && channel.memberIds.includes(otherId));
    if (shared) return shared.channelId;
    if (dms.length < 30) return null;
  }
  return null;
}

async function knownRecipient(userId: string, deps: RouteDeps): Promise<DirectoryUser> {
  const recipient = await deps.directory.get(userId);
  if (!recipient) throw new ApiError('not_found', 'the recipient has not used the chat yet, so there is no e-mail address for them');
  return recipient;
}

function recipientFields(recipient: DirectoryUser) {
  return { recipientId: recipient.id, recipientEmail: recipient.email, recipientName: recipient.name };
}

/** The e-mail routes. */
export const emailRoutes: Route[] = [sendMessageEmail, sendPrivateChatEmail];
