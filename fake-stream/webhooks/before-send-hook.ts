import { createHmac } from 'node:crypto';
import type { ModerationDetailsResponse } from 'stream-chat';
import type { FakeStreamContext } from '../context.js';
import { toChannelResponse } from '../serializers/channel.js';
import { toUserResponseById } from '../serializers/user.js';
import type { ChannelRecord } from '../store/records.js';

/** The provider's per-attempt budget for the before-message-send hook when the app sets none: 1,500 ms, one attempt. */
export const BEFORE_SEND_HOOK_TIMEOUT_MS = 1_500;

/** What the sender is told when the hook did not answer usably (fake-stream fails closed). */
export const HOOK_FAILED_ERROR = 'Message was not sent: the message check did not answer in time. Try again.';

/**
 * The hook's decision: send this text (possibly rewritten) and, when the hook answered a message, its other fields
 * (attachments and custom fields are rewritable; the caller keeps only those), or bounce the message back to its
 * sender only.
 */
export type HookOutcome = { text: string; fields?: Record<string, unknown> } | { bounce: ModerationDetailsResponse };

/** The app's `before_message_send_hook_url`, or null when none is set. */
export function beforeSendHookUrl(ctx: FakeStreamContext): string | null {
  const url = ctx.store.appSettings().custom['before_message_send_hook_url'];
  return typeof url === 'string' && url !== '' ? url : null;
}

function bounce(text: string, errorMessage: string): { bounce: ModerationDetailsResponse } {
  return { bounce: { action: 'MESSAGE_RESPONSE_ACTION_BOUNCE', error_msg: errorMessage, harms: [{ name: 'before_message_send_hook', phrase_list_ids: [] }], original_text: text } };
}

/**
 * Calls the app's before-message-send hook as the provider does: POST `{ message, user, channel, request_info }`
 * signed like a webhook (`X-Signature`, hex HMAC-SHA256 of the raw body under the API secret), one attempt of
 * `before_message_send_hook_attempt_timeout_ms` (1,500 ms by default). An answer `{ message: { text } }` replaces
 * the text (and attachments and custom fields the answer carries); `{ message: { type: "error" } }` bounces it; an empty answer keeps it. No usable answer in time
 * (time-out, non-2xx, bad JSON): the message bounces — fake-stream fails closed.
 */
export async function runBeforeSendHook(
  ctx: FakeStreamContext,
  url: string,
  sent: { id: string; text: string; type: string; senderId: string; channel: ChannelRecord; fields: Record<string, unknown> },
): Promise<HookOutcome> {
  const configured = ctx.store.appSettings().custom['before_message_send_hook_attempt_timeout_ms'];
  const timeoutMs = typeof configured === 'number' && configured > 0 && configured <= 5_000 ? configured : BEFORE_SEND_HOOK_TIMEOUT_MS;
  const body = JSON.stringify({
    message: { ...sent.fields, id: sent.id, text: sent.text, type: sent.type, user_id: sent.senderId },
    user: toUserResponseById(ctx, sent.senderId),
    channel: toChannelResponse(ctx, sent.channel, undefined),
    request_info: { type: 'client' },
  });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': createHmac('sha256', ctx.config.apiSecret).update(body).digest('hex'), 'x-api-key': ctx.config.apiKey },
      body,
      signal: controller.signal,
    });
    if (!response.ok) return bounce(sent.text, HOOK_FAILED_ERROR);
    const raw = await response.text();
    const answer = (raw.trim() === '' ? {} : JSON.parse(raw)) as { message?: Record<string, unknown> };
    if (answer.message?.['type'] === 'error') return bounce(sent.text, typeof answer.message['text'] === 'string' ? answer.message['text'] : 'Message was blocked');
    const text = typeof answer.message?.['text'] === 'string' ? answer.message['text'] : sent.text;
    return answer.message && typeof answer.message === 'object' ? { text, fields: answer.message } : { text };
  } catch {
    return bounce(sent.text, HOOK_FAILED_ERROR);
  } finally {
    clearTimeout(timer);
  }
}
