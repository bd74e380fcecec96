import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../ops/logger';
import { readRawBody } from '../http/readRawBody';
import { sendJson } from '../http/sendJson';
import type { WebhookInbox } from './webhookInbox';

/** Where the provider posts its webhook calls (outside /api/stream-chat/: no user token, a signature instead). */
export const STREAM_WEBHOOK_PATH = '/webhooks/stream';

/** The largest webhook body read; the provider's events with 50 members stay far below it. */
export const WEBHOOK_MAX_BYTES = 256 * 1024;

/** Event types the service acts on; any other type is answered 200 and ignored. */
export const HANDLED_WEBHOOK_EVENTS = ['message.new', 'message.updated'] as const;

/** What the route needs: the API secret that signs calls, the shared inbox, a wake-up for the worker. */
export interface StreamWebhookDeps {
  apiSecret: string;
  inbox: Pick<WebhookInbox, 'record'>;
  /** Called after a call was recorded: the work happens after the answer. */
  recorded(): void;
  log: Logger;
}

/** A refusal: the status and the words the caller gets. */
class WebhookRefusal extends Error {
  constructor(readonly status: number, readonly code: string, readonly detail: string) {
    super(detail);
  }
}

/**
 * `POST /webhooks/stream`: checks `X-Signature` over the raw body in constant time, then records the call by
 * its `X-Webhook-Id` and answers 200 at once; the worker reads the provider and queues e-mail afterwards.
 * 401 (nothing done) for a missing or wrong signature, 413 past the size limit, 400 for malformed JSON.
 */
export async function handleStreamWebhook(req: IncomingMessage, res: ServerResponse, deps: StreamWebhookDeps): Promise<void> {
  try {
    if (req.method !== 'POST') throw new WebhookRefusal(405, 'method_not_allowed', `${STREAM_WEBHOOK_PATH} accepts POST only`);
    const raw = await readRawBody(req, WEBHOOK_MAX_BYTES);
    if (raw === null) throw new WebhookRefusal(413, 'payload_too_large', `the body is larger than ${WEBHOOK_MAX_BYTES} bytes`);
    if (!signatureMatches(raw, header(req, 'x-signature'), deps.apiSecret)) {
      deps.log('webhook refused: missing or wrong X-Signature', { level: 'warn' });
      throw new WebhookRefusal(401, 'unauthorized', 'the X-Signature header is missing or does not match the body');
    }
    const event = parseEvent(raw);
    const webhookId = header(req, 'x-webhook-id');
    if (webhookId === undefined || !/^[A-Za-z0-9._:-]{1,128}$/.test(webhookId)) {
      throw new WebhookRefusal(400, 'invalid_body', 'the X-Webhook-Id header is missing or not an id');
    }
    if (!(HANDLED_WEBHOOK_EVENTS as readonly string[]).includes(event.type)) {
      deps.log('webhook ignored: event type not handled', { webhookId, event: event.type });
      sendJson(res, 200, { ok: true, ignored: true });
      return;
    }
    const messageId = event.messageId;
    if (messageId === null) throw new WebhookRefusal(400, 'invalid_body', `a ${event.type} event must carry message.id`);
    const fresh = await deps.inbox.record({ webhookId, eventType: event.type, messageId });
    if (fresh) deps.recorded();
    else deps.log('webhook repeated: already recorded, nothing done', { webhookId });
    sendJson(res, 200, { ok: true, duplicate: !fresh });
  } catch (failure) {
    if (failure instanceof WebhookRefusal) {
      req.resume();
      sendJson(res, failure.status, { error: { code: failure.code, message: 'Webhook refused', detail: failure.detail } }, failure.status === 413 ? { connection: 'close' } : {});
      return;
    }
    throw failure;
  }
}

/** Hex HMAC-SHA256 of the raw body under the API secret, compared in constant time (what the SDK's verifyWebhook checks). */
export function signatureMatches(raw: Buffer, signature: string | undefined, apiSecret: string): boolean {
  if (signature === undefined || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', apiSecret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** The event's type and message id; nothing else of the body is used. */
function parseEvent(raw: Buffer): { type: string; messageId: string | null } {
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch (error) {
    throw new WebhookRefusal(400, 'invalid_json', `the body is not valid JSON (${error instanceof Error ? error.message : 'parse error'})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new WebhookRefusal(400, 'invalid_json', 'the body must be a JSON object');
  const { type, message } = value as { type?: unknown; message?: unknown };
  if (typeof type !== 'string' || type === '') throw new WebhookRefusal(400, 'invalid_body', 'the event has no type');
  const id = typeof message === 'object' && message !== null ? (message as { id?: unknown }).id : undefined;
  return { type, messageId: typeof id === 'string' && id !== '' && id.length <= 255 ? id : null };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
