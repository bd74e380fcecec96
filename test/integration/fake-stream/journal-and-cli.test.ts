// fake-stream itself (not part of the provider contract): the --data journal survives a restart, and the
// CLI prints its ready line, refuses port 3030 and stops cleanly on SIGTERM.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { ChannelData } from 'stream-chat';
import { describe, expect, it } from 'vitest';
import { createFakeStream } from '../../../fake-stream/app';
import { journalFolder } from '../helpers/journal';

const KEY = 'journal-key';
const SECRET = 'journal-secret';
const { start, serverClient } = journalFolder('fake-stream-journal');

describe('--data journal', () => {
  it('keeps users, channels, messages and reads across a restart on the same directory', async () => {
    const first = await start();
    const server = serverClient(first.url);
    await server.upsertUsers([{ id: 'ann', name: 'Ann' }, { id: 'ben', name: 'Ben' }]);
    const channel = server.channel('messaging', 'kept', { created_by_id: 'ann', members: ['ann', 'ben'], name: 'Kept' } as ChannelData);
    await channel.create();
    await channel.sendMessage({ id: 'm1', text: 'before the restart', user_id: 'ann' });
    await channel.sendMessage({ id: 'm2', text: 'second', user_id: 'ben' });
    await channel.markRead({ user_id: 'ben' });
    await first.close();

    const second = await start();
    const again = serverClient(second.url);
    const [restored] = await again.queryChannels({ cid: 'messaging:kept' }, {}, { user_id: 'ann' });
    expect((restored?.data as Record<string, unknown> | undefined)?.name).toBe('Kept');
    expect(restored?.state.messages.map((message) => message.text)).toEqual(['before the restart', 'second']);
    expect(restored?.state.members).toHaveProperty('ben');
    expect(restored?.state.read.ann?.unread_messages).toBe(1);
    expect(restored?.state.read.ben?.unread_messages).toBe(0);
    const users = await again.queryUsers({ id: { $in: ['ann', 'ben'] } }, { id: 1 });
    expect(users.users.map((user) => user.name)).toEqual(['Ann', 'Ben']);
    await second.close();
  });
});

describe('CLI and listen options', () => {
  it('prints the ready line, serves, and exits cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'fake-stream/main.ts', '--port', '0', '--key', KEY, '--secret', SECRET], {
      cwd: join(import.meta.dirname, '../../..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const line = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /fake-stream listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match) resolve(match[0]);
      });
      child.once('exit', (code) => reject(new Error(`exited early with ${code}`)));
    });
    const url = line.replace('fake-stream listening on ', '');
    expect((await fetch(`${url}/hi`)).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('refuses port 3030 with a clear error', async () => {
    await expect(createFakeStream({ key: KEY, secret: SECRET, port: 3030 })).rejects.toThrow(/3030/);
  });
});
