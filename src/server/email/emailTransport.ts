import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** One message ready to hand to the mail system. */
export interface OutgoingEmail {
  /** `Name <address>`, or the display name and address apart (the name is encoded as the mail system needs). */
  from: string | { name: string; address: string };
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** Stable per digest, so a receiver can spot the rare resend after a crash mid-delivery. */
  messageId: string;
  /** The Date header; the time of sending when absent. */
  date?: Date;
  /** Further headers (List-Unsubscribe …). */
  headers?: Record<string, string>;
}

/** Hands an e-mail over; resolves once the SMTP server (or the outbox folder) has accepted it. */
export interface EmailTransport {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** SMTP waits: connecting, the server's greeting, and silence on an open socket (a stuck server must not hold a delivery). */
export const SMTP_TIMEOUTS: Readonly<SmtpTimeouts> = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

/** Milliseconds nodemailer waits at each step before giving up on a mail server. */
export interface SmtpTimeouts {
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}

/** SMTP when a URL is configured, else `.eml` files in `outboxDir` (what the demo shows). */
export function createEmailTransport(options: { smtpUrl: string | null; outboxDir: string; timeouts?: Partial<SmtpTimeouts> }): EmailTransport {
  return options.smtpUrl === null
    ? createOutboxTransport(options.outboxDir)
    : createSmtpTransport(options.smtpUrl, { ...SMTP_TIMEOUTS, ...options.timeouts });
}

function createSmtpTransport(smtpUrl: string, timeouts: SmtpTimeouts): EmailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...timeouts });
  return {
    async send(email) {
      await transporter.sendMail(email);
    },
    close: () => transporter.close(),
  };
}

function createOutboxTransport(outboxDir: string): EmailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(email) {
      const info = await transporter.sendMail(email);
      const message = info.message as Buffer;
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${email.messageId.replace(/[^A-Za-z0-9-]/g, '')}.eml`;
      // Write then rename, so a reader of the folder never sees half a file.
      const partial = join(outboxDir, `.${name}.partial`);
      await writeFile(partial, message);
      await rename(partial, join(outboxDir, name));
    },
    close: () => transporter.close(),
  };
}
