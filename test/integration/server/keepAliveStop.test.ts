// SIGTERM under keep-alive load, on a real process (`npm run server`): clients sending requests back to back on
// kept-alive connections get an answer to every request they sent, the answers in flight at the stop say
// `Connection: close`, no request goes out on a connection after that, the only requests that fail are ones that
// found the port closed (never a reset), and the process exits as soon as nothing is in flight, not at the grace.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ENGINE } from '../../helpers/serverEngine';
import { API_KEY, API_SECRET, TOKEN_KEY, authHeaders, makeUser, removeTemporaryFolders, sleep, startFakeStream, temporaryFolder } from './harness';
import type { FakeStream, TestUser } from './harness';

const GRACE_MS = 8_000;
let fake: FakeStream;
const children: ChildProcess[] = [];

beforeAll(async () => {
  fake = await startFakeStream();
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await fake?.close();
  removeTemporaryFolders();
});

interface Running { url: string; child: ChildProcess; exited: Promise<{ code: number | null; at: number }> }

/** The service as a process of its own, on this run's engine (a fresh PostgreSQL schema, or SQLite in a folder). */
function startProcess(): Promise<Running> {
  const store: Record<string, string> = ENGINE === 'postgres'
    ? { DATABASE_URL: inject('postgresTestUrl'), BOUNTY_CHAT_DATABASE_SCHEMA: `k_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}` }
    : {};
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--port', '0'], {
    cwd: process.cwd(),
    env: {
      PATH: process.env['PATH'] ?? '',
      STREAM_API_KEY: API_KEY,
      STREAM_API_SECRET: API_SECRET,
      STREAM_BASE_URL: fake.url,
      BOUNTY_CHAT_TOKEN_KEY: TOKEN_KEY.toString('base64'),
      BOUNTY_CHAT_DATA: temporaryFolder(),
      BOUNTY_CHAT_SHUTDOWN_GRACE_MS: String(GRACE_MS),
      BOUNTY_CHAT_RATE_LIMIT_PER_MINUTE: '100000',
      ...store,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stderr!.resume();
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: performance.now() })));
  return new Promise((resolve, reject) => {
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(stdout)?.[1];
      if (url) resolve({ url, child, exited });
    });
    void exited.then(() => reject(new Error('the service exited before listening')));
  });
}

/** What became of one request: its status and `Connection` header, or the error it failed with. */
interface Outcome { sentAt: number; status?: number; connection?: string | undefined; error?: string; reused: boolean; onClosedSocket: boolean }

/** Sends one request through `agent`, noting whether it went out on a connection the server had said to close. */
function send(url: string, agent: Agent, user: TestUser, toldToClose: WeakSet<Socket>): Promise<Outcome> {
  return new Promise((resolve) => {
    const sentAt = performance.now();
    let socket: Socket | null = null;
    const req = request(`${url}/api/stream-chat/get-or-create-user?t=${Date.now()}`, {
      method: 'POST', agent, headers: { 'content-type': 'application/json', ...authHeaders(user) },
    }, (res) => {
      if (res.headers.connection === 'close' && socket) toldToClose.add(socket);
      res.resume();
      res.on('end', () => resolve({ sentAt, status: res.statusCode!, connection: res.headers.connection, reused: req.reusedSocket, onClosedSocket: false }));
    });
    req.on('socket', (s: Socket) => (socket = s));
    req.on('error', (error: NodeJS.ErrnoException) => resolve({
      sentAt, error: error.code ?? error.message, reused: req.reusedSocket, onClosedSocket: socket !== null && toldToClose.has(socket),
    }));
    req.end('{}');
  });
}

describe('SIGTERM under keep-alive load', () => {
  it('answers every request sent, says Connection: close, resets nothing, and exits well before the grace', async () => {
    const service = await startProcess();
    const agent = new Agent({ keepAlive: true, maxSockets: 6 });
    const toldToClose = new WeakSet<Socket>();
    const outcomes: Outcome[] = [];
    const byClient: Outcome[][] = [];
    let stopAt = Infinity;
    // Six clients, each sending its next request as soon as the last is answered, until the port is closed.
    const clients = Array.from({ length: 6 }, async (_, index) => {
      const user = makeUser(`KeepAlive${index}`);
      const own: Outcome[] = (byClient[index] = []);
      for (;;) {
        const outcome = await send(service.url, agent, user, toldToClose);
        outcomes.push(outcome);
        own.push(outcome);
        if (outcome.error !== undefined || outcome.sentAt > stopAt + GRACE_MS) return;
      }
    });
    await sleep(1_500);
    const before = outcomes.length;
    stopAt = performance.now();
    service.child.kill('SIGTERM');
    await Promise.all(clients);
    const { code, at } = await service.exited;
    agent.destroy();

    expect(before).toBeGreaterThan(20);
    expect(code).toBe(0);
    // Every failure found the port closed; none was a request reset on a connection it had been sent on.
    const failures = outcomes.filter((outcome) => outcome.error !== undefined);
    expect(failures.map((outcome) => outcome.error)).toEqual(Array(failures.length).fill('ECONNREFUSED'));
    expect(failures.filter((outcome) => outcome.onClosedSocket)).toEqual([]);
    const answered = outcomes.filter((outcome) => outcome.status !== undefined);
    expect(answered.map((outcome) => outcome.status)).toEqual(Array(answered.length).fill(200));
    // Each client's last answer told it to go (`Connection: close`), every earlier one kept the connection, and
    // its next request found the port closed: the server took nothing more from it once the stop began.
    for (const own of byClient) {
      expect(own.slice(-2).map((outcome) => outcome.error ?? `${outcome.status} ${outcome.connection}`)).toEqual(['200 close', 'ECONNREFUSED']);
      expect(own.slice(0, -2).filter((outcome) => outcome.connection === 'close')).toEqual([]);
    }
    expect(at - stopAt).toBeLessThan(GRACE_MS / 2);
  });

  it('exits within a second or two of SIGTERM when its keep-alive connections are idle', async () => {
    const service = await startProcess();
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    const users = Array.from({ length: 4 }, (_, index) => makeUser(`Idle${index}`));
    const first = await Promise.all(users.map((user) => send(service.url, agent, user, new WeakSet())));
    expect(first.map((outcome) => outcome.status)).toEqual([200, 200, 200, 200]);
    // The connections stay open, idle, in the agent's pool.
    await sleep(500);
    const stopAt = performance.now();
    service.child.kill('SIGTERM');
    const { code, at } = await service.exited;
    agent.destroy();
    expect(code).toBe(0);
    expect(at - stopAt).toBeLessThan(2_000);
  });
});
