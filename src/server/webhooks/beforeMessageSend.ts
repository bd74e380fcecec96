import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContactConfig } from '../bounties/contactConfig';
import { maskUnderPolicy } from '../bounties/contactRule';
import { readRawBody } from '../http/readRawBody';
import { sendJson } from '../http/sendJson';
import type { Logger } from '../ops/logger';
import { WEBHOOK_MAX_BYTES, signatureMatches } from './streamWebhookRoute';

/** Where the provider calls the before-message-send hook (`before_message_send_hook_url`). */
export const BEFORE_MESSAGE_SEND_PATH = '/webhooks/before-message-send';

/** What the hook needs: the API secret that signs the provider's calls, and the contact policy. */
export interface BeforeMessageSendDeps {
  apiSecret: string;
  contact: ContactConfig;
  log: Logger;
}

/**
 * `POST /webhooks/before-message-send`: the provider asks before storing a message. The call is verified like the
 * webhook (`X-Signature`, HMAC of the raw body under the API secret; 401 otherwise); the answer is
 * `{ message: { …, text } }` with contact details hidden when the policy says so, or `{}` (send as written).
 * Answered from memory, without a store or provider call, well inside the provider's 1,500 ms.
 */
export async function handleBeforeMessageSend(req: IncomingMessage, res: ServerResponse, deps: BeforeMessageSendDeps): Promise<void> {
  if (req.method !== 'POST') {
    sendJson(res, 405, { error: { code: 'method_not_allowed', message: 'Hook refused', detail: `${BEFORE_MESSAGE_SEND_PATH} accepts POST only` } }, { allow: 'POST' });
    return;
  }
  const raw = await readRawBody(req, WEBHOOK_MAX_BYTES);
  if (raw === null) {
    sendJson(res, 413, { error: { code: 'payload_too_large', message: 'Hook refused', detail: `the body is larger than ${WEBHOOK_MAX_BYTES} bytes` } }, { connection: 'close' });
    return;
  }
  const signature = req.headers['x-signature'];
  if (!signatureMatches(raw, Array.isArray(signature) ? signature[0] : signature, deps.apiSecret)) {
    deps.log('before-message-send refused: missing or wrong X-Signature', { level: 'warn' });
    sendJson(res, 401, { error: { code: 'unauthorized', message: 'Hook refused', detail: 'the X-Signature header is missing or does not match the body' } });
    return;
  }
  let body: { message?: Record<string, unknown>; channel?: Record<string, unknown> };
  try {
    body = JSON.parse(raw.toString('utf8')) as typeof body;
  } catch {
    sendJson(res, 400, { error: { code: 'invalid_json', message: 'Hook refused', detail: 'the body is not valid JSON' } });
    return;
  }
  const message = body.message;
  const text = message?.['text'];
  if (!message || typeof text !== 'string' || text === '') {
    sendJson(res, 200, {});
    return;
  }
  const masked = maskUnderPolicy(text, body.channel ?? {}, deps.contact);
  // Object.assign, not `{ ...message, text }`: a literal opening with a spread costs microseconds on this Node.
  sendJson(res, 200, masked === text ? {} : { message: Object.assign({}, message, { text: masked }) });
}
