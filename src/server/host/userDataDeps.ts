import type { Clock } from '../clock';
import type { ReplyStore } from '../inbound/replyStore';
import type { ChatProvider } from '../provider/chatProvider';
import type { BountyStore } from '../store/bountyFacts';
import type { DmRegistry } from '../store/dmRegistry';
import type { UserDirectory } from '../store/userDirectory';
import type { UserRecords } from '../store/userRecords';
import type { TimeStyleStore } from '../store/timeStyles';
import type { SeenStore } from '../store/seenChannels';

/**
 * What an export and an erasure go through: every place the service or the provider keeps something about a
 * user. The host API's deps hold these (and more); declared here so the two need nothing from the host API.
 */
export interface UserDataDeps {
  stream: ChatProvider;
  directory: UserDirectory;
  records: UserRecords;
  clock: Clock;
  /** The bounties table; null when the service keeps none. */
  bounties: BountyStore | null;
  /** Reply-by-e-mail handles. */
  replies: Pick<ReplyStore, 'handlesOf' | 'forget'>;
  /** The DM registry (pseudonymised, so the other member's DM stays known). */
  dms: Pick<DmRegistry, 'dmsOf' | 'pseudonymise'>;
  /** The outbox folder (`.eml` files written when no SMTP_URL is set). */
  outboxDir: string;
  /** Each user's zone and language for e-mail times; absent, none is stored. */
  timeStyles?: Pick<TimeStyleStore, 'setFromHost' | 'remove'>;
  /** The conversations each user has opened (the list's "New"); absent, none is kept. */
  seen?: Pick<SeenStore, 'seenBy' | 'forget'>;
  /** Drops what this process holds of the user (the "already at the provider" mark, rate-limit hits in memory). */
  forgetUser(userId: string): void;
}
