import type { Channel, StreamChat } from 'stream-chat';
import type { ChannelShows } from '../../chat/channelShow.js';
import type { ServiceClient } from '../../service/index.js';

/** How long after connecting the user's bounty channels are joined (their live events), and the idle wait after. */
const JOIN_AFTER_MS = 3000;
const JOIN_IDLE_TIMEOUT_MS = 1000;

/**
 * Joins the user's bounty channels for their live events. Not needed for the first view (the list's query already
 * brings them): loaded in a chunk of its own once the page has had a moment after connecting, so the list's own
 * code and data go first. Returns what cancels it before it starts.
 */
export function joinBountiesLater(client: StreamChat, service: ServiceClient, shows: ChannelShows<Channel>, destroyed: () => boolean): () => void {
  const joinLater = setTimeout(() => requestIdleCallback(() => {
    if (destroyed()) return;
    void import('../client/joinBountyChannels.js')
      .then(({ joinBountyChannels }) => joinBountyChannels(client, service, shows, destroyed))
      .catch(() => undefined);
  }, { timeout: JOIN_IDLE_TIMEOUT_MS }), JOIN_AFTER_MS);
  return () => clearTimeout(joinLater);
}
