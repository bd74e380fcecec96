import type { Store } from '../store/store.js';

/** Where and what the provider pushes: the app settings `webhook_url` and `webhook_events`. */
export type WebhookSettings = { url: string; events: readonly string[] };

/** Events fake-stream can push; an app that lists none gets all of these (as the provider sends "all" then). */
export const WEBHOOK_EVENT_TYPES = ['message.new', 'message.updated', 'message.deleted'] as const;

/** The app's webhook settings, or null when no `webhook_url` is set. */
export function webhookSettings(store: Store): WebhookSettings | null {
  const { webhook_url: url, webhook_events: events } = store.appSettings().custom;
  if (typeof url !== 'string' || url === '') return null;
  const listed = Array.isArray(events) ? events.filter((event): event is string => typeof event === 'string') : [];
  return { url, events: listed };
}

/** Whether the settings ask for events of `type` (an empty list asks for every type). */
export function wantsEvent(settings: WebhookSettings, type: string): boolean {
  return settings.events.length === 0 || settings.events.includes(type);
}

/** Why a `webhook_url` / `webhook_events` given to UpdateApp is refused, or null when both are usable. */
export function webhookSettingsProblem(body: Record<string, unknown>): string | null {
  const url = body['webhook_url'];
  if (url !== undefined && url !== '') {
    if (typeof url !== 'string') return 'webhook_url must be a string';
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return `webhook_url is not a URL: ${url}`;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'webhook_url must be an http(s) URL';
  }
  const events = body['webhook_events'];
  if (events !== undefined && !(Array.isArray(events) && events.every((event) => typeof event === 'string'))) {
    return 'webhook_events must be an array of event types';
  }
  return null;
}
