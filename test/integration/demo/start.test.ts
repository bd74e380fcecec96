import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// What `npm start` runs after the build: the demo process, as a user starts it, on free ports.
describe('the demo process (npm start)', () => {
  let child: ChildProcess;
  let url = '';
  let output = '';
  const dataDir = mkdtempSync(join(tmpdir(), 'bountychat-demo-'));

  beforeAll(async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'demo/main.ts'], {
      env: { ...process.env, PORT: '0', FAKE_STREAM_PORT: '0', BOUNTY_CHAT_DEMO_DATA: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`demo did not start:\n${output}`)), 45_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const ready = /demo ready at (http:\/\/\S+)/.exec(output);
        if (ready?.[1]) { clearTimeout(timer); resolve(ready[1]); }
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.once('exit', (code) => reject(new Error(`demo exited with ${code}:\n${output}`)));
    });
  }, 60_000);

  afterAll(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints where fake-stream, the product service and the site listen', () => {
    expect(output).toMatch(/fake-stream listening on http:\/\/127\.0\.0\.1:\d+/);
    expect(output).toMatch(/product service listening on http:\/\/127\.0\.0\.1:\d+/);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('serves the job board with its seeded bounties', async () => {
    const home = await fetch(url);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Open bounties');
    const { bounties } = (await (await fetch(`${url}/demo/bounties`)).json()) as { bounties: Array<{ id: string; title: string }> };
    expect(bounties.map((b) => b.id)).toEqual(['bounty-101', 'bounty-102', 'bounty-103']);
  });

  it('mints a bounty ticket naming the bounty\'s real poster and title, and none for an unknown bounty', async () => {
    expect((await fetch(`${url}/demo/bounty-ticket?bounty=__proto__`)).status).toBe(404);
    const ticket = (await (await fetch(`${url}/demo/bounty-ticket?bounty=bounty-102`)).json()) as { token: string; iv: string };
    const alice = (await (await fetch(`${url}/demo/token?user=alice`)).json()) as { token: string; iv: string };
    const opened = await fetch(`${url}/api/stream-chat/get-or-create-channel?t=${Date.now()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': alice.token, 'x-auth-iv': alice.iv },
      body: JSON.stringify({ channelId: 'bounty-102', ticket }),
    });
    expect(opened.status).toBe(200);
    const listed = await fetch(`${url}/api/stream-chat/all-channels?t=${Date.now()}`, { headers: { 'x-auth-token': alice.token, 'x-auth-iv': alice.iv } });
    const row = ((await listed.json()) as { channels: Array<{ channelId: string; name: string; createdBy: string }> }).channels.find((c) => c.channelId === 'bounty-102');
    expect(row).toMatchObject({ name: 'Dark mode for the settings page', createdBy: 'bob' });
  });

  it('lets the poster close, reopen and award a bounty from its page, and nobody else', async () => {
    const post = (body: unknown) => fetch(`${url}/demo/bounty-status`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post({ bounty: 'bounty-103', status: 'closed', user: 'alice' })).status).toBe(403);
    const closed = await post({ bounty: 'bounty-103', status: 'closed', user: 'bob' });
    expect(closed.status).toBe(200);
    expect(await closed.json()).toMatchObject({ status: 'closed', statusChanged: true, reward: '$600' });
    expect(await (await post({ bounty: 'bounty-103', status: 'awarded', user: 'bob' })).json()).toMatchObject({ status: 'awarded', awardedTo: 'alice' });
    // Reopening keeps the award; withdrawing it reopens without a winner.
    expect(await (await post({ bounty: 'bounty-103', status: 'open', user: 'bob' })).json()).toMatchObject({ status: 'awarded', awardedTo: 'alice', statusChanged: false });
    expect(await (await post({ bounty: 'bounty-103', status: 'open', user: 'bob', clearAward: true })).json()).toMatchObject({ status: 'open', awardedTo: null, statusChanged: true });
  });

  it("mints tokens for the demo users only, and the product service accepts them on the site's origin", async () => {
    for (const user of ['mallory', '__proto__', 'constructor', 'toString']) expect((await fetch(`${url}/demo/token?user=${user}`)).status, user).toBe(404);
    const { token, iv } = (await (await fetch(`${url}/demo/token?user=alice`)).json()) as { token: string; iv: string };
    const answer = await fetch(`${url}/api/stream-chat/all-channels?t=${Date.now()}`, { headers: { 'x-auth-token': token, 'x-auth-iv': iv } });
    expect(answer.status).toBe(200);
    const { channels } = (await answer.json()) as { channels: Array<{ channelId: string; kind: string }> };
    // Seeded: alice's DM with bob about the first bounty (bounty channels are joined on demand).
    expect(channels.some((c) => c.kind === 'dm' && c.channelId.startsWith('dm-'))).toBe(true);
  });

  it('serves the built widget next to the site', async () => {
    const loader = await fetch(`${url}/dist/bounty-chat.js`);
    expect(loader.status).toBe(200);
    expect(loader.headers.get('content-type')).toContain('javascript');
    expect(await loader.text()).toContain('BountyChat');
  });

  it('refuses paths that try to leave its folders', async () => {
    // fetch() would normalise the dots away; a raw request sends them as an attacker would.
    for (const path of ['/dist/../package.json', '/../../package.json', '/dist/../../etc/passwd']) {
      const status = await new Promise<number>((resolve, reject) => {
        request(`${url}${path}`, { path }, (response) => { response.resume(); resolve(response.statusCode ?? 0); }).on('error', reject).end();
      });
      expect(status, path).toBe(404);
    }
  });
});
