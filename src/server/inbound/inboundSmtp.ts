import { SMTPServer } from 'smtp-server';
import type { SMTPServerAddress } from 'smtp-server';
import type { Logger } from '../ops/logger';
import type { InboundMessage, InboundOutcome } from './inboundMail';

/** A listening inbound SMTP server. */
export interface InboundSmtp {
  port: number;
  close(): Promise<void>;
}

/** How many SMTP clients may be connected at once. */
const MAX_CLIENTS = 50;
/** Recipients per message: a reply has one; a few leave room for Cc. */
const MAX_RECIPIENTS = 5;

/**
 * The inbound SMTP listener (for an MX record or a relay): accepts mail only for `domain` (any other recipient is
 * refused at RCPT, so it is no open relay), at most `maxBytes` a message (announced with SIZE and enforced),
 * MAX_CLIENTS connections. Each accepted message goes to `handle`; a message is accepted (250) once it is
 * handled, whatever the outcome, so the sending server never retries a refusal.
 */
export async function startInboundSmtp(options: {
  port: number;
  host: string;
  domain: string;
  maxBytes: number;
  log: Logger;
  handle(message: InboundMessage): Promise<InboundOutcome>;
}): Promise<InboundSmtp> {
  const { domain, log } = options;
  const server = new SMTPServer({
    name: domain,
    banner: 'BountyChat replies',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: options.maxBytes,
    maxClients: MAX_CLIENTS,
    socketTimeout: 60_000,
    closeTimeout: 5_000,
    logger: false,
    onRcptTo(address: SMTPServerAddress, session, callback) {
      const at = address.address.lastIndexOf('@');
      if (at < 0 || address.address.slice(at + 1).toLowerCase() !== domain) {
        return callback(Object.assign(new Error(`this server only takes mail for ${domain}`), { responseCode: 550 }));
      }
      if (session.envelope.rcptTo.length >= MAX_RECIPIENTS) return callback(Object.assign(new Error('too many recipients'), { responseCode: 452 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          return callback(Object.assign(new Error(`message larger than ${options.maxBytes} bytes`), { responseCode: 552 }));
        }
        const mailFrom = session.envelope.mailFrom;
        options
          .handle({ raw: Buffer.concat(chunks), envelopeFrom: mailFrom === false ? '' : mailFrom.address, envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) })
          .then((outcome) => {
            log('inbound e-mail (SMTP)', { outcome: outcome.outcome, ...('reason' in outcome && { reason: outcome.reason }) });
            callback();
          })
          .catch((error: unknown) => {
            log('inbound e-mail failed (SMTP)', { level: 'error', reason: error instanceof Error ? error.message : String(error) });
            // A temporary failure: the sending server tries again later (the provider may be back by then).
            callback(Object.assign(new Error('could not take the message now; try again later'), { responseCode: 451 }));
          });
      });
    },
  });
  server.on('error', (error) => log('inbound SMTP error', { level: 'warn', reason: error.message }));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
