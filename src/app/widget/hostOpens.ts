/** The host's openBounty and openDM: the channel found or created through the product service, then shown. */
import type { Channel } from 'stream-chat';
import type { ChannelShows } from '../../chat/channelShow.js';
import type { BountyDetails, DirectMessageTarget } from '../../chat/hostApi.js';
import type { ServiceClient } from '../../service/index.js';
import type { ChatConnection } from '../client/connectChat.js';
import { openBountyChannel } from '../client/openBountyChannel.js';
import { pageStorage } from '../shell/pageStorage.js';
import type { PanelHost } from './panelHost.js';

/** What opening a channel goes through. */
export interface OpenParts {
  connection: Promise<ChatConnection>;
  service: ServiceClient;
  shows: ChannelShows<Channel>;
  panel: PanelHost;
  reportError(error: unknown): void;
}

/** openBounty: the bounty's channel, created with the host's ticket or joined, shown in the panel. */
export async function openBounty({ connection, service, shows, panel }: OpenParts, bountyId: string, details?: BountyDetails): Promise<void> {
  const chat = await connection;
  panel.preloadChannelView();
  await panel.show(chat, await openBountyChannel(chat.client, service, shows, bountyId, details?.ticket));
}

/** openDM: the direct channel with the target, shown in the panel; then, once watched, the private-chat notice. */
export async function openDM({ connection, service, shows, panel, reportError }: OpenParts, target: DirectMessageTarget): Promise<void> {
  const chat = await connection;
  // The code is fetched while the service creates the channel: the panel opens as soon as both are in.
  panel.preloadChannelView();
  const ref = await service.createDmChannel(target);
  const { watched } = await panel.show(chat, ref);
  const notice = { client: chat.client, shows, service, storage: pageStorage(), onError: reportError };
  // After the watch: the notice reads the members it brings (a second query otherwise). Its code is not
  // needed before a DM is opened, so it loads then.
  void watched
    .then(async (ok) => (ok ? (await import('../client/privateChatNotice.js')).noticePrivateChat(notice, ref.channelType, ref.channelId) : undefined))
    .catch(notice.onError);
}
