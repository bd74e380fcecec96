import type { ErasureAnswer } from '../../contract/responses';
import type { HostApiDeps } from './hostApi';

/** The most messages an erasure counts before deleting (the provider deletes them all regardless). */
const COUNT_MAX = 1000;

/**
 * DELETE /api/host/v1/users/{id}: erasure on request. The provider deletes the user and every message they wrote
 * (hard); then the store forgets their directory entry, every e-mail to them (waiting or delivered, with its text)
 * and every item quoting them in e-mails to others. Repeating it removes nothing more and answers zero counts.
 */
export async function eraseUser(userId: string, deps: HostApiDeps): Promise<ErasureAnswer> {
  const known = await deps.stream.findUser(userId);
  // Counted before, as the provider's deletion answers no count.
  const providerMessages = known ? (await deps.stream.messagesBy(userId, COUNT_MAX)).length : 0;
  // The provider first: if it fails, nothing here is gone yet and the call can simply be repeated.
  const providerUser = known ? await deps.stream.deleteUser(userId) : false;
  deps.forgetUser(userId);
  const records = await deps.records.erase(userId);
  const directoryEntry = await deps.directory.remove(userId);
  return {
    userId,
    removed: {
      providerUser,
      providerMessages: providerUser ? providerMessages : 0,
      directoryEntry,
      emailsToThem: records.emailsToThem,
      emailItemsAboutThem: records.itemsAboutThem,
    },
  };
}
