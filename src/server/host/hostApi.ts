import type { IncomingMessage } from 'node:http';
import { hostBountyBody } from '../bounties/hostBountyBody';
import { putBounty } from '../bounties/putBounty';
import type { BountyStore, ContactPolicy } from '../store/bountyFacts';
import type { Clock } from '../clock';
import { ApiError } from '../http/errors';
import type { EndpointName } from '../http/errors';
import type { FailedAuthLimiter } from '../http/failedAuthLimiter';
import { parseBody } from '../http/parseBody';
import { readJsonBody } from '../http/readJsonBody';
import type { ChatProvider } from '../provider/chatProvider';
import type { UserDirectory } from '../store/userDirectory';
import type { ReplyStore } from '../inbound/replyStore';
import type { DmRegistry } from '../store/dmRegistry';
import type { TicketLedger } from '../store/ticketLedger';
import type { UserRecords } from '../store/userRecords';
import type { EventRouteDeps } from './eventRoutes';
import { statusEvent } from '../events/eventRecorder';
import type { EventRecorder } from '../events/eventRecorder';
import { hostUserBody } from './hostUserBody';
import type { TimeStyleStore } from '../store/timeStyles';
import type { SeenStore } from '../store/seenChannels';
import { toHostUser } from './hostUser';
import type { ReportDeps } from '../safety/reports';

/** Where the host's back-end API lives. */
export const HOST_API_PREFIX = '/api/host/v1/';

/** What the host API uses. */
export interface HostApiDeps {
  /** BOUNTY_CHAT_HOST_API_KEY, or null when the API is off. */
  key: string | null;
  stream: ChatProvider;
  directory: UserDirectory;
  records: UserRecords;
  failedAuth: Pick<FailedAuthLimiter, 'blockedFor' | 'fail'>;
  /** The client's address for the failed-authentication limit (through the configured trusted proxies). */
  addressOf(req: IncomingMessage): string;
  clock: Clock;
  /** The bounties table; null leaves the bounties route out. */
  bounties: BountyStore | null;
  /** The ticket ledger: the bounties route records each host change there. */
  tickets: Pick<TicketLedger, 'recordHostChange'>;
  /** Each user's zone and language for e-mail times (the user body's `timeZone`, `locale`); absent, not stored. */
  timeStyles?: Pick<TimeStyleStore, 'setFromHost' | 'remove'>;
  /** The conversations each user has opened, forgotten on erasure; absent, none is kept. */
  seen?: Pick<SeenStore, 'seenBy' | 'forget'>;
  /** Reply-by-e-mail handles, for export and erasure. */
  replies: Pick<ReplyStore, 'handlesOf' | 'forget'>;
  /** The DM registry, for export and erasure (pseudonymised, so the other member's DM stays known), and the winner's DM. */
  dms: Pick<DmRegistry, 'dmsOf' | 'pseudonymise' | 'find'>;
  /** The outbox folder (`.eml` files written when no SMTP_URL is set), for export and erasure. */
  outboxDir: string;
  log(message: string): void;
  /** BOUNTY_CHAT_CONTACT_POLICY. */
  defaultContactPolicy: ContactPolicy;
  /**
   * Drops what this process holds of the user: the "already at the provider" mark (a user who comes back after an
   * erasure is created again) and the rate-limit hits counted in memory.
   */
  forgetUser(userId: string): void;
  /** The board's reports; null leaves the reports routes out. */
  reports: ReportDeps | null;
  /** The events and response-figure routes (docs/events.md); null or absent leaves them out. */
  events?: EventRouteDeps | null;
  /** Records the host's events (a bounty's status change); absent records none. */
  eventRecorder?: EventRecorder | null;
}

/**
 * The host API's routes after /api/host/v1/ (the events routes are eventRoutes.ts's EVENT_ROUTES): the methods each
 * path accepts and the endpoint each names. The host plugin registers them; the OpenAPI document's test reads it.
 */
export const HOST_ROUTES = [
  { path: 'users/{id}', method: 'GET', name: 'host-get-user' },
  { path: 'users/{id}', method: 'PUT', name: 'host-put-user' },
  { path: 'users/{id}', method: 'DELETE', name: 'host-delete-user' },
  { path: 'users/{id}/export', method: 'GET', name: 'host-export-user' },
  { path: 'bounties/{id}', method: 'PUT', name: 'host-put-bounty' },
  { path: 'reports', method: 'GET', name: 'host-list-reports' },
  { path: 'reports/{id}', method: 'POST', name: 'host-act-on-report' },
] as const satisfies readonly { path: string; method: string; name: EndpointName }[];

/** The host's user as the directory holds it (GET users/{id}). */
export async function getHostUser(userId: string, deps: HostApiDeps): Promise<unknown> {
  const stored = await deps.directory.find(userId);
  if (!stored) throw new ApiError('not_found', 'no user with this id in the directory');
  return toHostUser(stored);
}

/** PUT bounties/{id}: the host's facts about a bounty. */
export async function putHostBounty(req: IncomingMessage, bountyId: string, deps: HostApiDeps & { bounties: BountyStore }): Promise<unknown> {
  const body = parseBody(hostBountyBody, await readJsonBody(req));
  const bountyDeps = { stream: deps.stream, bounties: deps.bounties, directory: deps.directory, tickets: deps.tickets, dms: deps.dms, clock: deps.clock, log: deps.log, defaultContactPolicy: deps.defaultContactPolicy, onStatusChanged: statusEvent(deps.eventRecorder, deps.log) };
  return putBounty(bountyId, body, bountyDeps, { by: 'host' });
}

/** PUT users/{id}: the host's user, saved at the provider and in the directory. */
export async function putHostUser(req: IncomingMessage, userId: string, deps: HostApiDeps): Promise<unknown> {
  const body = parseBody(hostUserBody, await readJsonBody(req));
  // The provider first: when it fails, the directory is unchanged and the call can simply be repeated.
  await deps.stream.upsertUsers([{ id: userId, name: body.name, image: body.image, bountyRole: body.role }]);
  await deps.directory.upsert({ id: userId, name: body.name, email: body.email, image: body.image ?? null, role: body.role });
  if (body.emailNotifications !== undefined) await deps.directory.setEmailNotifications(userId, body.emailNotifications);
  await deps.timeStyles?.setFromHost(userId, { timeZone: body.timeZone, locale: body.locale });
  const stored = await deps.directory.find(userId);
  if (!stored) throw new ApiError('conflict', 'the user was erased while being saved; repeat the call');
  return toHostUser(stored);
}
