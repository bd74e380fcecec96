/**
 * The user's mutes as the SDK client holds them (from `me` on connect, and from the provider's
 * notification.channel_mutes_updated / notification.mutes_updated, which the client applies before any listener
 * runs), and whether a conversation the client holds is muted.
 */
import type { Event, StreamChat } from 'stream-chat';
import { isMutedConversation, muteStateOf } from '../../chat/mute/conversationMutes.js';
import type { MuteState } from '../../chat/mute/conversationMutes.js';

/** Events after which the client's mutes may have changed. */
export const MUTE_EVENTS: ReadonlySet<string> = new Set(['notification.channel_mutes_updated', 'notification.mutes_updated', 'health.check', 'connection.recovered']);

/** Whether `event` may have changed the user's mutes. */
export const changesMutes = (event: Event): boolean => MUTE_EVENTS.has(event.type);

/** The client's live mutes now. */
export function clientMutes(client: StreamChat): MuteState {
  return muteStateOf(client.mutedChannels, client.mutedUsers, Date.now());
}

/**
 * Whether the conversation `cid` is muted for the client's user. A DM muted through its person is known only
 * when the client holds the channel (its kind and members): one it never loaded counts as not muted.
 */
export function isMutedCid(client: StreamChat, cid: string, mutes: MuteState = clientMutes(client)): boolean {
  const channel = client.activeChannels[cid];
  const kind = (channel?.data as Record<string, unknown> | undefined)?.['kind'];
  return isMutedConversation(mutes, {
    cid,
    kind: typeof kind === 'string' ? kind : undefined,
    memberIds: channel ? Object.keys(channel.state.members) : [],
  }, client.userID ?? '');
}
