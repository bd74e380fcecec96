// `npm run bench:server`: the product service under load, on SQLite, on PostgreSQL with one instance and with
// two, and in the same run a bare node:http baseline answering the same JSON after the same provider calls
// (and one answering from memory, the ceiling of this machine's HTTP). Every server runs in its own process;
// fake-stream is the provider. 100 users' tokens; each endpoint is driven for DURATION_MS by CONNECTIONS
// keep-alive connections, in ROUNDS slices that take the contenders in turn, so a busy neighbour on the
// machine slows all alike. Prints requests/s, p50 and p99, each as a ratio of the provider baseline, and where
// the CPU went (provider, service, PostgreSQL; from /proc): the provider's share of the time. Prints only;
// asserts nothing timed. BENCH_ENDPOINTS=get-unread-messages,… and BENCH_ROWS=webhook,hook,latency pick what runs
// (everything by default).
import { createHmac, randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createUserToken } from '../../../src/server/auth/token';
import { createBountyTicket } from '../../../src/server/auth/bountyTicket';
import { cpuSecondsOf, postgresCpuSeconds } from './cpuTime';
import { percentile, runLoad, runPaced } from './loadClient';
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

type Endpoint = 'get-or-create-user' | 'get-unread-messages' | 'create-dm-channel';
const ENDPOINTS = (['get-or-create-user', 'get-unread-messages', 'create-dm-channel'] as Endpoint[])
  .filter((endpoint) => !process.env['BENCH_ENDPOINTS'] || process.env['BENCH_ENDPOINTS'].split(',').includes(endpoint));
/** The provider's round trip in the latency row (hosted Stream's typical one from a nearby region). */
const PROVIDER_LATENCY_MS = 40;
/** Concurrent requests the service must hold in the latency row. */
const LATENCY_CONNECTIONS = Number(process.env['BENCH_LATENCY_CONNECTIONS'] ?? 500);

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
  /** Requests per second in each round's slice, in round order (the round-by-round ratios show the noise). */
  slices: number[];
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
    // One load client holds every connection: the per-address cap is not what is measured either.
    BOUNTY_CHAT_MAX_CONNECTIONS_PER_ADDRESS: '100000',
    BOUNTY_CHAT_MAX_CONNECTIONS: '100000',
  };
  const started: BenchProcess[] = [fake];
  const rows: Row[] = [];
  let latency: LatencyRow | null = null;
  let webhooks: WebhookRow | null = null;
  let hook: WebhookRow | null = null;
  try {
    const service = (name: string, env: Record<string, string>) =>
      startProcess('src/server/main.ts', ['--port', '0'], { ...serviceEnv, BOUNTY_CHAT_DATA: join(folder, name), ...env }).then((p) => (started.push(p), p));
    const sqlite = await service('sqlite', {});
    const users = await setUpUsers(sqlite.url);
    const pgEnv = { DATABASE_URL: databaseUrl, BOUNTY_CHAT_DATABASE_SCHEMA: 'bench' };
    const pg1 = await service('pg1', pgEnv);
    await setUpUsers(pg1.url, users);
    const pg2 = await service('pg2', pgEnv);
    const redisUrl = process.env['BENCH_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
    const redis = await service('redis', { REDIS_URL: redisUrl, BOUNTY_CHAT_REDIS_PREFIX: `bench-${Date.now()}:` });
    await setUpUsers(redis.url, users);
    const baseline = await startProcess('test/bench/server/baselineServer.ts', [], { ...providerEnv, BASELINE_PROVIDER: '1' });
    const memory = await startProcess('test/bench/server/baselineServer.ts', [], providerEnv);
    started.push(baseline, memory);
    const contenders: Contender[] = [
      { name: 'node:http, from memory', targets: [memory.url], pids: [memory.pid] },
      { name: 'node:http + provider (baseline)', targets: [baseline.url], pids: [baseline.pid] },
      { name: 'service, SQLite', targets: [sqlite.url], pids: [sqlite.pid] },
      { name: 'service, SQLite + Redis', targets: [redis.url], pids: [redis.pid] },
      { name: 'service, PostgreSQL ×1', targets: [pg1.url], pids: [pg1.pid] },
      { name: 'service, PostgreSQL ×2', targets: [pg1.url, pg2.url], pids: [pg1.pid, pg2.pid] },
    ];
    for (const endpoint of ENDPOINTS) {
      for (const contender of contenders) {
        await runLoad({ targets: contender.targets, requests: requestsFor(endpoint, users, contender.name.startsWith('node:http')), connections: CONNECTIONS, durationMs: WARM_UP_MS });
      }
      const mine = contenders.map((contender) => ({ name: contender.name, endpoint, result: emptyResult(), cpu: { provider: 0, service: 0, postgres: 0 }, slices: [] as number[] }));
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
          row.slices.push(slice.requests / slice.seconds);
          row.cpu.provider += after.provider - before.provider;
          row.cpu.service += after.service - before.service;
          row.cpu.postgres += after.postgres - before.postgres;
        }
      }
      for (const row of mine) row.result.latencies.sort((a, b) => a - b);
      rows.push(...mine);
    }
    // BENCH_ROWS=webhook,hook,latency picks the rows after the endpoints' (all by default).
    const wanted = (row: string) => !process.env['BENCH_ROWS'] || process.env['BENCH_ROWS'].split(',').includes(row);
    if (wanted('webhook')) webhooks = await webhookRow(pg1, memory);
    if (wanted('hook')) hook = await hookRow(pg1, memory);
    if (wanted('latency')) latency = await latencyRow(folder, serviceEnv, users);
  } finally {
    for (const running of started.reverse()) await running.stop();
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    rmSync(folder, { recursive: true, force: true });
  }
  print(rows);
  if (webhooks) printWebhooks(webhooks);
  if (hook) printHook(hook);
  if (latency) printLatency(latency);
}

/** The webhook row: signed `message.new` calls, each with its own X-Webhook-Id, recorded by the service. */
interface WebhookRow {
  bare: LoadResult;
  service: LoadResult;
}

/**
 * The provider's webhook route under load: the service on PostgreSQL (one instance) records each call in its
 * inbox and answers, beside a bare node:http server that only checks the signature. The worker's later work
 * (reading the message from the provider) runs meanwhile on the same cores, as it would in production.
 */
async function webhookRow(service: BenchProcess, bare: BenchProcess): Promise<WebhookRow> {
  const calls = Array.from({ length: 60_000 }, (_, i) => {
    const body = JSON.stringify({ type: 'message.new', cid: 'bountychat:bench', message: { id: `bench-message-${Date.now()}-${i}`, text: 'hi', user: { id: 'bench-0' } } });
    const signature = createHmac('sha256', API.secret).update(body).digest('hex');
    return { path: '/webhooks/stream', headers: { 'x-signature': signature, 'x-webhook-id': `bench-${Date.now()}-${i}`, 'x-api-key': API.key }, body };
  });
  const load = (url: string, requests: RequestSpec[], durationMs: number) => runLoad({ targets: [url], requests, connections: CONNECTIONS, durationMs });
  await load(bare.url, calls.slice(0, 2_000), WARM_UP_MS);
  await load(service.url, calls.slice(0, 2_000), WARM_UP_MS);
  const fresh = calls.slice(2_000);
  return { bare: await load(bare.url, fresh, DURATION_MS), service: await load(service.url, fresh, DURATION_MS) };
}

function printWebhooks({ bare, service }: WebhookRow): void {
  const failed = (result: LoadResult) => [...result.statuses].filter(([status]) => status !== 200).reduce((sum, [, n]) => sum + n, 0);
  console.log(`\nPOST /webhooks/stream: signed message.new calls, each with its own X-Webhook-Id, ${CONNECTIONS} connections`);
  console.log(`${'server'.padEnd(40)}${'calls/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'non-200'.padStart(9)}`);
  for (const [name, result] of [['node:http, signature only (baseline)', bare], ['service, PostgreSQL ×1 (recorded)', service]] as const) {
    const line = [(result.requests / result.seconds).toFixed(0).padStart(8), percentile(result.latencies, 0.5).toFixed(1).padStart(8), percentile(result.latencies, 0.99).toFixed(1).padStart(8), String(failed(result)).padStart(9)];
    console.log(`${name.padEnd(40)}${line.join('')}`);
  }
  console.log(`service: ${(service.requests / service.seconds).toFixed(0)} calls/s accepted into the queue (target ≥ 2,000), ${((service.requests / service.seconds) / (bare.requests / bare.seconds)).toFixed(2)} of the baseline`);
}

/** Texts the hook row sends: half hold contact details to hide, half are ordinary (numbers that must stay). */
const HOOK_TEXTS = ['Call me on +44 20 7946 0958 or write to casey@example.com', 'The reward is $400, due 12/03 at 10:30, order 58213'];

/**
 * The before-message-send hook under load: signed calls as the provider makes them (the message, its channel
 * with the bounty's contact policy), answered by the service (masking from memory) and by the bare baseline
 * (signature only). Stream allows 1,500 ms; a slow hook slows every message, so the target is p99 ≤ 20 ms.
 */
async function hookRow(service: BenchProcess, bare: BenchProcess): Promise<WebhookRow> {
  const calls = Array.from({ length: 60_000 }, (_, i) => {
    const body = JSON.stringify({
      type: 'message.new',
      message: { id: `bench-hook-${i}`, text: HOOK_TEXTS[i % 2], user: { id: 'bench-0' } },
      channel: { type: 'bountychat', id: `dm-bench-${i % 100}`, kind: 'dm', contact_policy: 'mask-until-awarded', status: 'open' },
      user: { id: 'bench-0' },
    });
    const signature = createHmac('sha256', API.secret).update(body).digest('hex');
    return { path: '/webhooks/before-message-send', headers: { 'x-signature': signature, 'x-api-key': API.key }, body };
  });
  const load = (url: string, requests: RequestSpec[], durationMs: number) => runLoad({ targets: [url], requests, connections: CONNECTIONS, durationMs });
  await load(bare.url, calls, WARM_UP_MS);
  await load(service.url, calls, WARM_UP_MS);
  return { bare: await load(bare.url, calls, DURATION_MS), service: await load(service.url, calls, DURATION_MS) };
}

function printHook({ bare, service }: WebhookRow): void {
  const failed = (result: LoadResult) => [...result.statuses].filter(([status]) => status !== 200).reduce((sum, [, n]) => sum + n, 0);
  console.log(`\nPOST /webhooks/before-message-send: signed hook calls (half to mask), ${CONNECTIONS} connections`);
  console.log(`${'server'.padEnd(40)}${'answers/s'.padStart(10)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'non-200'.padStart(9)}`);
  for (const [name, result] of [['node:http, signature only (baseline)', bare], ['service, PostgreSQL ×1 (masking)', service]] as const) {
    const line = [(result.requests / result.seconds).toFixed(0).padStart(10), percentile(result.latencies, 0.5).toFixed(1).padStart(8), percentile(result.latencies, 0.99).toFixed(1).padStart(8), String(failed(result)).padStart(9)];
    console.log(`${name.padEnd(40)}${line.join('')}`);
  }
  console.log(`service: p99 ${percentile(service.latencies, 0.99).toFixed(1)} ms (target ≤ 20), ${((service.requests / service.seconds) / (bare.requests / bare.seconds)).toFixed(2)} of the baseline's answers/s`);
}

/** The latency row: both servers against a provider that answers after PROVIDER_LATENCY_MS. */
interface LatencyRow {
  bare: LoadResult;
  service: LoadResult;
  /** The service's resident memory (MiB) before the load, after half of it, and at its end. */
  rssMiB: [number, number, number];
  /** The same requests at a fixed rate, half of what the baseline answered at most: latency without a queue. */
  paced: { ratePerSecond: number; bare: LoadResult; service: LoadResult };
}

/**
 * A provider with real latency: a fake-stream of its own that waits PROVIDER_LATENCY_MS before each answer, the
 * service (SQLite) and the bare baseline each under LATENCY_CONNECTIONS concurrent get-unread-messages, taking
 * turns in ROUNDS slices.
 */
async function latencyRow(folder: string, serviceEnv: Record<string, string>, users: User[]): Promise<LatencyRow> {
  const slow = await startProcess('fake-stream/main.ts', ['--port', '0', '--key', API.key, '--secret', API.secret, '--latency-ms', String(PROVIDER_LATENCY_MS)], {});
  const running: BenchProcess[] = [slow];
  try {
    const env = { ...serviceEnv, STREAM_BASE_URL: slow.url };
    const service = await startProcess('src/server/main.ts', ['--port', '0'], { ...env, BOUNTY_CHAT_DATA: join(folder, 'latency') });
    running.push(service);
    const bare = await startProcess('test/bench/server/baselineServer.ts', [], { STREAM_API_KEY: API.key, STREAM_API_SECRET: API.secret, STREAM_BASE_URL: slow.url, BASELINE_PROVIDER: '1' });
    running.push(bare);
    const fresh = await setUpUsers(service.url, users.map((user) => ({ ...user, dmId: '' })));
    // Each server keeps its client's 500 connections from the warm-up on, as behind a load balancer (all of them:
    // an agent keeps 256 idle ones by default): opening hundreds at once on these 2 cores held the first request
    // on each for over a second, on either server, which measured connection set-up, not the answers.
    const agents = new Map([service.url, bare.url].map((url) => [url, new Agent({ keepAlive: true, maxSockets: LATENCY_CONNECTIONS, maxFreeSockets: LATENCY_CONNECTIONS })]));
    const load = (url: string, baseline: boolean, durationMs: number) =>
      runLoad({ targets: [url], requests: requestsFor('get-unread-messages', fresh, baseline), connections: LATENCY_CONNECTIONS, durationMs, agent: agents.get(url)! });
    await load(service.url, false, WARM_UP_MS);
    await load(bare.url, true, WARM_UP_MS);
    // In interleaved slices, as the other rows: a busy neighbour on the machine slows both alike (run one after
    // the other, the gap swung from −220 to +3,650 ms between runs of the same code).
    const before = rssMiB(service.pid);
    const serviceResult = emptyResult();
    const bareResult = emptyResult();
    let middle = Number.NaN;
    for (let round = 0; round < ROUNDS; round++) {
      merge(serviceResult, await load(service.url, false, DURATION_MS / ROUNDS));
      if (round === ROUNDS / 2 - 1) middle = rssMiB(service.pid);
      merge(bareResult, await load(bare.url, true, DURATION_MS / ROUNDS));
    }
    const after = rssMiB(service.pid);
    serviceResult.latencies.sort((a, b) => a - b);
    bareResult.latencies.sort((a, b) => a - b);
    // With 500 requests always waiting, both servers are saturated and a p99 is the length of a queue, which follows
    // throughput. At a fixed rate either can serve, it is what a request costs on its way through.
    const ratePerSecond = Math.round((bareResult.requests / bareResult.seconds) / 2);
    const paced = { ratePerSecond, bare: emptyResult(), service: emptyResult() };
    const pace = (url: string, baseline: boolean) =>
      runPaced({ targets: [url], requests: requestsFor('get-unread-messages', fresh, baseline), ratePerSecond, durationMs: DURATION_MS / ROUNDS, agent: agents.get(url)! });
    for (let round = 0; round < ROUNDS; round++) {
      merge(paced.service, await pace(service.url, false));
      merge(paced.bare, await pace(bare.url, true));
    }
    paced.service.latencies.sort((a, b) => a - b);
    paced.bare.latencies.sort((a, b) => a - b);
    for (const agent of agents.values()) agent.destroy();
    return { bare: bareResult, service: serviceResult, rssMiB: [before, middle, after], paced };
  } finally {
    for (const process of running.reverse()) await process.stop();
  }
}

/** Resident memory of a process in MiB, from /proc. */
function rssMiB(pid: number | undefined): number {
  try {
    const kib = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${String(pid)}/status`, 'utf8'))?.[1];
    return kib === undefined ? Number.NaN : Number(kib) / 1024;
  } catch {
    return Number.NaN;
  }
}

function printLatency({ bare, service, rssMiB: [before, middle, after], paced }: LatencyRow): void {
  const failed = (result: LoadResult) => [...result.statuses].filter(([status]) => status < 200 || status > 299).reduce((sum, [, n]) => sum + n, 0);
  console.log(`\nget-unread-messages with the provider ${PROVIDER_LATENCY_MS} ms away, ${LATENCY_CONNECTIONS} concurrent requests, ${DURATION_MS / 1000} s each`);
  /** The baseline's line and the service's: requests/s, p50, p99, errors. */
  const table = (baseline: LoadResult, ours: LoadResult) => {
    for (const [name, result] of [['node:http + provider (baseline)', baseline], ['service, SQLite', ours]] as const) {
      const line = [(result.requests / result.seconds).toFixed(0).padStart(7), percentile(result.latencies, 0.5).toFixed(1).padStart(8), percentile(result.latencies, 0.99).toFixed(1).padStart(8), String(failed(result)).padStart(8)];
      console.log(`${name.padEnd(32)}${line.join('')}`);
    }
  };
  console.log(`${'server'.padEnd(32)}${'req/s'.padStart(7)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'errors'.padStart(8)}`);
  table(bare, service);
  const gap = percentile(service.latencies, 0.99) - percentile(bare.latencies, 0.99);
  console.log(`p99: service − baseline = ${gap.toFixed(1)} ms (target ≤ 10); errors: ${failed(service)} (target 0)`);
  console.log(`service memory: ${before.toFixed(0)} MiB before, ${middle.toFixed(0)} MiB half-way, ${after.toFixed(0)} MiB at the end (flat: the second half adds ${(after - middle).toFixed(0)} MiB)`);
  console.log(`\nthe same at a fixed ${paced.ratePerSecond} requests/s (half the baseline's most above; latency from when each was due)`);
  table(paced.bare, paced.service);
  const pacedGap = percentile(paced.service.latencies, 0.99) - percentile(paced.bare.latencies, 0.99);
  console.log(`p99 at a fixed rate: service − baseline = ${pacedGap.toFixed(1)} ms (target ≤ 10)`);
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
        : endpoint === 'get-or-create-user'
          ? { ...(baseline && { asUser: user.sub }) }
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
    // Each round's slices run back to back, so a round's ratio compares like with like; their spread is the noise.
    const spread = mine.filter((row) => row.name.startsWith('service')).map(({ name, slices }) => {
      const ratios = slices.map((rate, round) => rate / baseRow.slices[round]!);
      return `${name.slice('service, '.length)} ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`;
    });
    console.log(`req/s vs baseline, round by round: ${spread.join('; ')}`);
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
