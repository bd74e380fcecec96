import type { IncomingMessage } from 'node:http';
import type { HostEventOutbox } from '../events/hostEvents';
import type { EndpointName } from '../http/errors';
import { readJsonBody } from '../http/readJsonBody';
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

/** One route: its path (after /api/host/v1/) and that path as a pattern, method, endpoint name, and its handler. */
interface EventRoute {
  path: string;
  pattern: RegExp;
  method: 'GET' | 'POST';
  name: EndpointName;
  answer(req: IncomingMessage, id: string, deps: EventRouteDeps): Promise<unknown>;
}

const query = (req: IncomingMessage) => new URL(req.url ?? '/', 'http://service').searchParams;

/** The routes under /api/host/v1/ about events and response figures (docs/events.md). */
export const EVENT_ROUTES: readonly EventRoute[] = [
  { path: 'events', pattern: /^events$/, method: 'GET', name: 'host-list-events', answer: (req, _id, deps) => listEvents({ after: query(req).get('after'), limit: query(req).get('limit') }, deps) },
  { path: 'events/redeliver', pattern: /^events\/redeliver$/, method: 'POST', name: 'host-redeliver-events', answer: async (req, _id, deps) => redeliverEvents(await readJsonBody(req), deps) },
  { path: 'events/delivery', pattern: /^events\/delivery$/, method: 'GET', name: 'host-event-delivery', answer: (_req, _id, deps) => eventDelivery(null, deps) },
  { path: 'events/delivery', pattern: /^events\/delivery$/, method: 'POST', name: 'host-event-delivery', answer: async (req, _id, deps) => eventDelivery(await readJsonBody(req), deps) },
  { path: 'users/{id}/responsiveness', pattern: /^users\/([^/]+)\/responsiveness$/, method: 'GET', name: 'host-user-responsiveness', answer: (_req, id, deps) => hostResponsiveness(id, { db: deps.db, now: deps.now() }) },
  { path: 'bounties/{id}/activity', pattern: /^bounties\/([^/]+)\/activity$/, method: 'GET', name: 'host-bounty-activity', answer: (_req, id, deps) => hostBountyActivity(id, deps) },
];
