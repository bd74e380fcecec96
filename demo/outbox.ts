import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

/** One e-mail as the demo's outbox page shows it. */
export interface OutboxMail { file: string; subject: string; to: string; date: string; text: string }

/** Reads the product service's outbox folder (`.eml` files), newest first. A missing folder is an empty outbox. */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  const files = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(files.filter((file) => file.endsWith('.eml')).map(async (file) => {
    const parsed = await simpleParser(await readFile(join(dir, file)));
    const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : parsed.to?.text ?? '';
    return { file, subject: parsed.subject ?? '(no subject)', to, date: (parsed.date ?? new Date(0)).toISOString(), text: parsed.text ?? '' };
  }));
  return mails.sort((a, b) => b.date.localeCompare(a.date));
}
