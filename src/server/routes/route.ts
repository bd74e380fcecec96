import type { ServiceAnswers, ServiceEndpoint } from '../../contract/responses';
import type { EventRecorder } from '../events/eventRecorder';
import type { ReplyHints } from '../events/replyHints';
import type { UserClaims } from '../auth/token';
import type { Clock } from '../clock';
import type { ServiceConfig } from '../config/serviceConfig';
import type { EmailRequest, EnqueueResult } from '../email/emailRequest';
import type { JsonObject } from '../http/readJsonBody';
import type { ChatProvider } from '../provider/chatProvider';
import type { DirectoryUser, UserDirectory } from '../store/userDirectory';
import type { UserSync } from '../users/userSync';
import type { TokenVerifier } from '../auth/tokenKeys';
import type { DmRegistry } from '../store/dmRegistry';
import type { BountyStore } from '../store/bountyFacts';
import type { TicketLedger } from '../store/ticketLedger';
import type { BlockStore } from '../safety/blocks';
import type { ReportDeps } from '../safety/reports';
import type { TimeStyleStore } from '../store/timeStyles';
import type { SeenStore } from '../store/seenChannels';

/** An e-mail request as the routes make it (the queue's own request type, tied to the provider's message). */
export type QueuedEmail = EmailRequest;
export type { EnqueueResult };

/** What every route handler can use. Store calls are awaited, whatever store implements them. */
export interface RouteDeps {
  config: ServiceConfig;
  stream: ChatProvider;
  directory: {
    get(id: string): Promise<DirectoryUser | null>;
    upsert(user: DirectoryUser): Promise<void>;
  } & Pick<UserDirectory, 'find' | 'setEmailNotifications' | 'clearEmailBouncing'>;
  /** Bounty tickets: the newest `iat` accepted per bounty (refuses an older one) and the host API's last change. */
  tickets: Pick<TicketLedger, 'accept' | 'recordHostChange'>;
  emails: { enqueue(request: QueuedEmail): Promise<EnqueueResult> };
  clock: Clock;
  /** Opens host tokens and bounty tickets under the current (and, during a rotation, the previous) key. */
  tokens: TokenVerifier;
  /** The DMs made so far, and the secret new DM ids are made with. */
  dms: { registry: DmRegistry; idSecret: Buffer };
  /** Operator log: refusals that point at tampering go here. */
  log(line: string): void;
  /** Keeps the directory and the provider in step with the host's claims (the caller's, or another user's). */
  users: UserSync;
  /** The bounties the host described (facts and status); absent, a ticket's url, reward and status are ignored. */
  bounties?: BountyStore;
  /** Blocks between users and the board's reports; absent, those routes answer 404 and nothing is refused for a block. */
  safety?: { blocks: BlockStore; reports: ReportDeps };
  /** Each user's zone and language for e-mail times; absent, the browser's default is not stored. */
  timeStyles?: Pick<TimeStyleStore, 'setFromBrowser'>;
  /** Per-sender, per-recipient hourly quota of e-mail requests; absent, none is counted. */
  emailQuota?: { take(senderId: string, recipientId: string): Promise<boolean> };
  /** The host's events (a ticket's bounty.status_changed) and the response figures they keep; absent, none. */
  events?: EventRecorder;
  /** The reply-time line of get-reply-hint; absent, it answers no line. */
  replyHints?: ReplyHints;
  /** When each user first opened each conversation (the list's "New"); absent, nothing is recorded or seen. */
  seen?: SeenStore;
}

/** One endpoint under /api/stream-chat/; its answer is the contract's (ServiceAnswers), checked by the compiler. */
export interface Route<N extends ServiceEndpoint = ServiceEndpoint> {
  name: N;
  method: 'GET' | 'POST';
  /**
   * The handler only reads (one provider read, or the store): it may start while a shared rate limit is still
   * answering, its answer thrown away if the request is refused (http/admission.ts). Left out for every route
   * that writes, and for reads of many pages (all-channels).
   */
  readsOnly?: true;
  /** Answers the request; throws ApiError or ProviderError to fail. */
  handle(request: { caller: UserClaims; body: JsonObject }, deps: RouteDeps): Promise<ServiceAnswers[N]>;
}
