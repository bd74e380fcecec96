/**
 * Opening a DM with someone who has never opened the chat tells them by e-mail (send-private-chat-email), once.
 * "Never opened" is read from the provider: a user who never connected has no `last_active`. "Once" is kept
 * per user and DM in storage, so reopening the DM or reloading the page does not ask again (the service also
 * refuses a second notice for the same pair within a day).
 */
import type { Channel, StreamChat } from 'stream-chat';
import type { ChannelShows } from '../../chat/channelShow.js';
import { privateChatNoticeRecipient } from '../../chat/privateChatNotice.js';
import type { KeyValueStorage } from '../../chat/seenChannels.js';
import type { ServiceClient } from '../../service/index.js';
import { ServiceError } from '../../service/index.js';

/** What the notice needs. */
export interface PrivateChatNoticeDeps {
  client: StreamChat;
  /** The widget's channel watches: the notice reads the members the open's own watch brought. */
  shows: ChannelShows<Channel>;
  service: Pick<ServiceClient, 'sendPrivateChatEmail'>;
  storage: KeyValueStorage | null;
  onError: (error: unknown) => void;
}

/** The storage key remembering that `userId` already told the other member of `channelId`. */
export const privateChatNoticeKey = (userId: string, channelId: string): string => `bountychat:private-chat-notice:${userId}:${channelId}`;

/** After a DM `channelId` of `channelType` opened: sends the notice when the rule says so. */
export async function noticePrivateChat(deps: PrivateChatNoticeDeps, channelType: string, channelId: string): Promise<void> {
  const { client, storage } = deps;
  const selfId = client.userID;
  if (!selfId) return;
  const key = privateChatNoticeKey(selfId, channelId);
  const channel = client.channel(channelType, channelId);
  await deps.shows.watch(channel);
  const peers = Object.values(channel.state.members).map((member) => ({
    userId: member.user?.id ?? member.user_id ?? '',
    lastActive: member.user?.last_active ?? null,
  }));
  const recipient = privateChatNoticeRecipient(channelId, selfId, peers, readFlag(storage, key));
  if (!recipient) return;
  // Remember before asking: two quick openings must not both send.
  writeFlag(storage, key);
  try {
    await deps.service.sendPrivateChatEmail({ userId: recipient });
  } catch (error) {
    // No address for them: today's service answers `recipient_unknown`; one of an earlier version answered 404.
    if (error instanceof ServiceError && error.code === 'not_found') return;
    deps.onError(error);
  }
}

function readFlag(storage: KeyValueStorage | null, key: string): boolean {
  try {
    const value = storage?.getItem(key);
    return value !== null && value !== undefined;
  } catch {
    return false;
  }
}

function writeFlag(storage: KeyValueStorage | null, key: string): void {
  try {
    storage?.setItem(key, String(Date.now()));
  } catch { /* without storage the service's once-a-day rule still holds */ }
}
