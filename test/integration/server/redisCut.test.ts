// Redis cut behind a TCP proxy while the service answers: requests stay as fast as with Redis up (the breaker
// counts in memory, no wait on Redis per request), /readyz says `redis: degraded`, and the log says once that the
// outage started and once that it ended; nothing at start-up.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src/server/startServer';
import { call, makeUser, removeTemporaryFolders, sleep, startFakeStream, startService, testConfig } from './harness';
import type { FakeStream } from './harness';
import { startCutProxy } from './cutProxy';
import type { CutProxy } from './cutProxy';

const REDIS = new URL(process.env['BOUNTY_TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379');

let fake: FakeStream;
let proxy: CutProxy;
let service: RunningServer;
const lines: string[] = [];

beforeAll(async () => {
  fake = await startFakeStream();
  proxy = await startCutProxy(REDIS.hostname, Number(REDIS.port || 6379));
  const redisUrl = `redis://127.0.0.1:${proxy.port}`;
  service = await startService(testConfig(fake, { redisUrl, redisPrefix: `test-${randomBytes(6).toString('hex')}:`, rateLimitMax: 10_000 }), { log: (line) => lines.push(line) });
});

afterAll(async () => {
  await service?.close();
  await proxy?.close();
  await fake?.close();
  removeTemporaryFolders();
});

/** The median time of `count` answered requests, one after the other, in ms. */
async function p50(user: ReturnType<typeof makeUser>, count: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    expect((await call(service, 'get-or-create-user', user)).status).toBe(200);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(count / 2)]!;
}

const readiness = async () => (await (await fetch(`${service.url}/readyz`)).json()) as { status: string; checks: Record<string, string> };
const outageLines = () => lines.filter((line) => line.startsWith('rate limit: Redis'));

describe('Redis cut', () => {
  it('keeps the p50 within 20 ms of normal, reports degraded, and logs the start and end once each', async () => {
    const user = makeUser('Steady');
    await p50(user, 5);
    expect(outageLines()).toEqual([]);
    expect((await readiness()).checks['redis']).toBe('ok');
    const normal = await p50(user, 40);

    proxy.cut();
    const cut = await p50(user, 40);
    expect(cut).toBeLessThan(normal + 20);
    const during = await readiness();
    expect(during).toMatchObject({ status: 'ready', checks: { redis: 'degraded' } });
    expect(await (await fetch(`${service.url}/metrics`)).text()).toMatch(/^bountychat_redis_degraded 1$/m);

    proxy.restore();
    // The breaker probes again within seconds and closes once Redis answers.
    const deadline = Date.now() + 15_000;
    while ((await readiness()).checks['redis'] !== 'ok' && Date.now() < deadline) {
      await call(service, 'get-or-create-user', user);
      await sleep(200);
    }
    expect((await readiness()).checks['redis']).toBe('ok');
    expect(outageLines()).toEqual([
      expect.stringMatching(/^rate limit: Redis unavailable, requests are counted in this process's memory until it answers/),
      'rate limit: Redis answers again; the shared budget is back',
    ]);
  });
});
