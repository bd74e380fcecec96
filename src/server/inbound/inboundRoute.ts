import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from '../http/errors';
import type { FailedAuthLimiter } from '../http/failedAuthLimiter';
import { sendJson } from '../http/sendJson';
import { authenticateHost } from '../host/hostAuth';
import type { InboundMessage, InboundOutcome } from './inboundMail';

/** Where a mail service posts the raw MIME of a reply. */
export const INBOUND_EMAIL_PATH = '/webhooks/inbound-email';

/** What the route needs. */
export interface InboundRouteDeps {
  /** The client's address for the failed-authentication limit (through the configured trusted proxies). */
  addressOf(req: IncomingMessage): string;
  /** BOUNTY_CHAT_HOST_API_KEY: the mail service calls with it as a bearer key. */
  hostKey: string | null;
  failedAuth: Pick<FailedAuthLimiter, 'blockedFor' | 'fail'>;
  maxBytes: number;
  /** Null when BOUNTY_CHAT_REPLY_DOMAIN is not set (the route answers 404). */
  handle: ((message: InboundMessage) => Promise<InboundOutcome>) | null;
}

/**
 * POST /webhooks/inbound-email with `Content-Type: message/rfc822` and the host API key: the same handler as the
 * SMTP listener. Answers 200 with the outcome for anything it understood (a refusal is not worth a retry), 413
 * above the size limit, and the usual errors otherwise.
 */
export async function handleInboundRoute(req: IncomingMessage, res: ServerResponse, deps: InboundRouteDeps): Promise<void> {
  authenticateHost(req, deps.hostKey, deps.failedAuth, deps.addressOf(req));
  if (deps.handle === null) throw new ApiError('not_found', 'replies by e-mail are off: the service has no BOUNTY_CHAT_REPLY_DOMAIN');
  if (req.method !== 'POST') throw new ApiError('method_not_allowed', 'inbound-email accepts POST only', { allow: 'POST' });
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'message/rfc822') throw new ApiError('invalid_body', 'the body must be the raw message, with Content-Type: message/rfc822');
  const raw = await readRaw(req, deps.maxBytes);
  if (raw.length === 0) throw new ApiError('invalid_body', 'the body is empty: send the raw message');
  sendJson(res, 200, await deps.handle({ raw, envelopeFrom: null, envelopeTo: [] }));
}

async function readRaw(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new ApiError('payload_too_large', `the message is larger than ${maxBytes} bytes`, { connection: 'close' });
  if (Number(req.headers['content-length'] ?? '0') > maxBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
