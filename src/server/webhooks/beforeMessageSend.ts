import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContactConfig } from '../bounties/contactConfig';
import { linkDomainsOf } from '../bounties/contactConfig';
import { contactPolicyOf } from '../bounties/contactRule';
import { CONTACT_HIDDEN_FIELD } from '../../contract/ids';
import type { AwardedPairCheck } from '../bounties/contactRule';
import { maskMessage } from '../bounties/maskMessage';
import type { ChatProvider } from '../provider/chatProvider';
import { readRawBody } from '../http/readRawBody';
import { sendJson } from '../http/sendJson';
import type { Logger } from '../ops/logger';
import { WEBHOOK_MAX_BYTES, signatureMatches } from './streamWebhookRoute';

/** Where the provider calls the before-message-send hook (`before_message_send_hook_url`). */
export const BEFORE_MESSAGE_SEND_PATH = '/webhooks/before-message-send';

/** What the hook needs: the API secret that signs the provider's calls, the contact policy and what it reads. */
export interface BeforeMessageSendDeps {
  apiSecret: string;
  contact: ContactConfig;
  log: Logger;
  /** Whether a DM is the awarded pair's, by the service's records (read only in an awarded bounty's DMs). */
  awardedPair: AwardedPairCheck;
  /** Whether an address is on the provider's upload host (uploads through the provider). */
  isUpload(url: string): boolean;
  /** Reads the poll a message carries (only for a message with a poll, under a masking policy). */
  getPoll: ChatProvider['getPoll'];
}

/**
 * `POST /webhooks/before-message-send`: the provider asks before storing a message. The call is verified like the
 * webhook (`X-Signature`, HMAC of the raw body under the API secret; 401 otherwise); the answer is
 * `{ message: { … } }` with contact details hidden in every text of the message when the policy says so (maskMessage),
 * `{ message: { type: 'error', text } }` when it must be refused, or `{}` (send as written). Answered from memory,
 * well inside the provider's 1,500 ms, except in an awarded bounty's DMs (one store read: awardedPair) and for a
 * message carrying a poll (one provider read).
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
  const channel = body.channel ?? {};
  if (!message || typeof message !== 'object') {
    sendJson(res, 200, {});
    return;
  }
  const channelId = typeof channel['id'] === 'string' ? channel['id'] : '';
  const policy = await contactPolicyOf(channel, channelId, deps.contact.policy, deps.awardedPair);
  if (policy === 'allow') {
    sendJson(res, 200, {});
    return;
  }
  const pollId = message['poll_id'];
  const poll = typeof pollId === 'string' ? await deps.getPoll(pollId) : null;
  const verdict = maskMessage(message, { linkDomains: linkDomainsOf(deps.contact), isUpload: deps.isUpload, poll });
  // The stored message says what hid something in it, so the sender's widget can tell her the other side sees less.
  if (verdict.kind === 'rewrite') verdict.message[CONTACT_HIDDEN_FIELD] = policy;
  if (verdict.kind === 'refuse') deps.log('before-message-send refused a message', { channel: channelId, reason: verdict.reason });
  // Object.assign, not `{ ...message, … }`: a literal opening with a spread costs microseconds on this Node.
  sendJson(res, 200, verdict.kind === 'same' ? {} : verdict.kind === 'rewrite' ? { message: verdict.message } : { message: Object.assign({}, message, { type: 'error', text: verdict.reason }) });
}
