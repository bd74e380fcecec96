import type { StreamChat } from 'stream-chat';
import type { ChatProvider } from './chatProvider';

/** The provider's block API, flags, app-wide bans and hard deletes, acting for the user the service names. */
export function safetyCalls(
  client: StreamChat,
  call: <T>(operation: string, run: () => Promise<T>) => Promise<T>,
): Pick<ChatProvider, 'blockUser' | 'unblockUser' | 'blockedUsers' | 'flagMessage' | 'flagUser' | 'banUser' | 'unbanUser' | 'hardDeleteMessage'> {
  return {
    async blockUser(blockerId, blockedId) {
      await call('blockUser', () => client.blockUser(blockedId, blockerId));
    },
    async unblockUser(blockerId, blockedId) {
      await call('unBlockUser', () => client.unBlockUser(blockedId, blockerId));
    },
    async blockedUsers(userId) {
      const { blocks } = await call('getBlockedUsers', () => client.getBlockedUsers(userId));
      return blocks.map((block) => block.blocked_user_id);
    },
    async flagMessage(reporterId, messageId, reason) {
      await call('flagMessage', () => client.flagMessage(messageId, { reason, user_id: reporterId }).catch(unlessAlreadyFlagged));
    },
    async flagUser(reporterId, userId, reason) {
      await call('flagUser', () => client.flagUser(userId, { reason, user_id: reporterId }).catch(unlessAlreadyFlagged));
    },
    async banUser(userId, options) {
      await call('banUser', () => client.banUser(userId, {
        ...(options.shadow ? { shadow: true } : {}),
        ...(options.timeoutMinutes !== undefined ? { timeout: options.timeoutMinutes } : {}),
        ...(options.reason !== undefined ? { reason: options.reason } : {}),
      }));
    },
    async unbanUser(userId) {
      // Both kinds: the host's unban lifts whichever ban the user has.
      await call('unbanUser', () => client.unbanUser(userId));
      await call('unbanUser', () => client.unbanUser(userId, { shadow: true } as Parameters<StreamChat['unbanUser']>[1]));
    },
    async hardDeleteMessage(messageId) {
      await call('deleteMessage', () => client.deleteMessage(messageId, { hardDelete: true }));
    },
  };
}

/**
 * A second report of the same target by the same person is still a report for the board: the provider keeps one
 * flag per target and reporter and refuses the second (400, "already"), which is no failure here.
 */
function unlessAlreadyFlagged(error: unknown): undefined {
  const response = (error as { response?: { status?: number; data?: { message?: string } } } | null)?.response;
  if (response?.status === 400 && /already/i.test(response.data?.message ?? '')) return undefined;
  throw error;
}
