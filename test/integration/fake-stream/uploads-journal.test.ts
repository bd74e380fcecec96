// fake-stream itself (not part of the provider contract): uploads survive a restart on the same --data directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StreamChat } from 'stream-chat';
import { afterAll, expect, it } from 'vitest';
import { createFakeStream } from '../../../fake-stream/app';

const KEY = 'uploads-journal-key';
const SECRET = 'uploads-journal-secret';
const dataDir = mkdtempSync(join(tmpdir(), 'fake-stream-uploads-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function serverClient(url: string): StreamChat {
  const client = new StreamChat(KEY, SECRET, { baseURL: url });
  client.setBaseURL(url);
  return client;
}

it('serves an uploaded file again after a restart with the same --data directory', async () => {
  const bytes = Buffer.from('kept across restarts\n');
  const first = await createFakeStream({ key: KEY, secret: SECRET, dataDir });
  const server = serverClient(first.url);
  await server.upsertUsers([{ id: 'ann' }]);
  const channel = server.channel('messaging', 'files', { created_by_id: 'ann', members: ['ann'] });
  await channel.create();
  const { file } = await channel.sendFile(bytes, 'notes.txt', 'text/plain', { id: 'ann' });
  await first.close();

  const second = await createFakeStream({ key: KEY, secret: SECRET, dataDir });
  try {
    const servedAt = new URL(new URL(file).pathname, second.url);
    const served = await fetch(servedAt);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await served.text()).toBe('kept across restarts\n');
  } finally {
    await second.close();
  }
});
