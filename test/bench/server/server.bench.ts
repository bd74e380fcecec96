// `npm run bench:server`: the product service under load, on SQLite, on PostgreSQL with one instance and with
// two, and in the same run a bare node:http baseline answering the same JSON after the same provider calls
// (and one answering from memory, the ceiling of this machine's HTTP). Every server runs in its own process;
// fake-stream is the provider. 100 users' tokens; each endpoint is driven for DURATION_MS by CONNECTIONS
// keep-alive connections, in ROUNDS slices that take the contenders in turn, so a busy neighbour on the
// machine slows all alike. Prints requests/s, p50 and p99, each as a ratio of the provider baseline, and where
// the CPU went (provider, service, PostgreSQL; from /proc): the provider's share of the time. Prints only;
// asserts nothing timed.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createUserToken } from '../../../src/server/auth/token';
import { createBountyTicket } from '../../../src/server/auth/bountyTicket';
import { cpuSecondsOf, postgresCpuSeconds } from './cpuTime';
import { percentile, runLoad } from './loadClient';
import type { LoadResult, RequestSpec } from './loadClient';
import { startProcess } from './processes';
import type { BenchProcess } from './processes';

const USERS = 100;
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 32);
const DURATION_MS = Number(process.env['BENCH_DURATION_MS'] ?? 8_000);
const WARM_UP_MS = 1_000;
const ROUNDS = 4;
const ADMIN_URL = process.env['BENCH_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const KEY = randomBytes(32);
const API = { key: 'bench-key', secret: randomBytes(24).toString('hex') };
const PREFIX = '/api/stream-chat/';

type Endpoint = 'get-unread-messages' | 'create-dm-channel';
const ENDPOINTS: Endpoint[] = ['get-unread-messages', 'create-dm-channel'];

/** A server under load: where to send, and which processes are its own (for CPU time). */
interface Contender {
  name: string;
  targets: string[];
  pids: (number | undefined)[];
}

/** One row: the load figures, and CPU seconds each part used meanwhile. */
interface Row {
  name: string;
  endpoint: Endpoint;
  result: LoadResult;
  cpu: { provider: number; service: number; postgres: number };
}

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
  const rows: Row[] = [];
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
    const contenders: Contender[] = [
      { name: 'node:http, from memory', targets: [memory.url], pids: [memory.pid] },
      { name: 'node:http + provider (baseline)', targets: [baseline.url], pids: [baseline.pid] },
      { name: 'service, SQLite', targets: [sqlite.url], pids: [sqlite.pid] },
      { name: 'service, PostgreSQL ×1', targets: [pg1.url], pids: [pg1.pid] },
      { name: 'service, PostgreSQL ×2', targets: [pg1.url, pg2.url], pids: [pg1.pid, pg2.pid] },
    ];
    for (const endpoint of ENDPOINTS) {
      for (const contender of contenders) {
        await runLoad({ targets: contender.targets, requests: requestsFor(endpoint, users, contender.name.startsWith('node:http')), connections: CONNECTIONS, durationMs: WARM_UP_MS });
      }
      const mine = contenders.map((contender) => ({ name: contender.name, endpoint, result: emptyResult(), cpu: { provider: 0, service: 0, postgres: 0 } }));
      for (let round = 0; round < ROUNDS; round++) {
        for (const [index, contender] of contenders.entries()) {
          const before = cpuNow(fake.pid, contender.pids);
          const slice = await runLoad({
            targets: contender.targets,
            requests: requestsFor(endpoint, users, contender.name.startsWith('node:http')),
            connections: CONNECTIONS,
            durationMs: DURATION_MS / ROUNDS,
          });
          const after = cpuNow(fake.pid, contender.pids);
          const row = mine[index]!;
          merge(row.result, slice);
          row.cpu.provider += after.provider - before.provider;
          row.cpu.service += after.service - before.service;
          row.cpu.postgres += after.postgres - before.postgres;
        }
      }
      for (const row of mine) row.result.latencies.sort((a, b) => a - b);
      rows.push(...mine);
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
    // A DM is about a bounty the service knows: the user's own, opened with the host's ticket first.
    const ticket = createBountyTicket({ bountyId: user.bountyId, name: `Bounty ${user.bountyId}`, ownerId: user.sub, exp: Math.floor(Date.now() / 1000) + 3600 }, KEY);
    await post(url, 'get-or-create-channel', user, { channelId: user.bountyId, ticket });
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

function cpuNow(providerPid: number | undefined, servicePids: (number | undefined)[]) {
  return {
    provider: cpuSecondsOf(providerPid),
    service: servicePids.reduce<number>((sum, pid) => sum + cpuSecondsOf(pid), 0),
    postgres: postgresCpuSeconds(),
  };
}

function emptyResult(): LoadResult {
  return { requests: 0, seconds: 0, statuses: new Map(), latencies: [] };
}

function merge(into: LoadResult, slice: LoadResult): void {
  into.requests += slice.requests;
  into.seconds += slice.seconds;
  into.latencies.push(...slice.latencies);
  for (const [status, count] of slice.statuses) into.statuses.set(status, (into.statuses.get(status) ?? 0) + count);
}

function print(rows: Row[]): void {
  console.log(
    `product service under load: ${USERS} users, ${CONNECTIONS} keep-alive connections, ${DURATION_MS / 1000} s per row in ${ROUNDS} interleaved slices, ` +
      'every server in its own process, fake-stream as the provider, PostgreSQL on this machine',
  );
  for (const endpoint of ENDPOINTS) {
    const mine = rows.filter((row) => row.endpoint === endpoint);
    const base = mine.find((row) => row.name.includes('baseline'))!.result;
    const baseRate = base.requests / base.seconds;
    console.log(`\n${endpoint}`);
    console.log(
      `${'server'.padEnd(32)}${'req/s'.padStart(7)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}  ${'vs baseline: req/s p50 p99'.padEnd(28)}` +
        `${'non-2xx'.padStart(8)}   CPU ms per request: provider / server / PostgreSQL (provider's share)`,
    );
    for (const { name, result, cpu } of mine) {
      const rate = result.requests / result.seconds;
      const [p50, p99] = [percentile(result.latencies, 0.5), percentile(result.latencies, 0.99)];
      const ratios = [rate / baseRate, p50 / percentile(base.latencies, 0.5), p99 / percentile(base.latencies, 0.99)].map((r) => r.toFixed(2).padStart(5)).join(' ');
      const failed = [...result.statuses].filter(([status]) => status < 200 || status > 299).reduce((sum, [, n]) => sum + n, 0);
      const perRequest = [cpu.provider, cpu.service, cpu.postgres].map((seconds) => ((seconds * 1000) / result.requests).toFixed(2));
      const share = cpu.provider / (cpu.provider + cpu.service + cpu.postgres);
      console.log(
        `${name.padEnd(32)}${rate.toFixed(0).padStart(7)}${p50.toFixed(1).padStart(8)}${p99.toFixed(1).padStart(8)}  ${ratios.padEnd(28)}${String(failed).padStart(8)}   ` +
          `${perRequest.join(' / ')} (${(share * 100).toFixed(0)}%)`,
      );
    }
    // The baseline's own CPU is the SDK client's (signing, HTTP, parsing): part of the provider's cost, paid in our process.
    const baseRow = mine.find((row) => row.name.includes('baseline'))!;
    const sdkPerRequest = baseRow.cpu.service / baseRow.result.requests;
    for (const { name, result, cpu } of mine.filter((row) => row.name.startsWith('service'))) {
      const perRequest = (seconds: number) => seconds / result.requests;
      const providerPath = sdkPerRequest + perRequest(cpu.provider);
      const total = perRequest(cpu.provider + cpu.service + cpu.postgres);
      const own = perRequest(cpu.service) - sdkPerRequest;
      console.log(
        `${name}: the provider (its SDK client + fake-stream) takes ${((providerPath / total) * 100).toFixed(0)}% of the CPU per request; ` +
          `the service's own work ${(own * 1000).toFixed(2)} ms, PostgreSQL ${(perRequest(cpu.postgres) * 1000).toFixed(2)} ms`,
      );
    }
  }
  console.log('\nPostgreSQL CPU is every postgres process on the machine during the row (other users of it included).');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
