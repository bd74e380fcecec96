import { z } from 'zod';
import type { HostEventOutbox } from '../events/hostEvents';
import { parseBody } from '../http/parseBody';
import type { JsonObject } from '../http/readJsonBody';

/** Delivery's state as the host API answers it. */
export interface EventDeliveryState {
  /** Whether BOUNTY_CHAT_HOST_WEBHOOK_URL is set (events are only recorded otherwise). */
  configured: boolean;
  /** False after the endpoint answered 410, until turned on again here. */
  enabled: boolean;
  waiting: number;
  dead: number;
}

export const deliveryBody = z.object({ enabled: z.boolean() });

/** GET /api/host/v1/events/delivery (body null) or POST `{ enabled }`: turns delivery back on (or off) and answers its state. */
export async function eventDelivery(body: JsonObject | null, deps: { outbox: Pick<HostEventOutbox, 'paused' | 'setPaused' | 'counts'>; configured: boolean; wake(): void }): Promise<EventDeliveryState> {
  if (body !== null) {
    const { enabled } = parseBody(deliveryBody, body);
    await deps.outbox.setPaused(!enabled);
    if (enabled) deps.wake();
  }
  return { configured: deps.configured, enabled: !(await deps.outbox.paused()), ...(await deps.outbox.counts()) };
}
