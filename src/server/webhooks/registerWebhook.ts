import type { Logger } from '../ops/logger';
import type { ChatProvider } from '../provider/chatProvider';
import { HANDLED_WEBHOOK_EVENTS, STREAM_WEBHOOK_PATH } from './streamWebhookRoute';

/**
 * Points the provider's webhook at `<publicUrl>/webhooks/stream` for the events the service handles, and logs
 * it. Without a public URL nothing is changed (an operator sets the webhook in the provider's dashboard).
 */
export async function registerWebhook(stream: Pick<ChatProvider, 'setWebhook'>, publicUrl: string | null, log: Logger): Promise<string | null> {
  if (publicUrl === null) return null;
  const url = `${publicUrl}${STREAM_WEBHOOK_PATH}`;
  await stream.setWebhook(url, HANDLED_WEBHOOK_EVENTS);
  log('provider webhook registered', { url, events: HANDLED_WEBHOOK_EVENTS.join(',') });
  return url;
}
