// REDIS_URL: the per-user budget counted in Redis, shared by instances whatever their stores, with the same
// answers as the store's limiter.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src/server/startServer';
import { call, makeUser, removeTemporaryFolders, startFakeStream, startService, testConfig } from './harness';
import type { FakeStream } from './harness';

const REDIS_URL = process.env['BOUNTY_TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

let fake: FakeStream;
let first: RunningServer;
let second: RunningServer;

beforeAll(async () => {
  fake = await startFakeStream();
  const redis = { redisUrl: REDIS_URL, redisPrefix: `test-${randomBytes(6).toString('hex')}:`, rateLimitMax: 3 };
  // Two instances, each with a store of its own: only Redis can make them share one budget.
  first = await startService(testConfig(fake, redis));
  second = await startService(testConfig(fake, redis));
});

afterAll(async () => {
  await first.close();
  await second.close();
  await fake.close();
  removeTemporaryFolders();
});

describe('the request budget in Redis', () => {
  it('refuses the 4th request of a 3-a-minute budget across two instances, with Retry-After, and not another user', async () => {
    const ada = makeUser('Ada');
    const statuses = [];
    for (const service of [first, second, first]) statuses.push((await call(service, 'get-or-create-user', ada)).status);
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await call(second, 'get-or-create-user', ada);
    expect(refused.status).toBe(429);
    expect(refused.body.error?.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(second, 'get-or-create-user', makeUser('Bob'))).status).toBe(200);
  });
});
