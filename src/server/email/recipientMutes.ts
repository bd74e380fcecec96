/**
 * Reads a recipient's mutes from the provider, where the widget keeps them (her own channel mute, her user
 * mutes): never from a browser, so a sender cannot claim the recipient wants the e-mail, nor the reverse.
 */
import type { ChatProvider } from '../provider/chatProvider';
import { mutedForRecipient } from './offlineRecipients';

/** Whether `recipientId` muted the channel or muted or blocked the message's sender: then she gets no e-mail about it. */
export async function recipientMutedMessage(
  stream: Pick<ChatProvider, 'findChannel' | 'mutedUsers' | 'blockedUsers'>,
  recipientId: string,
  channelId: string,
  senderId: string | null,
): Promise<boolean> {
  const channel = await stream.findChannel(channelId, recipientId);
  if (channel?.muted) return true;
  if (senderId === null) return false;
  if (mutedForRecipient({ channelMuted: false, mutedUserIds: await stream.mutedUsers(recipientId) }, senderId)) return true;
  return (await stream.blockedUsers(recipientId)).includes(senderId);
}
