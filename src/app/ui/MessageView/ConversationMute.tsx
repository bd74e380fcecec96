/**
 * The conversation header's mute actions: mute or unmute this conversation, and in a DM its person (which mutes
 * every DM with them). Both live at the provider; the list, the badge and the notices follow its events.
 */
import { useState } from 'react';
import type { Channel, StreamChat } from 'stream-chat';
import type { ListTexts } from '../../../chat/channelList/listWords.js';
import { useMutes } from '../../mute/useMutes.js';

/** Props of ConversationMute. */
export interface ConversationMuteProps {
  client: StreamChat;
  channel: Channel;
  texts: ListTexts;
}

/** The buttons, and the provider's refusal when one failed. */
export function ConversationMute({ client, channel, texts }: ConversationMuteProps) {
  const mutes = useMutes(client);
  const [failure, setFailure] = useState<string | null>(null);
  const me = client.userID ?? '';
  const isDm = (channel.data as Record<string, unknown> | undefined)?.['kind'] === 'dm';
  const other = isDm ? Object.values(channel.state.members).find((member) => member.user_id !== me && member.user?.id !== me) : undefined;
  const otherId = other?.user_id ?? other?.user?.id;
  const name = other?.user?.name || otherId || '';
  const channelMuted = mutes.channelCids.has(channel.cid);
  const personMuted = otherId !== undefined && mutes.userIds.has(otherId);
  const run = (action: () => Promise<unknown>) => () => {
    setFailure(null);
    action().catch((error: unknown) => setFailure(error instanceof Error && error.message ? error.message : String(error)));
  };
  return (
    <div className="bc-conversation-mute" data-testid="conversation-mute">
      {(channelMuted || personMuted) && <span className="bc-row-muted"><span aria-hidden="true">🔕</span><span className="bc-sr">{texts.muted}</span></span>}
      <button type="button" className="bc-link" onClick={run(() => (channelMuted ? channel.unmute() : channel.mute()))}>
        {channelMuted ? texts.unmute : texts.mute}
      </button>
      {otherId !== undefined && (
        <button type="button" className="bc-link" onClick={run(() => (personMuted ? client.unmuteUser(otherId) : client.muteUser(otherId)))}>
          {(personMuted ? texts.unmutePerson : texts.mutePerson).replace('{name}', name)}
        </button>
      )}
      {failure && <span role="alert">{failure}</span>}
    </div>
  );
}
