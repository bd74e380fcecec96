import type { ErasureAnswer } from '../../contract/responses';
import { outboxFilesTo, removeOutboxFiles } from '../email/outboxFolder';
import { SERVICE_USER_ID } from '../provider/serviceUser';
import type { UserDataDeps } from './userDataDeps';
import { FORMER_MEMBER, erasedPseudonym } from './pseudonym';
import { REOPENED_AWARDED } from '../bounties/putBounty';

/** The most messages an erasure counts before deleting (the provider deletes them all regardless). */
const COUNT_MAX = 1000;

/** Channel custom fields that hold a user id: a DM's candidate and opener, a bounty's winner. */
export const FIELDS_NAMING_USERS = ['candidate_id', 'owner_id', 'awarded_to'] as const;

/**
 * DELETE /api/host/v1/users/{id}: erasure on request. At the provider first: the notices that named them as a
 * bounty's winner now name "a former member", the channel fields holding their id hold a pseudonym, and the
 * user goes with every message they wrote (hard). Then the store forgets their directory entry, every e-mail to
 * them (waiting or delivered, with its text), every item quoting them in e-mails to others, their reply handles;
 * their DMs and awards keep a pseudonym in their place; and their files leave the outbox folder. Repeating it
 * removes nothing more and answers zero counts.
 */
export async function eraseUser(userId: string, deps: UserDataDeps): Promise<ErasureAnswer> {
  const [known, stored] = await Promise.all([deps.stream.findUser(userId), deps.directory.find(userId)]);
  // Counted before, as the provider's deletion answers no count.
  const providerMessages = known ? (await deps.stream.messagesBy(userId, COUNT_MAX)).length : 0;
  // Read before the store forgets them: the addresses her outbox files are found by.
  const addresses = [...new Set([stored?.email ?? '', ...(await deps.records.emailsTo(userId)).map((email) => email.recipientEmail)])];
  // Two stand-ins: as a DM's member, and as a bounty's winner. Were they equal, her old DM would look like the
  // awarded pair's (candidate_id = awarded_to), which lifts the masking there.
  const pseudonym = { member: erasedPseudonym(), winner: erasedPseudonym() };
  // The provider first: if it fails, nothing here is gone yet and the call can simply be repeated.
  const notices = (await deps.bounties?.awardNoticesFor(userId)) ?? [];
  for (const notice of notices) await renameNotice(notice.messageId, deps);
  const channelFields = await pseudonymiseChannelFields(userId, pseudonym, deps);
  const providerUser = known ? await deps.stream.deleteUser(userId) : false;
  deps.forgetUser(userId);
  const records = await deps.records.erase(userId);
  const replyHandles = await deps.replies.forget(userId);
  const dmRegistryRows = await deps.dms.pseudonymise(userId, pseudonym.member);
  const winner = (await deps.bounties?.forgetWinner(userId, pseudonym.winner)) ?? { awards: 0, notices: 0 };
  const outboxFiles = await removeOutboxFiles(deps.outboxDir, await outboxFilesTo(deps.outboxDir, addresses));
  const directoryEntry = await deps.directory.remove(userId);
  // Her zone and language for e-mail times go with her entry.
  await deps.timeStyles?.remove(userId);
  // And which conversations she had opened.
  const seenConversations = (await deps.seen?.forget(userId)) ?? 0;
  return {
    userId,
    removed: {
      providerUser,
      providerMessages: providerUser ? providerMessages : 0,
      directoryEntry,
      emailsToThem: records.emailsToThem,
      emailItemsAboutThem: records.itemsAboutThem,
      awardNotices: notices.length,
      channelFields,
      replyHandles,
      dmRegistryRows,
      bountyAwards: winner.awards,
      outboxFiles,
      seenConversations,
    },
  };
}

/** The award notice names a former member; one the provider no longer has is nothing to rename. */
async function renameNotice(messageId: string, deps: UserDataDeps): Promise<void> {
  const notice = await deps.stream.getMessage(messageId);
  if (notice === null) return;
  // A reopen that kept the award says so after the rename too.
  const reopened = notice.text.startsWith(REOPENED_AWARDED);
  await deps.stream.updateMessageText(messageId, reopened ? `${REOPENED_AWARDED}${FORMER_MEMBER}` : `Awarded to ${FORMER_MEMBER}`, SERVICE_USER_ID);
}

/** Puts the pseudonym in every channel field that holds the user's id; answers how many fields changed. */
async function pseudonymiseChannelFields(userId: string, pseudonym: { member: string; winner: string }, deps: UserDataDeps): Promise<number> {
  let changed = 0;
  for (const field of FIELDS_NAMING_USERS) {
    // All found before any changes: a changed channel would move the provider's pages under the loop.
    const channels = await deps.stream.channelsWith(field, userId);
    for (const channel of channels) {
      // A bounty's own owner is the host's fact about its bounty (the host hands it over or removes it).
      if (field === 'owner_id' && channel.kind === 'bounty') continue;
      await deps.stream.updateChannel(channel.channelId, { [field]: field === 'awarded_to' ? pseudonym.winner : pseudonym.member }, []);
      changed += 1;
    }
  }
  return changed;
}
