import { ApiError } from '../http/errors';
import type { HostEvent } from '../events/eventCatalogue';
import type { HostEventOutbox } from '../events/hostEvents';

/** The most events one page lists. */
export const MOST_EVENTS_LISTED = 500;

/** GET /api/host/v1/events?after=<id>&limit=: one page of recorded events, oldest first, and the id to continue after. */
export async function listEvents(input: { after: string | null; limit: string | null }, deps: { outbox: Pick<HostEventOutbox, 'list'> }): Promise<{ events: HostEvent[]; next: string | null }> {
  const limit = input.limit === null ? 100 : Number(input.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > MOST_EVENTS_LISTED) throw new ApiError('invalid_body', `limit must be a whole number from 1 to ${MOST_EVENTS_LISTED}`);
  if (input.after !== null && !/^evt_[0-9a-f]{24}$/.test(input.after)) throw new ApiError('invalid_body', 'after must be an event id (evt_…)');
  const events = await deps.outbox.list(input.after, limit);
  if (events === null) throw new ApiError('not_found', 'no event with the id in after: it was never recorded or is past its retention (list from the start)');
  return { events, next: events.at(-1)?.id ?? input.after };
}
