import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';

/** One e-mail as the demo's outbox page shows it. */
/** `canReply`: the e-mail has a Reply-To, so the page offers "Reply". */
export interface OutboxMail { file: string; subject: string; to: string; date: string; text: string; canReply: boolean }

/** Reads the product service's outbox folder (`.eml` files), newest first. A missing folder is an empty outbox. */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  const files = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(files.filter((file) => file.endsWith('.eml')).map(async (file) => {
    const parsed = await simpleParser(await readFile(join(dir, file)));
    const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : parsed.to?.text ?? '';
    return { file, subject: parsed.subject ?? '(no subject)', to, date: (parsed.date ?? new Date(0)).toISOString(), text: parsed.text ?? '', canReply: Boolean(parsed.replyTo) };
  }));
  return mails.sort((a, b) => b.date.localeCompare(a.date));
}

/**
 * Answers one outbox e-mail as its recipient's mail client would: from the recipient, to the e-mail's Reply-To,
 * `text` on top and the original quoted below an "On … wrote:" line. Answers the raw message (for the service's
 * inbound route), or null when the e-mail has no Reply-To (replies by e-mail are off) or no such file exists.
 */
export async function composeReply(dir: string, file: string, text: string): Promise<Buffer | null> {
  if (!/^[A-Za-z0-9._-]+\.eml$/.test(file)) return null;
  const raw = await readFile(join(dir, file)).catch(() => null);
  if (raw === null) return null;
  const original = await simpleParser(raw);
  const replyTo = original.replyTo?.value[0]?.address;
  const recipient = (Array.isArray(original.to) ? original.to[0] : original.to)?.value[0];
  if (!replyTo || !recipient?.address) return null;
  const from = original.from?.text ?? 'BountyChat';
  const quoted = (original.text ?? '').trim().split('\n').map((line) => `> ${line}`).join('\n');
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await composer.sendMail({
    from: { name: recipient.name, address: recipient.address },
    to: replyTo,
    subject: `Re: ${original.subject ?? ''}`,
    ...(original.messageId && { inReplyTo: original.messageId, references: original.messageId }),
    text: `${text}\n\nOn ${(original.date ?? new Date()).toUTCString()}, ${from} wrote:\n${quoted}\n`,
  });
  return info.message as Buffer;
}
