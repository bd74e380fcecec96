import { requireChannelId } from '../http/bodyFields';
import { ServiceError } from '../http/errors';
import type { Route } from './route';

/** POST get-unread-messages: the caller's unread count in one of their own channels. */
export const getUnreadMessages: Route = {
  name: 'get-unread-messages',
  method: 'POST',
  async handle({ caller, body }, { stream }) {
    const channelId = requireChannelId(body, 'channelId');
    const channel = await stream.findChannel(channelId, caller.sub);
    if (!channel) throw new ServiceError('forbidden', 'you are not a member of this channel');
    return { channelId, unread: channel.unread ?? 0 };
  },
};

/** The unread-count routes. */
export const unreadRoutes: Route[] = [getUnreadMessages];
