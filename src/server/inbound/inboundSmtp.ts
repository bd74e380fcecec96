import { SMTPServer } from 'smtp-server';
import type { SMTPServerAddress } from 'smtp-server';
import type { Socket } from 'node:net';
import type { Logger } from '../ops/logger';
import { connectionKey } from './connectionKey';
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
 * MAX_CLIENTS connections, `perAddress` of them from one address (one /64 for IPv6; more get 421 at once),
 * `idleMs` of silence, and `messageMs` from the connection (or the previous message) to the end of DATA, so a
 * client that trickles a byte now and then cannot hold a slot. Each accepted message goes to `handle`; a message
 * is accepted (250) once it is handled, whatever the outcome, so the sending server never retries a refusal.
 */
export async function startInboundSmtp(options: {
  port: number;
  host: string;
  domain: string;
  maxBytes: number;
  idleMs: number;
  messageMs: number;
  perAddress: number;
  log: Logger;
  handle(message: InboundMessage): Promise<InboundOutcome>;
}): Promise<InboundSmtp> {
  const { domain, log } = options;
  /** The deadline of each connection's current message, by session id. */
  const deadlines = new Map<string, NodeJS.Timeout>();
  const armDeadline = (sessionId: string) => {
    clearTimeout(deadlines.get(sessionId));
    const timer = setTimeout(() => {
      deadlines.delete(sessionId);
      for (const connection of server.connections) {
        if (connection.id !== sessionId) continue;
        connection.send(421, `${domain} took too long for one message, closing`);
        connection.close();
      }
    }, options.messageMs);
    timer.unref();
    deadlines.set(sessionId, timer);
  };
  const server = new SMTPServer({
    name: domain,
    banner: 'BountyChat replies',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: options.maxBytes,
    maxClients: MAX_CLIENTS,
    socketTimeout: options.idleMs,
    closeTimeout: 5_000,
    // The client's host name is not used; looking it up would hold every new connection up to 1.5 s.
    disableReverseLookup: true,
    logger: false,
    onConnect(session, callback) {
      armDeadline(session.id);
      callback();
    },
    onClose(session) {
      clearTimeout(deadlines.get(session.id));
      deadlines.delete(session.id);
    },
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
        // The message is in: while it is handled, the client waits for us and no deadline runs.
        clearTimeout(deadlines.get(session.id));
        const done = (error?: Error) => {
          armDeadline(session.id);
          callback(error);
        };
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          return done(Object.assign(new Error(`message larger than ${options.maxBytes} bytes`), { responseCode: 552 }));
        }
        const mailFrom = session.envelope.mailFrom;
        options
          .handle({ raw: Buffer.concat(chunks), envelopeFrom: mailFrom === false ? '' : mailFrom.address, envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) })
          .then((outcome) => {
            log('inbound e-mail (SMTP)', { outcome: outcome.outcome, ...('reason' in outcome && { reason: outcome.reason }) });
            done();
          })
          .catch((error: unknown) => {
            log('inbound e-mail failed (SMTP)', { level: 'warn', reason: error instanceof Error ? error.message : String(error) });
            // A temporary failure: the sending server tries again later (the provider may be back by then).
            done(Object.assign(new Error('could not take the message now; try again later'), { responseCode: 451 }));
          });
      });
    },
  });
  limitPerAddress(server, options.perAddress);
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

/**
 * Refuses a connection beyond `perAddress` from one address (421, closed) before smtp-server sees it, so a
 * refused client never counts against MAX_CLIENTS, not even for the moment its greeting would take. smtp-server
 * handles connections through the one "connection" listener of its net server; it is wrapped here.
 */
function limitPerAddress(server: SMTPServer, perAddress: number): void {
  const open = new Map<string, number>();
  const [accept] = server.server.listeners('connection') as ((socket: Socket) => void)[];
  if (!accept) throw new TypeError('smtp-server no longer listens for "connection": the per-address limit cannot be applied');
  server.server.removeAllListeners('connection');
  server.server.on('connection', (socket: Socket) => {
    const key = connectionKey(socket.remoteAddress ?? '');
    const count = open.get(key) ?? 0;
    if (count >= perAddress) {
      socket.on('error', () => undefined);
      socket.end('421 4.7.0 too many connections from your address, try again later\r\n');
      socket.setTimeout(5_000, () => socket.destroy());
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
    accept(socket);
  });
}
