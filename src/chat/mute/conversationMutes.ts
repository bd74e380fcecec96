/**
 * Which conversations the user muted: the ones she muted herself, and every DM with a person she muted. The
 * provider keeps both (her `channel_mutes` and `mutes`, in `me` on every connection), so they follow her to a
 * reload and a second device. A muted conversation still counts its unread messages in its own row (dimmed) but
 * not toward the launcher's badge or the host's `unread` event, and raises no notice.
 */

/** A channel mute as the provider sends it (the SDK's ChannelMute, the fields read here). */
export interface ChannelMuteEntry {
  channel?: { cid: string } | null;
  expires?: string;
}

/** A user mute as the provider sends it (the SDK's Mute, with the `expires` a timed mute carries). */
export interface UserMuteEntry {
  target: { id: string };
  expires?: string;
}

/** The user's live mutes. */
export interface MuteState {
  channelCids: ReadonlySet<string>;
  userIds: ReadonlySet<string>;
}

export const NO_MUTES: MuteState = { channelCids: new Set(), userIds: new Set() };

const live = (expires: string | undefined, nowMs: number): boolean => !expires || Date.parse(expires) > nowMs;

/** The live mutes in the provider's lists at `nowMs` (a timed mute that ran out no longer counts). */
export function muteStateOf(channelMutes: readonly ChannelMuteEntry[], userMutes: readonly UserMuteEntry[], nowMs: number): MuteState {
  return {
    channelCids: new Set(channelMutes.flatMap((mute) => (mute.channel?.cid && live(mute.expires, nowMs) ? [mute.channel.cid] : []))),
    userIds: new Set(userMutes.flatMap((mute) => (live(mute.expires, nowMs) ? [mute.target.id] : []))),
  };
}

/** What the rule reads of a conversation: its cid, its kind, and its members' ids when known. */
export interface MutableConversation {
  cid: string;
  kind?: string | undefined;
  memberIds: readonly string[];
}

/** Why a conversation is muted: by its own mute, by a muted person (a DM), or not at all (null). */
export function conversationMute(mutes: MuteState, conversation: MutableConversation, selfId: string): 'conversation' | 'person' | null {
  if (mutes.channelCids.has(conversation.cid)) return 'conversation';
  if (conversation.kind === 'dm' && conversation.memberIds.some((id) => id !== selfId && mutes.userIds.has(id))) return 'person';
  return null;
}

/** Whether the conversation is muted either way. */
export function isMutedConversation(mutes: MuteState, conversation: MutableConversation, selfId: string): boolean {
  return conversationMute(mutes, conversation, selfId) !== null;
}
