// fake-stream's --data journal in tests: a throw-away data folder, and instances started on it one after another.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StreamChat } from 'stream-chat';
import { afterAll } from 'vitest';
import { createFakeStream } from '../../../fake-stream/app';
import type { RunningFakeStream } from '../../../fake-stream/app';

/** One data folder (removed after the file's tests) and what restarting on it needs. */
export interface JournalFolder {
  dataDir: string;
  /** Starts fake-stream on the folder: call, close, call again to restart. */
  start(): Promise<RunningFakeStream>;
  /** A server-side SDK client of an instance. */
  serverClient(url: string): StreamChat;
}

/** Creates the folder now; registers its removal with afterAll. */
export function journalFolder(prefix: string): JournalFolder {
  const key = `${prefix}-key`;
  const secret = `${prefix}-secret`;
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  return {
    dataDir,
    start: () => createFakeStream({ key, secret, dataDir }),
    serverClient(url) {
      const client = new StreamChat(key, secret, { baseURL: url });
      client.setBaseURL(url);
      return client;
    },
  };
}
