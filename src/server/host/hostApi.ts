import type { IncomingMessage, ServerResponse } from 'node:http';
import { isBountyId, isUserId } from '../../contract/ids';
import { hostBountyBody } from '../bounties/hostBountyBody';
import { putBounty } from '../bounties/putBounty';
import type { BountyStore, ContactPolicy } from '../store/bountyFacts';
import type { Clock } from '../clock';
import { ApiError } from '../http/errors';
import type { EndpointName } from '../http/errors';
import type { FailedAuthLimiter } from '../http/failedAuthLimiter';
import { parseBody } from '../http/parseBody';
import { readJsonBody } from '../http/readJsonBody';
import { sendJson } from '../http/sendJson';
import type { ChatProvider } from '../provider/chatProvider';
import type { UserDirectory } from '../store/userDirectory';
import type { ReplyStore } from '../inbound/replyStore';
import type { DmRegistry } from '../store/dmRegistry';
import type { TicketLedger } from '../store/ticketLedger';
import type { UserRecords } from '../store/userRecords';
import { authenticateHost } from './hostAuth';
import { answerEventRoute } from './eventRoutes';
import type { EventRouteDeps } from './eventRoutes';
import { statusEvent } from '../events/eventRecorder';
import type { EventRecorder } from '../events/eventRecorder';
import { eraseUser } from './eraseUser';
import { exportUser } from './exportUser';
import { hostUserBody } from './hostUserBody';
import type { TimeStyleStore } from '../store/timeStyles';
import type { SeenStore } from '../store/seenChannels';
import { toHostUser } from './hostUser';
import { actOnHostReport, listHostReports } from './hostReports';
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
 * The routes this module answers itself, after /api/host/v1/ (the events routes are eventRoutes.ts's EVENT_ROUTES):
 * the methods each path accepts and the endpoint each names. The OpenAPI document's test reads it.
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

type HostRoutePath = (typeof HOST_ROUTES)[number]['path'];

/** The methods `path` accepts. */
function methodsAt(path: HostRoutePath): string[] {
  return HOST_ROUTES.filter((route) => route.path === path).map((route) => route.method);
}

/** The endpoint `method` names at `path`; a method the path does not accept takes the first route's name. */
function endpointAt(path: HostRoutePath, method: string | undefined): EndpointName {
  const routes = HOST_ROUTES.filter((route) => route.path === path);
  return (routes.find((route) => route.method === method) ?? routes[0]!).name;
}

/** One route: its methods by name, and the path it matched. */
interface Match {
  userId: string;
  export: boolean;
}

/** Answers one request under /api/host/v1/: authenticates the host's back end, then the user routes. */
export async function handleHostApi(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  deps: HostApiDeps,
  setEndpoint: (name: EndpointName) => void,
): Promise<void> {
  const reportPath = /^reports(?:\/([^/]+))?$/.exec(path.slice(HOST_API_PREFIX.length));
  if (reportPath && deps.reports !== null) {
    const id = reportPath[1];
    const routePath = id === undefined ? 'reports' : 'reports/{id}';
    setEndpoint(endpointAt(routePath, req.method));
    authenticateHost(req, deps.key, deps.failedAuth, deps.addressOf(req));
    const method = methodsAt(routePath).join(', ');
    if (req.method !== method) throw new ApiError('method_not_allowed', `this host endpoint accepts ${method}`, { allow: method });
    const reportDeps = { reports: deps.reports, stream: deps.stream };
    sendJson(res, 200, id === undefined ? await listHostReports(req, reportDeps) : await actOnHostReport(req, decodeReportId(id), reportDeps));
    return;
  }
  if (await answerEventRoute(req, res, path.slice(HOST_API_PREFIX.length), deps.events ?? null, () => authenticateHost(req, deps.key, deps.failedAuth, deps.addressOf(req)), setEndpoint)) return;
  const bountyId = matchBounty(path.slice(HOST_API_PREFIX.length));
  if (bountyId !== null && deps.bounties !== null) {
    setEndpoint(endpointAt('bounties/{id}', req.method));
    authenticateHost(req, deps.key, deps.failedAuth, deps.addressOf(req));
    if (!isBountyId(bountyId)) throw new ApiError('invalid_body', 'id must be a bounty id (letters, digits, _, -; at most 64; not starting with dm-)');
    if (!methodsAt('bounties/{id}').includes(req.method ?? '')) throw new ApiError('method_not_allowed', 'this host endpoint accepts PUT', { allow: 'PUT' });
    const body = parseBody(hostBountyBody, await readJsonBody(req));
    const bountyDeps = { stream: deps.stream, bounties: deps.bounties, directory: deps.directory, tickets: deps.tickets, dms: deps.dms, clock: deps.clock, log: deps.log, defaultContactPolicy: deps.defaultContactPolicy, onStatusChanged: statusEvent(deps.eventRecorder, deps.log) };
    sendJson(res, 200, await putBounty(bountyId, body, bountyDeps, { by: 'host' }));
    return;
  }
  const match = matchPath(path.slice(HOST_API_PREFIX.length));
  if (match) setEndpoint(match.export ? endpointAt('users/{id}/export', req.method) : endpointAt('users/{id}', req.method));
  authenticateHost(req, deps.key, deps.failedAuth, deps.addressOf(req));
  if (!match) throw new ApiError('unknown_endpoint', `no host endpoint at ${path}; endpoints: users/{id} (PUT, GET, DELETE), users/{id}/export (GET), bounties/{id} (PUT), reports (GET), reports/{id} (POST)`);
  if (!isUserId(match.userId)) throw new ApiError('invalid_body', 'id must be a user id (letters, digits, @, _, -; at most 64)');
  const allowed = methodsAt(match.export ? 'users/{id}/export' : 'users/{id}');
  if (!allowed.includes(req.method ?? '')) {
    throw new ApiError('method_not_allowed', `this host endpoint accepts ${allowed.join(', ')}`, { allow: allowed.join(', ') });
  }
  sendJson(res, 200, await answer(req, match, deps));
}

async function answer(req: IncomingMessage, match: Match, deps: HostApiDeps): Promise<unknown> {
  const { userId } = match;
  if (match.export) return exportUser(userId, deps);
  if (req.method === 'DELETE') return eraseUser(userId, deps);
  if (req.method === 'GET') {
    const stored = await deps.directory.find(userId);
    if (!stored) throw new ApiError('not_found', 'no user with this id in the directory');
    return toHostUser(stored);
  }
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

/** The percent-decoded id of `bounties/{id}` ('' when it does not decode), or null for any other path. */
function matchBounty(rest: string): string | null {
  const found = /^bounties\/([^/]+)$/.exec(rest);
  if (!found) return null;
  try {
    return decodeURIComponent(found[1]!);
  } catch {
    return '';
  }
}

/** `users/{id}` or `users/{id}/export`, the id percent-decoded; null for any other path. */
function matchPath(rest: string): Match | null {
  const found = /^users\/([^/]+)(\/export)?$/.exec(rest);
  if (!found) return null;
  let userId: string;
  try {
    userId = decodeURIComponent(found[1]!);
  } catch {
    return { userId: '', export: found[2] !== undefined };
  }
  return { userId, export: found[2] !== undefined };
}


/** The percent-decoded report id; one that does not decode names no report. */
function decodeReportId(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new ApiError('not_found', 'no report with this id');
  }
}
