// PostgreSQL behind a TCP proxy that resets every connection, under a real instance (`npm run server`): every
// request is answered 503 `store_unavailable` with Retry-After within a second (not left hanging as a client's
// abort, its socket held), /healthz answers throughout while /readyz says not ready, and the same requests succeed
// once the proxy passes again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { authHeaders, makeUser, removeTemporaryFolders, sleep, startFakeStream } from '../server/harness';
import type { FakeStream, TestUser } from '../server/harness';
import { startCutProxy } from '../server/cutProxy';
import type { CutProxy } from '../server/cutProxy';
import { freshSchema, startInstance, stopInstance } from './instances';
import type { Instance } from './instances';

let fake: FakeStream;
let proxy: CutProxy;
let instance: Instance;

beforeAll(async () => {
  fake = await startFakeStream();
  const database = new URL(inject('postgresTestUrl'));
  proxy = await startCutProxy(database.hostname, Number(database.port || 5432));
  const throughProxy = new URL(database);
  throughProxy.hostname = '127.0.0.1';
  throughProxy.port = String(proxy.port);
  instance = await startInstance('A', fake, { DATABASE_URL: throughProxy.toString(), BOUNTY_CHAT_DATABASE_SCHEMA: freshSchema() });
});

afterAll(async () => {
  if (instance) await stopInstance(instance);
  await proxy?.close();
  await fake?.close();
  removeTemporaryFolders();
});

interface Outcome { status: number; ms: number; code?: string; retryAfter: string | null }

/** One API call with a 5 s deadline of the test's own: a request the service leaves hanging shows as status 0. */
async function askAs(user: TestUser, name = 'get-or-create-user'): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await fetch(`${instance.url}/api/stream-chat/${name}?t=${Date.now()}`, {
      ...(name === 'all-channels' ? { method: 'GET' } : { method: 'POST', body: '{}' }),
      headers: { 'content-type': 'application/json', ...authHeaders(user) },
      signal: AbortSignal.timeout(5_000),
    });
    const body = (await response.json()) as { error?: { code: string } };
    return { status: response.status, ms: performance.now() - started, ...(body.error && { code: body.error.code }), retryAfter: response.headers.get('retry-after') };
  } catch {
    return { status: 0, ms: performance.now() - started, retryAfter: null };
  }
}

describe('PostgreSQL connections reset', () => {
  it('answers every request 503 store_unavailable within a second, keeps /healthz answering, and recovers', async () => {
    const users = Array.from({ length: 10 }, (_, index) => makeUser(`Reset${index}`));
    expect((await askAs(users[0]!)).status).toBe(200);

    proxy.cut();
    // Health is asked all along, as a load balancer would, while the users keep asking.
    const health: number[] = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        health.push(await fetch(`${instance.url}/healthz`, { signal: AbortSignal.timeout(2_000) }).then((r) => r.status, () => 0));
        await sleep(100);
      }
    })();
    const during: Outcome[] = [];
    // Two seconds of it, /healthz asked all along.
    const cutAt = performance.now();
    for (let round = 0; performance.now() - cutAt < 2_000; round++) {
      during.push(...(await Promise.all(users.map((user) => askAs(user)))));
      during.push(await askAs(users[round % users.length]!, 'all-channels'));
    }
    probing = false;
    await probe;
    // Live but not ready: the load balancer sends its traffic elsewhere meanwhile.
    const ready = await fetch(`${instance.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'not_ready', checks: { store: 'failed' } });

    expect(during.map((outcome) => `${outcome.status} ${outcome.code}`)).toEqual(Array(during.length).fill('503 store_unavailable'));
    expect(Math.max(...during.map((outcome) => outcome.ms))).toBeLessThan(1_000);
    expect(new Set(during.map((outcome) => outcome.retryAfter))).toEqual(new Set(['2']));
    expect(health.length).toBeGreaterThan(5);
    expect(health).toEqual(Array(health.length).fill(200));
    // The instance says why, in its log, for the operator.
    expect(instance.logs.some((line) => line.includes('the store is unavailable'))).toBe(true);

    proxy.restore();
    await expect.poll(async () => (await askAs(users[1]!)).status, { timeout: 10_000, interval: 200 }).toBe(200);
    expect((await Promise.all(users.map((user) => askAs(user)))).map((outcome) => outcome.status)).toEqual(Array(users.length).fill(200));
  });
});
