import { ConfigError } from '../config/configError';
import type { Logger } from '../ops/logger';
import type { ChatProvider } from '../provider/chatProvider';
import { HANDLED_WEBHOOK_EVENTS, STREAM_WEBHOOK_PATH } from './streamWebhookRoute';

/**
 * Points the provider's webhook at `<publicUrl>/webhooks/stream` for the events the service handles, and logs
 * it. Without a public URL nothing is changed (an operator sets the webhook in the provider's dashboard). A
 * webhook the provider already sends elsewhere (another instance sharing the provider app, staging beside
 * production) is left alone and start-up refused, unless `takeOver` says to replace it. Events already listed
 * are kept: ours are added, none removed.
 */
export async function registerWebhook(
  stream: Pick<ChatProvider, 'webhook' | 'setWebhook'>,
  publicUrl: string | null,
  takeOver: boolean,
  log: Logger,
): Promise<string | null> {
  if (publicUrl === null) return null;
  const url = `${publicUrl}${STREAM_WEBHOOK_PATH}`;
  const current = await stream.webhook();
  const elsewhere = current.url !== null && current.url !== url;
  if (elsewhere && !takeOver) {
    log('provider webhook points elsewhere: not replaced', { level: 'error', current: current.url, ours: url });
    throw new ConfigError(
      'BOUNTY_CHAT_WEBHOOK_TAKE_OVER',
      `is not set, and the provider's webhook already points at ${current.url} (not ${url}); start-up leaves it alone and stops. ` +
        'Set BOUNTY_CHAT_WEBHOOK_TAKE_OVER=1 to point it here (the other receiver gets no more events), or unset BOUNTY_CHAT_PUBLIC_URL and set the webhook in the provider\'s dashboard.',
    );
  }
  const events = webhookEvents(current);
  if (current.url === url && events.length === current.events.length) {
    log('provider webhook registered', { url, events: events.join(','), changed: false });
    return url;
  }
  await stream.setWebhook(url, events);
  if (elsewhere) log('provider webhook taken over', { level: 'warn', previous: current.url, url });
  log('provider webhook registered', { url, events: events.join(','), changed: true });
  return url;
}

/**
 * The events to ask for: those already listed, then ours that are missing. An app with a URL and no list gets
 * every event (the provider's reading of an empty list), so that list is kept empty rather than narrowed.
 */
function webhookEvents(current: { url: string | null; events: readonly string[] }): string[] {
  if (current.url !== null && current.events.length === 0) return [];
  return [...current.events, ...HANDLED_WEBHOOK_EVENTS.filter((event) => !current.events.includes(event))];
}
