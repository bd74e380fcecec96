/**
 * Who a DM's block and report are about: its other person. The header's options menu offers "Block <name>" and
 * "Report <name>" in a DM only (a bounty channel's people are reported message by message, from the message menu).
 */
import type { Channel, StreamChat } from 'stream-chat';

/** The other person of a DM, or undefined elsewhere. */
export function dmPartner(client: StreamChat, channel: Channel): { id: string; name: string } | undefined {
  if ((channel.data as Record<string, unknown> | undefined)?.['kind'] !== 'dm') return undefined;
  const me = client.userID ?? '';
  const other = Object.values(channel.state.members).find((member) => (member.user_id ?? member.user?.id) !== me);
  const id = other?.user_id ?? other?.user?.id;
  return id === undefined ? undefined : { id, name: other?.user?.name || id };
}
