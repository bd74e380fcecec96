import { isoNow } from '../clock.js';
import type { FakeStreamContext } from '../context.js';
import { reactionKey } from '../store/message-feature-records.js';
import { deleteMessage } from './message-changes.js';
import { removeMembers } from './membership.js';
import type { UserRecord } from '../store/records.js';

/** What a user deletion takes with it. */
export type DeleteUserOptions = { hardDelete: boolean; markMessagesDeleted: boolean };

/**
 * Deletes a user as the provider's `DELETE /users/{id}` does: with `markMessagesDeleted` every message they
 * wrote is deleted (hard with `hardDelete`, each announced as `message.deleted`); a hard delete also removes
 * their memberships, read states, reactions, mutes and the user record. Answers the record as it was.
 */
export function deleteUser(ctx: FakeStreamContext, user: UserRecord, options: DeleteUserOptions): UserRecord {
  const { store } = ctx;
  if (options.markMessagesDeleted || options.hardDelete) {
    const theirs = [...store.messages.values()].filter((message) => message.user_id === user.id && message.deleted_at === undefined);
    for (const message of theirs) {
      const channel = store.channels.get(message.cid);
      // A reply may already be gone with its parent's hard delete.
      if (channel && store.messages.has(message.id)) deleteMessage(ctx, channel, message, undefined, options.hardDelete);
    }
  }
  if (!options.hardDelete) return store.users.set({ ...user, custom: { ...user.custom, deleted_at: isoNow(ctx.clock) } });
  for (const cid of store.channelIdsOf(user.id)) {
    const channel = store.channels.get(cid);
    if (channel) removeMembers(ctx, channel, [user.id]);
  }
  const tables = store.tables;
  for (const reaction of [...tables.reactions.values()]) if (reaction.user_id === user.id) tables.reactions.delete(reactionKey(reaction.message_id, reaction.user_id, reaction.type));
  for (const mute of [...tables.userMutes.values()]) if (mute.user_id === user.id || mute.target_id === user.id) tables.userMutes.delete(`${mute.user_id}|${mute.target_id}`);
  for (const mute of [...tables.channelMutes.values()]) if (mute.user_id === user.id) tables.channelMutes.delete(`${mute.user_id}|${mute.cid}`);
  store.users.delete(user.id);
  return user;
}
