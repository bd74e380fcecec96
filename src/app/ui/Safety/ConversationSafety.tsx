/**
 * The DM header's safety actions: "Block <name>" and "Report <name>", beside the mute actions. Shown in a DM only
 * (a bounty channel's people are reported message by message, from the message menu).
 */
import type { Channel, StreamChat } from 'stream-chat';
import { withName } from '../../../chat/safety/safetyTexts.js';
import { useSafety } from './SafetyLayer.js';

/** Props of ConversationSafety. */
export interface ConversationSafetyProps {
  client: StreamChat;
  channel: Channel;
}

/** The other person of a DM, or undefined elsewhere. */
export function dmPartner(client: StreamChat, channel: Channel): { id: string; name: string } | undefined {
  if ((channel.data as Record<string, unknown> | undefined)?.['kind'] !== 'dm') return undefined;
  const me = client.userID ?? '';
  const other = Object.values(channel.state.members).find((member) => (member.user_id ?? member.user?.id) !== me);
  const id = other?.user_id ?? other?.user?.id;
  return id === undefined ? undefined : { id, name: other?.user?.name || id };
}

/** The two buttons; nothing outside a DM. */
export function ConversationSafety({ client, channel }: ConversationSafetyProps) {
  const safety = useSafety();
  const partner = dmPartner(client, channel);
  if (!safety || !partner || channel.id === undefined) return null;
  const target = { userId: partner.id, name: partner.name, channelId: channel.id };
  return (
    <div className="bc-conversation-safety" data-testid="conversation-safety" style={{ display: 'flex', gap: 12, padding: '0 16px' }}>
      <button type="button" className="bc-link" onClick={(event) => safety.block(target, event.currentTarget)}>
        {withName(safety.texts.blockPerson, partner.name)}
      </button>
      <button type="button" className="bc-link" onClick={(event) => safety.report(target, event.currentTarget)}>
        {withName(safety.texts.reportPerson, partner.name)}
      </button>
    </div>
  );
}
