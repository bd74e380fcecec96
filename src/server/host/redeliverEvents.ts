import { z } from 'zod';
import type { HostEventOutbox } from '../events/hostEvents';
import { parseBody } from '../http/parseBody';
import type { JsonObject } from '../http/readJsonBody';

/** `{ since }`: an ISO 8601 time. */
export const redeliverBody = z.object({ since: z.iso.datetime({ offset: true }) });

/** POST /api/host/v1/events/redeliver `{ since }`: queues every event recorded since then again, with the same ids. */
export async function redeliverEvents(body: JsonObject, deps: { outbox: Pick<HostEventOutbox, 'redeliver'>; wake(): void }): Promise<{ queued: number }> {
  const { since } = parseBody(redeliverBody, body);
  const queued = await deps.outbox.redeliver(Date.parse(since));
  deps.wake();
  return { queued };
}
