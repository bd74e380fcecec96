/**
 * The conversation's mutes, for its header: this conversation, and in a DM its person (which mutes every DM with
 * them). Both live at the provider; the list, the badge and the notices follow its events.
 */
import { useState } from 'react';
import type { Channel, StreamChat } from 'stream-chat';
import { useMutes } from '../../../mute/useMutes.js';
import { dmPartner } from '../../Safety/dmPartner.js';

/** What the header shows and offers about mutes. */
export interface ConversationMute {
  channelMuted: boolean;
  /** The DM's other person; undefined outside a DM. */
  partner: { id: string; name: string } | undefined;
  personMuted: boolean;
  toggleChannel(): void;
  togglePerson(): void;
  /** The provider's refusal of the last change, or null. */
  failure: string | null;
}

/** The live mute state of `channel` and the actions that change it. */
export function useConversationMute(client: StreamChat, channel: Channel): ConversationMute {
  const mutes = useMutes(client);
  const [failure, setFailure] = useState<string | null>(null);
  const partner = dmPartner(client, channel);
  const channelMuted = mutes.channelCids.has(channel.cid);
  const personMuted = partner !== undefined && mutes.userIds.has(partner.id);
  const run = (action: () => Promise<unknown>) => {
    setFailure(null);
    action().catch((error: unknown) => setFailure(error instanceof Error && error.message ? error.message : String(error)));
  };
  return {
    channelMuted,
    partner,
    personMuted,
    failure,
    toggleChannel: () => run(() => (channelMuted ? channel.unmute() : channel.mute())),
    togglePerson: () => {
      if (partner) run(() => (personMuted ? client.unmuteUser(partner.id) : client.muteUser(partner.id)));
    },
  };
}
