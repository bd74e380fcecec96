import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The demo's token key, kept in `<dataDir>/token-key` (base64, file mode 0600): made on the first start and
 * read on every later one, so a restart (or a crash) keeps every token the demo minted, and every conversation.
 */
export function demoTokenKey(dataDir: string): Buffer {
  const path = join(dataDir, 'token-key');
  if (!existsSync(path)) {
    // Written whole under another name, then linked into place: a crash leaves no half-written key, and of
    // two starts racing the first link wins and the other reads it.
    const draft = `${path}.${process.pid}.tmp`;
    writeFileSync(draft, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
    try {
      linkSync(draft, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${path} does not hold a token key (base64 of 32 bytes); delete it to make a new one (signs everyone out)`);
  return key;
}
