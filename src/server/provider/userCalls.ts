import type { StreamChat } from 'stream-chat';
import { CHANNEL_TYPE } from '../channels/channelIds';
import { ProviderError } from '../http/errors';
import type { ChatProvider } from './chatProvider';
import { isNotFound, toMessage } from './providerAnswers';

/** Search pages are at most this long; the provider refuses offsets past 1000. */
const SEARCH_PAGE = 100;
const SEARCH_MAX_OFFSET = 1000;

/** The provider calls about one user as a whole: read them, export their messages, erase them. */
export function userCalls(
  client: StreamChat,
  call: <T>(operation: string, run: () => Promise<T>) => Promise<T>,
): Pick<ChatProvider, 'findUser' | 'deleteUser' | 'messagesBy'> {
  return {
    async findUser(userId) {
      const found = await call('queryUsers', () => client.queryUsers({ id: { $eq: userId } }, { id: 1 }, { limit: 1, presence: false }));
      const user = found.users[0] as (typeof found.users)[number] & Record<string, unknown> | undefined;
      if (!user) return null;
      return {
        id: user.id,
        ...(typeof user.name === 'string' && { name: user.name }),
        ...(typeof user.image === 'string' && { image: user.image }),
        ...(typeof user['bounty_role'] === 'string' && { bountyRole: user['bounty_role'] }),
        createdAt: user.created_at ?? null,
      };
    },
    async deleteUser(userId) {
      try {
        await client.deleteUser(userId, { hard_delete: true, mark_messages_deleted: true });
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw new ProviderError('deleteUser', error);
      }
    },
    async messagesBy(userId, max) {
      const messages = [];
      for (let offset = 0; offset < Math.min(max, SEARCH_MAX_OFFSET); offset += SEARCH_PAGE) {
        const response = await call('search', () =>
          client.search({ type: CHANNEL_TYPE, members: { $in: [userId] } }, { 'user.id': { $eq: userId } }, {
            limit: SEARCH_PAGE,
            offset,
            sort: [{ created_at: -1 }],
            user_id: userId,
          } as Parameters<StreamChat['search']>[2]),
        );
        messages.push(...response.results.map((result) => toMessage(result.message)));
        if (response.results.length < SEARCH_PAGE) break;
      }
      return messages.slice(0, max);
    },
  };
}
