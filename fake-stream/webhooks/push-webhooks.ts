import type { Event } from 'stream-chat';
import type { FakeStreamContext } from '../context.js';
import { webhookPayload } from './webhook-payload.js';
import type { WebhookSender } from './webhook-sender.js';
import { wantsEvent, webhookSettings } from './webhook-settings.js';

/**
 * Pushes the bus's provider events (`webhook` deliveries) to the app's webhook URL, when one is set and its
 * `webhook_events` list the type. The event is built only when it will be sent.
 */
export function attachPushWebhooks(ctx: FakeStreamContext, sender: WebhookSender): void {
  ctx.bus.on('webhook', ({ cid, type, build }) => {
    const settings = webhookSettings(ctx.store);
    if (!settings || !wantsEvent(settings, type)) return;
    const event: Event = build();
    sender.send(settings.url, webhookPayload(ctx, cid, event));
  });
}
