/** Muting and unmuting at the provider, where the mutes live (so a reload and a second device keep them). */
import type { StreamChat } from 'stream-chat';
import { clientMutes } from './clientMutes.js';

/** What unmuting reads of a conversation. */
export interface UnmuteTarget {
  type: string;
  id: string;
  cid: string;
  kind?: string | undefined;
  members: ReadonlyArray<{ id: string }>;
}

/**
 * Unmutes a conversation whichever way it was muted: its own mute, and (a DM) the mute of its person, which
 * unmutes every DM with them.
 */
export async function unmuteConversation(client: StreamChat, conversation: UnmuteTarget): Promise<void> {
  const mutes = clientMutes(client);
  if (mutes.channelCids.has(conversation.cid)) await client.channel(conversation.type, conversation.id).unmute();
  if (conversation.kind !== 'dm') return;
  for (const member of conversation.members) {
    if (member.id !== client.userID && mutes.userIds.has(member.id)) await client.unmuteUser(member.id);
  }
}
