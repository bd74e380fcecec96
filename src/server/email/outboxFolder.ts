import { open, readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/** How much of a file is read to find its headers: the outbox's headers are a few hundred bytes. */
const HEADER_BYTES = 16 * 1024;

/** The addresses on the `To:` line of a message's header block (folded lines joined), lowercased. */
export function recipientsOf(headerBlock: string): string[] {
  const header = headerBlock.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = header.split(/\r?\n/).find((each) => /^to:/i.test(each));
  if (line === undefined) return [];
  return [...line.slice(3).matchAll(/[^\s<>"',;:]+@[^\s<>"',;]+/g)].map((match) => match[0].toLowerCase());
}

/** The outbox's `.eml` files (half-written ones are dot-files and left out); none when the folder does not exist. */
async function emlFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith('.eml') && !name.startsWith('.'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function headOf(path: string): Promise<string> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await file.read(buffer, 0, HEADER_BYTES, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await file.close();
  }
}

/** Names of the outbox files addressed to any of `addresses` (compared without case), oldest name first. */
export async function outboxFilesTo(dir: string, addresses: readonly string[]): Promise<string[]> {
  const wanted = new Set(addresses.filter((address) => address !== '').map((address) => address.toLowerCase()));
  if (wanted.size === 0) return [];
  const found: string[] = [];
  for (const name of (await emlFiles(dir)).sort()) {
    const head = await headOf(join(dir, name)).catch(() => '');
    if (recipientsOf(head).some((address) => wanted.has(address))) found.push(name);
  }
  return found;
}

/** Deletes the named outbox files (one already gone counts as nothing); answers how many it deleted. */
export async function removeOutboxFiles(dir: string, names: readonly string[]): Promise<number> {
  let removed = 0;
  for (const name of names) {
    try {
      await unlink(join(dir, name));
      removed += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return removed;
}

/** Retention: deletes the outbox files written before `cutoffMs` (their modification time); answers how many. */
export async function purgeOutbox(dir: string, cutoffMs: number): Promise<number> {
  const old: string[] = [];
  for (const name of await emlFiles(dir)) {
    const info = await stat(join(dir, name)).catch(() => null);
    if (info !== null && info.mtimeMs < cutoffMs) old.push(name);
  }
  return removeOutboxFiles(dir, old);
}
