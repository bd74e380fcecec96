/**
 * Who is told by e-mail that a private chat was opened with them: the other member of a DM who has never opened
 * the chat. Pure: the app reads the members and its own "already told" flag, this decides.
 */
import { isDirectMessageId } from '../contract/ids.js';

/** The other member of a DM as the private-chat notice needs them. */
export interface PrivateChatPeer {
  userId: string;
  /** When the provider last saw them connected; absent when they never opened the chat. */
  lastActive?: string | Date | null;
}

/**
 * Whom to tell that a private chat was opened with them: the other member of a DM who has never opened the
 * chat (the provider has no last-active time for them), unless this user already told them about this DM.
 */
export function privateChatNoticeRecipient(channelId: string, selfId: string, others: PrivateChatPeer[], alreadyNoticed: boolean): string | null {
  if (!isDirectMessageId(channelId) || alreadyNoticed) return null;
  const peers = others.filter((peer) => peer.userId !== selfId);
  if (peers.length !== 1) return null;
  const [peer] = peers;
  return peer && !peer.lastActive ? peer.userId : null;
}
