// `npm start` twice, and once after a crash: the demo, on the same data folder, gets ready each time with
// Alice's DM with Bob where it was: the same id, the seeded message once, and what was sent before.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StreamChat } from 'stream-chat';
import { afterAll, describe, expect, it } from 'vitest';
import { CHANNEL_TYPE } from '../../../src/contract/ids';

const dataDir = mkdtempSync(join(tmpdir(), 'bountychat-demo-restart-'));
const running: ChildProcess[] = [];

interface Demo { child: ChildProcess; url: string; streamUrl: string }

/** Starts `demo/main.ts` as `npm start` does, on free ports and `dataDir`; resolves once it says it is ready. */
function startDemo(): Promise<Demo> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/main.ts'], {
    env: { ...process.env, PORT: '0', FAKE_STREAM_PORT: '0', BOUNTY_CHAT_DEMO_DATA: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  return new Promise<Demo>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`demo did not start:\n${output}`)), 45_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /demo ready at (http:\/\/\S+)/.exec(output);
      const stream = /fake-stream listening on (http:\/\/\S+)/.exec(output);
      if (ready?.[1] && stream?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: ready[1], streamUrl: stream[1] });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`demo exited with ${code}:\n${output}`)));
  });
}

function stop(demo: Demo, signal: NodeJS.Signals): Promise<unknown> {
  const exited = new Promise((resolve) => demo.child.once('exit', resolve));
  demo.child.kill(signal);
  return exited;
}

async function tokenOf(demo: Demo, user: string): Promise<{ token: string; iv: string }> {
  return (await (await fetch(`${demo.url}/demo/token?user=${user}`)).json()) as { token: string; iv: string };
}

/** Alice opens her DM with Bob about the first bounty, as the widget's openDM does; answers its id. */
async function alicesDm(demo: Demo, token?: { token: string; iv: string }): Promise<string> {
  const { token: value, iv } = token ?? (await tokenOf(demo, 'alice'));
  const answer = await fetch(`${demo.url}/api/stream-chat/create-dm-channel?t=${Date.now()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-token': value, 'x-auth-iv': iv },
    body: JSON.stringify({ userId: 'bob', bountyId: 'bounty-101', candidateId: 'alice' }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { channelId: string }).channelId;
}

const provider = (demo: Demo) => new StreamChat('demo-key', 'demo-secret', { baseURL: demo.streamUrl });

async function texts(demo: Demo, channelId: string): Promise<string[]> {
  const state = await provider(demo).channel(CHANNEL_TYPE, channelId).query({ messages: { limit: 100 } });
  return state.messages.map((message) => message.text ?? '');
}

afterAll(async () => {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo restarted on its data folder', () => {
  it('starts again after a stop and after SIGKILL, with the same DM, the seeded message once and what was sent', async () => {
    const first = await startDemo();
    expect(statSync(join(dataDir, 'token-key')).mode & 0o777).toBe(0o600);
    const aliceToken = await tokenOf(first, 'alice');
    const dmId = await alicesDm(first, aliceToken);
    await provider(first).channel(CHANNEL_TYPE, dmId).sendMessage({ text: 'sent before the restart', user_id: 'alice' });
    await stop(first, 'SIGTERM');

    const second = await startDemo();
    // The key was kept: the token minted before the restart still opens the same DM.
    expect(await alicesDm(second, aliceToken)).toBe(dmId);
    const afterStop = await texts(second, dmId);
    expect(afterStop.filter((text) => text.startsWith('Hi Alice, thanks for your interest'))).toHaveLength(1);
    expect(afterStop).toContain('sent before the restart');
    await provider(second).channel(CHANNEL_TYPE, dmId).sendMessage({ text: 'sent before the crash', user_id: 'bob' });
    await stop(second, 'SIGKILL');

    const third = await startDemo();
    expect(await alicesDm(third)).toBe(dmId);
    const afterCrash = await texts(third, dmId);
    expect(afterCrash.filter((text) => text.startsWith('Hi Alice, thanks for your interest'))).toHaveLength(1);
    expect(afterCrash).toEqual(expect.arrayContaining(['sent before the restart', 'sent before the crash']));
    await stop(third, 'SIGTERM');
  }, 150_000);
});
