import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeStream } from '../../../fake-stream/app';
import { readLoadedPackages } from '../../helpers/reportLoadedPackages';
import { ENGINE, storeSettings } from '../../helpers/serverEngine';
import { API_KEY, API_SECRET, freePort, removeTemporaryFolders, temporaryFolder, TOKEN_KEY } from './harness';

let locked: { url: string; close(): Promise<void> };
let open: { url: string; close(): Promise<void> };
let GOOD_ENV: Record<string, string>;

beforeAll(async () => {
  locked = await createFakeStream({ key: API_KEY, secret: API_SECRET });
  open = await createFakeStream({ key: API_KEY, secret: API_SECRET, openGrants: true });
  GOOD_ENV = { STREAM_API_KEY: API_KEY, STREAM_API_SECRET: API_SECRET, STREAM_BASE_URL: locked.url, BOUNTY_CHAT_TOKEN_KEY: TOKEN_KEY.toString('base64') };
});

afterAll(async () => {
  await locked?.close();
  await open?.close();
  removeTemporaryFolders();
});

/** Runs `tsx src/server/main.ts` until it prints its ready line or exits; `preload` is imported first. */
function runMain(env: Record<string, string>, args: string[], preload: string[] = []): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...preload.flatMap((path) => ['--import', path]), 'src/server/main.ts', ...args], {
      cwd: process.cwd(),
      env: { PATH: process.env['PATH'] ?? '', BOUNTY_CHAT_DATA: temporaryFolder(), ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('listening')) child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // 'close', not 'exit': the child's last output may still be on its way when it has exited.
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run server', () => {
  it('prints its URL when ready', async () => {
    const port = await freePort();
    const { stdout } = await runMain(GOOD_ENV, ['--port', String(port)]);
    expect(stdout).toContain(`product service listening on http://127.0.0.1:${port}`);
  });

  it.each([
    ['STREAM_API_KEY', { STREAM_API_KEY: '' }],
    ['BOUNTY_CHAT_TOKEN_KEY', { BOUNTY_CHAT_TOKEN_KEY: 'c2hvcnQ=' }],
    ['SMTP_URL', { SMTP_URL: 'mail.example.com' }],
  ])('stops at start-up with a message naming %s', async (setting, override) => {
    const { code, stderr } = await runMain({ ...GOOD_ENV, ...override }, ['--port', '0']);
    expect(code).toBe(1);
    expect(stderr).toContain(`product service: cannot start: bad setting: ${setting}`);
  });

  it('refuses to start, naming the grant, when the provider lets users manage channels', async () => {
    const { code, stderr } = await runMain({ ...GOOD_ENV, STREAM_BASE_URL: open.url }, ['--port', '0']);
    expect(code).toBe(1);
    expect(stderr).toContain('product service: cannot start:');
    expect(stderr).toContain('user: create-channel');
    expect(stderr).toContain('channel_member: update-channel-members');
    expect(stderr).toContain('BOUNTY_CHAT_ALLOW_OPEN_GRANTS=1');
  });

  it('starts on open grants when BOUNTY_CHAT_ALLOW_OPEN_GRANTS=1 says so knowingly', async () => {
    const port = await freePort();
    const { stdout, stderr } = await runMain({ ...GOOD_ENV, STREAM_BASE_URL: open.url, BOUNTY_CHAT_ALLOW_OPEN_GRANTS: '1' }, ['--port', String(port)]);
    expect(stdout).toContain(`product service listening on http://127.0.0.1:${port}`);
    expect(stderr).toContain('warning: users may create');
  });

  /** The npm packages a service started with `env` loaded before it stopped. */
  async function packagesLoaded(env: Record<string, string>): Promise<string[]> {
    const report = join(temporaryFolder(), 'packages.txt');
    const { stdout } = await runMain({ ...GOOD_ENV, ...env, LOADED_PACKAGES_REPORT: report }, ['--port', '0'], ['./test/helpers/reportLoadedPackages.ts']);
    expect(stdout).toContain('product service listening');
    return readLoadedPackages(readFileSync(report, 'utf8'));
  }

  // A driver or parser held for nothing makes the process's heap larger, and every young collection on the hot
  // path with it: each is loaded only when its feature is configured.
  /** The packages of Redis and of replies by e-mail, which the second test configures. */
  const FEATURE_PACKAGES = ['ioredis', 'mailparser', 'smtp-server', 'email-reply-parser'];

  it("loads only its store's driver, and neither Redis's driver nor the inbound mail packages when they are not configured", async () => {
    const store = storeSettings(null);
    const [driver, other] = ENGINE === 'postgres' ? ['pg', 'better-sqlite3'] : ['better-sqlite3', 'pg'];
    const loaded = await packagesLoaded(store.databaseUrl === null ? {} : { DATABASE_URL: store.databaseUrl, BOUNTY_CHAT_DATABASE_SCHEMA: store.databaseSchema });
    expect(loaded).toContain(driver);
    for (const unused of [other, ...FEATURE_PACKAGES]) expect(loaded).not.toContain(unused);
  });

  it("loads Redis's driver with REDIS_URL, and the mail parser and SMTP listener with replies by e-mail on", async () => {
    const loaded = await packagesLoaded({
      REDIS_URL: process.env['BOUNTY_TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379',
      BOUNTY_CHAT_REDIS_PREFIX: `startup-${Date.now()}:`,
      BOUNTY_CHAT_REPLY_DOMAIN: 'reply.example.com',
      BOUNTY_CHAT_INBOUND_SMTP_PORT: String(await freePort()),
      BOUNTY_CHAT_INBOUND_SMTP_HOST: '127.0.0.1',
    });
    for (const used of FEATURE_PACKAGES) expect(loaded).toContain(used);
  });
});
