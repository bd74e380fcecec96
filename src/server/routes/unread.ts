import { isChannelId } from '../channels/channelIds';
import { requireMatching } from '../http/bodyFields';
import { ServiceError } from '../http/errors';
import type { Route } from './route';

/** POST get-unread-messages: the caller's unread count in one of their own channels. */
export const getUnreadMessages: Route = {
  name: 'get-unread-messages',
  method: 'POST',
  async handle({ caller, body }, { stream }) {
    const channelId = requireMatching(body, 'channelId', isChannelId, 'must be letters, digits, _, - or ! (at most 64)');
    const channel = await stream.findChannel(channelId, caller.sub);
    if (!channel) throw new ServiceError('forbidden', 'you are not a member of this channel');
    return { channelId, unread: channel.unread ?? 0 };
  },
};

/** The unread-count routes. */
export const unreadRoutes: Route[] = [getUnreadMessages];
