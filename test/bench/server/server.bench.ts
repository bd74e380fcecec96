// `npm run bench:server`: the product service under load, on SQLite, on PostgreSQL with one instance and with
// two, and in the same run a bare node:http baseline answering the same JSON after the same provider calls
// (and one answering from memory, the ceiling of this machine's HTTP). Every server runs in its own process;
// fake-stream is the provider. 100 users' tokens; each endpoint is driven for DURATION_MS by CONNECTIONS
// keep-alive connections. Prints requests/s, p50 and p99, each as a ratio of the provider baseline, and the
// provider's share of the service's time. Prints only; asserts nothing timed.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createUserToken } from '../../../src/server/auth/token';
import { percentile, runLoad } from './loadClient';
import type { LoadResult, RequestSpec } from './loadClient';
import { startProcess } from './processes';
import type { BenchProcess } from './processes';

const USERS = 100;
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 32);
const DURATION_MS = Number(process.env['BENCH_DURATION_MS'] ?? 8_000);
const WARM_UP_MS = 1_000;
const ADMIN_URL = process.env['BENCH_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const KEY = randomBytes(32);
const API = { key: 'bench-key', secret: randomBytes(24).toString('hex') };
const PREFIX = '/api/stream-chat/';

type Endpoint = 'get-unread-messages' | 'create-dm-channel';
const ENDPOINTS: Endpoint[] = ['get-unread-messages', 'create-dm-channel'];

interface User {
  sub: string;
  headers: Record<string, string>;
  partner: string;
  bountyId: string;
  dmId: string;
}

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'bounty-bench-'));
  const database = `bountychat_bench_${Date.now()}`;
  await admin(`CREATE DATABASE ${database}`);
  const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${database}` }).toString();
  const fake = await startProcess('fake-stream/main.ts', ['--port', '0', '--key', API.key, '--secret', API.secret], {});
  const providerEnv = { STREAM_API_KEY: API.key, STREAM_API_SECRET: API.secret, STREAM_BASE_URL: fake.url };
  const serviceEnv = {
    ...providerEnv,
    BOUNTY_CHAT_TOKEN_KEY: KEY.toString('base64'),
    // The per-user limit is not what is measured here (100 users at full speed would trip it at once).
    BOUNTY_CHAT_RATE_LIMIT_PER_MINUTE: '1000000',
  };
  const started: BenchProcess[] = [fake];
  const rows: { name: string; endpoint: Endpoint; result: LoadResult }[] = [];
  try {
    const service = (name: string, env: Record<string, string>) =>
      startProcess('src/server/main.ts', ['--port', '0'], { ...serviceEnv, BOUNTY_CHAT_DATA: join(folder, name), ...env }).then((p) => (started.push(p), p));
    const sqlite = await service('sqlite', {});
    const users = await setUpUsers(sqlite.url);
    const pgEnv = { DATABASE_URL: databaseUrl, BOUNTY_CHAT_DATABASE_SCHEMA: 'bench' };
    const pg1 = await service('pg1', pgEnv);
    await setUpUsers(pg1.url, users);
    const pg2 = await service('pg2', pgEnv);
    const baseline = await startProcess('test/bench/server/baselineServer.ts', [], { ...providerEnv, BASELINE_PROVIDER: '1' });
    const memory = await startProcess('test/bench/server/baselineServer.ts', [], providerEnv);
    started.push(baseline, memory);
    const contenders: [string, string[]][] = [
      ['node:http, from memory', [memory.url]],
      ['node:http + provider (baseline)', [baseline.url]],
      ['service, SQLite', [sqlite.url]],
      ['service, PostgreSQL ×1', [pg1.url]],
      ['service, PostgreSQL ×2', [pg1.url, pg2.url]],
    ];
    for (const endpoint of ENDPOINTS) {
      for (const [name, targets] of contenders) {
        const requests = requestsFor(endpoint, users, name.startsWith('node:http'));
        await runLoad({ targets, requests, connections: CONNECTIONS, durationMs: WARM_UP_MS });
        rows.push({ name, endpoint, result: await runLoad({ targets, requests, connections: CONNECTIONS, durationMs: DURATION_MS }) });
      }
    }
  } finally {
    for (const running of started.reverse()) await running.stop();
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    rmSync(folder, { recursive: true, force: true });
  }
  print(rows);
}

/** Signs 100 users in and opens a DM for each with the next one; answers their request material. */
async function setUpUsers(url: string, known?: User[]): Promise<User[]> {
  const users =
    known ??
    Array.from({ length: USERS }, (_, i) => {
      const sub = `bench-${i}`;
      const exp = Math.floor(Date.now() / 1000) + 3600;
      const { token, iv } = createUserToken({ sub, name: `Bench ${i}`, email: `${sub}@example.com`, role: 'candidate', exp }, KEY);
      return { sub, headers: { 'x-auth-token': token, 'x-auth-iv': iv }, partner: `bench-${(i + 1) % USERS}`, bountyId: `bounty-${i}`, dmId: '' };
    });
  for (const user of users) await post(url, 'get-or-create-user', user, {});
  for (const user of users) {
    const answer = (await post(url, 'create-dm-channel', user, { userId: user.sub, bountyId: user.bountyId, candidateId: user.partner })) as { channelId: string };
    user.dmId = answer.channelId;
  }
  return users;
}

function requestsFor(endpoint: Endpoint, users: User[], baseline: boolean): RequestSpec[] {
  return users.map((user) => {
    const body =
      endpoint === 'get-unread-messages'
        ? { channelId: user.dmId, ...(baseline && { asUser: user.sub }) }
        : { userId: user.sub, bountyId: user.bountyId, candidateId: user.partner, ...(baseline && { channelId: user.dmId }) };
    return { path: `${PREFIX}${endpoint}`, headers: user.headers, body: JSON.stringify(body) };
  });
}

async function post(url: string, name: string, user: User, body: unknown): Promise<unknown> {
  const response = await fetch(`${url}${PREFIX}${name}`, { method: 'POST', headers: { ...user.headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${name} for ${user.sub}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function print(rows: { name: string; endpoint: Endpoint; result: LoadResult }[]): void {
  console.log(`product service under load: ${USERS} users, ${CONNECTIONS} keep-alive connections, ${DURATION_MS / 1000} s per row, every server in its own process, fake-stream as the provider`);
  for (const endpoint of ENDPOINTS) {
    const mine = rows.filter((row) => row.endpoint === endpoint);
    const base = mine.find((row) => row.name.includes('baseline'))!.result;
    const baseRate = base.requests / base.seconds;
    console.log(`\n${endpoint}`);
    console.log(`${'server'.padEnd(34)}${'req/s'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}   ratio to baseline (req/s, p50, p99)   non-2xx`);
    for (const { name, result } of mine) {
      const rate = result.requests / result.seconds;
      const [p50, p99] = [percentile(result.latencies, 0.5), percentile(result.latencies, 0.99)];
      const ratios = [rate / baseRate, p50 / percentile(base.latencies, 0.5), p99 / percentile(base.latencies, 0.99)].map((r) => r.toFixed(2)).join(' / ');
      const failed = [...result.statuses].filter(([status]) => status < 200 || status > 299).reduce((sum, [, n]) => sum + n, 0);
      console.log(`${name.padEnd(34)}${rate.toFixed(0).padStart(8)}${p50.toFixed(1).padStart(9)}${p99.toFixed(1).padStart(9)}   ${ratios.padEnd(36)}${String(failed).padStart(8)}`);
    }
    for (const { name, result } of mine.filter((row) => row.name.startsWith('service'))) {
      const share = mean(base.latencies) / mean(result.latencies);
      console.log(`provider's share of ${name}'s time: ~${(Math.min(1, share) * 100).toFixed(0)}% (baseline mean latency / service mean latency at the same load)`);
    }
  }
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
