/** Who may hear of a message by e-mail, before presence and the directory are asked. */
export interface MessageAudience {
  senderId: string | null;
  /** `dm` for a direct message; anything else is a channel where only mentions count. */
  channelKind: string | null;
  memberIds: readonly string[];
  mentionedUserIds: readonly string[];
}

/**
 * The rule, in one place: the DM partner, and members @-mentioned in any channel; never the sender, never
 * someone who is not a member (a mention cannot reach outside the conversation). Whether each is offline is
 * asked of the provider afterwards.
 */
export function emailCandidates(audience: MessageAudience): string[] {
  const members = new Set(audience.memberIds);
  const chosen = new Set<string>();
  if (audience.channelKind === 'dm') for (const id of audience.memberIds) chosen.add(id);
  for (const id of audience.mentionedUserIds) if (members.has(id)) chosen.add(id);
  if (audience.senderId !== null) chosen.delete(audience.senderId);
  return [...chosen];
}

/** Whether `recipientId` may be e-mailed about the message at all (the DM partner or a mentioned member). */
export function mayBeEmailed(audience: MessageAudience, recipientId: string): boolean {
  return emailCandidates(audience).includes(recipientId);
}

/** What one recipient muted, as the provider holds it. */
export interface RecipientMutes {
  /** She muted the conversation itself. */
  channelMuted: boolean;
  /** The users she muted. */
  mutedUserIds: readonly string[];
}

/**
 * Whether a recipient's mutes keep the message from her inbox: she muted the conversation, or its sender (a
 * muted person's messages are muted in every conversation with them).
 */
export function mutedForRecipient(mutes: RecipientMutes, senderId: string | null): boolean {
  return mutes.channelMuted || (senderId !== null && mutes.mutedUserIds.includes(senderId));
}
