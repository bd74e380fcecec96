// fake-stream itself (not part of the provider contract): uploads survive a restart on the same --data directory.
import { expect, it } from 'vitest';
import { journalFolder } from '../helpers/journal';

const { start, serverClient } = journalFolder('fake-stream-uploads');

it('serves an uploaded file again after a restart with the same --data directory', async () => {
  const bytes = Buffer.from('kept across restarts\n');
  const first = await start();
  const server = serverClient(first.url);
  await server.upsertUsers([{ id: 'ann' }]);
  const channel = server.channel('messaging', 'files', { created_by_id: 'ann', members: ['ann'] });
  await channel.create();
  const { file } = await channel.sendFile(bytes, 'notes.txt', 'text/plain', { id: 'ann' });
  await first.close();

  const second = await start();
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
