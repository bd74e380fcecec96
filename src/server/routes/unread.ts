import { getUnreadMessagesRequest } from '../../contract/schemas';
import { parseBody } from '../http/parseBody';
import { notMember } from './notMember';
import type { Route } from './route';

/** POST get-unread-messages: the caller's unread count in one of their own channels. */
export const getUnreadMessages: Route<'get-unread-messages'> = {
  name: 'get-unread-messages',
  method: 'POST',
  readsOnly: true,
  async handle({ caller, body }, { stream }) {
    const { channelId } = parseBody(getUnreadMessagesRequest, body);
    const channel = await stream.findChannel(channelId, caller.sub);
    if (!channel) throw notMember();
    return { channelId, unread: channel.unread ?? 0 };
  },
};

/** The unread-count routes. */
export const unreadRoutes: Route[] = [getUnreadMessages];
