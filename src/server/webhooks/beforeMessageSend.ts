import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContactConfig } from '../config/contact';
import { linkDomainsOf } from '../config/contact';
import { contactPolicyOf } from '../bounties/contactRule';
import { CONTACT_HIDDEN_FIELD } from '../../contract/ids';
import type { AwardedPairCheck } from '../bounties/contactRule';
import { maskMessage } from '../bounties/maskMessage';
import type { ChatProvider } from '../provider/chatProvider';
import { readRawBody } from '../http/readRawBody';
import { sendJson } from '../http/sendJson';
import type { Logger } from '../ops/logger';
import { GUARD_FIELDS } from '../firstContact/firstContactGuard';
import type { FirstContactGuard, GuardVerdict, SuspectedSpam } from '../firstContact/firstContactGuard';
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
  /** The guard on first contact (DMs); null leaves every message to the contact policy alone. */
  firstContact: FirstContactGuard | null;
  /** Opens a report for the board when the guard holds a sender; called after the provider has its answer. */
  onSuspectedSpam(report: SuspectedSpam): Promise<void>;
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
  const pollId = message['poll_id'];
  const poll = policy !== 'allow' && typeof pollId === 'string' ? await deps.getPoll(pollId) : null;
  const verdict = policy === 'allow' ? { kind: 'same' as const } : maskMessage(message, { linkDomains: linkDomainsOf(deps.contact), isUpload: deps.isUpload, poll });
  if (verdict.kind === 'refuse') {
    deps.log('before-message-send refused a message', { channel: channelId, reason: verdict.reason });
    sendJson(res, 200, { message: Object.assign({}, message, { type: 'error', text: verdict.reason }) });
    return;
  }
  // The stored message says what hid something in it, so the sender's widget can tell her the other side sees less.
  if (verdict.kind === 'rewrite') verdict.message[CONTACT_HIDDEN_FIELD] = policy;
  // The contact rule first: a message it refuses reaches no one, so it is no first contact either.
  const guard: GuardVerdict = deps.firstContact ? await deps.firstContact.check(message, channel) : { kind: 'none' };
  if (guard.kind === 'refuse') {
    deps.log('before-message-send refused a first message', { channel: channelId, held: guard.report !== null });
    sendJson(res, 200, { message: Object.assign({}, message, { type: 'error', text: guard.text }) });
    if (guard.report) await deps.onSuspectedSpam(guard.report).catch((error: unknown) => deps.log('first contact: the report could not be opened', { level: 'error', channel: channelId, error: String(error) }));
    return;
  }
  const fields = guard.kind === 'mark' ? guard.fields : forgedGuardFields(message);
  if (verdict.kind === 'same' && fields === null) {
    sendJson(res, 200, {});
    return;
  }
  // Object.assign, not `{ ...message, … }`: a literal opening with a spread costs microseconds on this Node.
  sendJson(res, 200, { message: Object.assign({}, verdict.kind === 'rewrite' ? verdict.message : message, fields) });
}

/** The guard's fields set to false when the sender put them on a message the guard does not mark, else null. */
function forgedGuardFields(message: Record<string, unknown>): Record<string, boolean> | null {
  return GUARD_FIELDS.some((field) => field in message) ? { first_contact: false, off_board: false } : null;
}
