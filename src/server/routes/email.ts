import { isChannelId } from '../channels/channelIds';
import { optionalString, requireBoolean, requireString, requireUserId } from '../http/bodyFields';
import { ServiceError } from '../http/errors';
import type { DirectoryUser } from '../store/userDirectory';
import type { Route, RouteDeps } from './route';

/** Longest message text an e-mail quotes. */
const MAX_MESSAGE_CHARS = 10_000;

/**
 * POST send-message-email: queues an e-mail to an offline recipient about a message the caller sent.
 * The channel is `channelId` when given, else `channelName` read as the channel id; both users must be members.
 */
export const sendMessageEmail: Route = {
  name: 'send-message-email',
  method: 'POST',
  async handle({ caller, body }, deps) {
    const senderUserId = requireUserId(body, 'senderUserId');
    const recipientUserId = requireUserId(body, 'recipientUserId');
    const messageContent = requireString(body, 'messageContent', MAX_MESSAGE_CHARS);
    const isDM = requireBoolean(body, 'isDM');
    const channelName = requireString(body, 'channelName', 200);
    const channelId = optionalString(body, 'channelId', 64) ?? channelName;
    if (!isChannelId(channelId)) {
      throw new ServiceError('invalid_body', 'channelId (or channelName, when channelId is absent) must be the channel id: letters, digits, _, - or !');
    }
    if (senderUserId !== caller.sub) throw new ServiceError('forbidden', 'senderUserId must be you');
    if (recipientUserId === caller.sub) throw new ServiceError('invalid_body', 'recipientUserId must be someone else');
    const [asSender, asRecipient] = await Promise.all([
      deps.stream.findChannel(channelId, caller.sub),
      deps.stream.findChannel(channelId, recipientUserId),
    ]);
    if (!asSender || !asRecipient) throw new ServiceError('forbidden', 'you and the recipient must both be members of the channel');
    const recipient = await knownRecipient(recipientUserId, deps);
    return deps.emails.enqueue({
      ...recipientFields(recipient),
      channelId,
      // The title comes from the provider, not the body, so a sender cannot dress up the subject line.
      channelTitle: asSender.name ?? channelId,
      kind: 'message',
      isDM: isDM || asSender.kind === 'dm',
      senderId: caller.sub,
      senderName: caller.name,
      text: messageContent,
      messageId: null,
    });
  },
};

/** POST send-private-chat-email: tells `userId` the caller opened a private chat with them; they must share a DM. */
export const sendPrivateChatEmail: Route = {
  name: 'send-private-chat-email',
  method: 'POST',
  async handle({ caller, body }, deps) {
    const userId = requireUserId(body, 'userId');
    if (userId === caller.sub) throw new ServiceError('invalid_body', 'userId must be someone else');
    const dm = await findSharedDm(caller.sub, userId, deps);
    if (!dm) throw new ServiceError('forbidden', 'you do not share a direct message with this user');
    const recipient = await knownRecipient(userId, deps);
    return deps.emails.enqueue({
      ...recipientFields(recipient),
      channelId: dm,
      channelTitle: 'a direct message',
      kind: 'private-chat',
      isDM: true,
      senderId: caller.sub,
      senderName: caller.name,
      text: '',
      messageId: null,
    });
  },
};

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
  if (!recipient) throw new ServiceError('not_found', 'the recipient has not used the chat yet, so there is no e-mail address for them');
  return recipient;
}

function recipientFields(recipient: DirectoryUser) {
  return { recipientId: recipient.id, recipientEmail: recipient.email, recipientName: recipient.name };
}

/** The e-mail routes. */
export const emailRoutes: Route[] = [sendMessageEmail, sendPrivateChatEmail];
