import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HostEventOutbox } from '../events/hostEvents';
import { ApiError } from '../http/errors';
import type { EndpointName } from '../http/errors';
import { readJsonBody } from '../http/readJsonBody';
import { sendJson } from '../http/sendJson';
import type { SqlExecutor } from '../store/sqlDatabase';
import { eventDelivery } from './eventDelivery';
import { hostBountyActivity } from './hostBountyActivity';
import { hostResponsiveness } from './hostResponsiveness';
import { listEvents } from './listEvents';
import { redeliverEvents } from './redeliverEvents';

/** What the events routes use: the outbox, the store the figures are read from, and the delivery worker's wake. */
export interface EventRouteDeps {
  outbox: HostEventOutbox;
  db: SqlExecutor;
  /** Whether BOUNTY_CHAT_HOST_WEBHOOK_URL is set. */
  configured: boolean;
  wake(): void;
  now(): number;
}

/** One route: its path pattern, method, endpoint name, and the plain handler it calls with the parsed input. */
interface EventRoute {
  pattern: RegExp;
  method: 'GET' | 'POST';
  name: EndpointName;
  answer(req: IncomingMessage, id: string, deps: EventRouteDeps): Promise<unknown>;
}

const query = (req: IncomingMessage) => new URL(req.url ?? '/', 'http://service').searchParams;

/** The routes under /api/host/v1/ about events and response figures (docs/events.md). */
export const EVENT_ROUTES: readonly EventRoute[] = [
  { pattern: /^events$/, method: 'GET', name: 'host-list-events', answer: (req, _id, deps) => listEvents({ after: query(req).get('after'), limit: query(req).get('limit') }, deps) },
  { pattern: /^events\/redeliver$/, method: 'POST', name: 'host-redeliver-events', answer: async (req, _id, deps) => redeliverEvents(await readJsonBody(req), deps) },
  { pattern: /^events\/delivery$/, method: 'GET', name: 'host-event-delivery', answer: (_req, _id, deps) => eventDelivery(null, deps) },
  { pattern: /^events\/delivery$/, method: 'POST', name: 'host-event-delivery', answer: async (req, _id, deps) => eventDelivery(await readJsonBody(req), deps) },
  { pattern: /^users\/([^/]+)\/responsiveness$/, method: 'GET', name: 'host-user-responsiveness', answer: (_req, id, deps) => hostResponsiveness(id, { db: deps.db, now: deps.now() }) },
  { pattern: /^bounties\/([^/]+)\/activity$/, method: 'GET', name: 'host-bounty-activity', answer: (_req, id, deps) => hostBountyActivity(id, deps) },
];

/**
 * Answers `rest` (the path after /api/host/v1/) when it is an events route, after `authenticate`; false for any
 * other path, which the host API's other routes then take.
 */
export async function answerEventRoute(
  req: IncomingMessage,
  res: ServerResponse,
  rest: string,
  deps: EventRouteDeps | null,
  authenticate: () => void,
  setEndpoint: (name: EndpointName) => void,
): Promise<boolean> {
  const matching = EVENT_ROUTES.filter((route) => route.pattern.test(rest));
  if (matching.length === 0 || deps === null) return false;
  const route = matching.find((candidate) => candidate.method === req.method);
  setEndpoint((route ?? matching[0]!).name);
  authenticate();
  if (!route) {
    const allow = matching.map((candidate) => candidate.method).join(', ');
    throw new ApiError('method_not_allowed', `this host endpoint accepts ${allow}`, { allow });
  }
  let id = '';
  try {
    id = decodeURIComponent(route.pattern.exec(rest)?.[1] ?? '');
  } catch {
    id = '';
  }
  sendJson(res, 200, await route.answer(req, id, deps));
  return true;
}
