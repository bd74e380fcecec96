// REDIS_URL: the per-user budget counted in Redis, shared by instances whatever their stores, with the same
// answers as the store's limiter; reads start beside the budget's check, and a burst past it costs the provider
// at most one read.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src/server/startServer';
import { startFaultProxy } from '../../e2e/messaging/faultProxy';
import { call, makeUser, removeTemporaryFolders, sendAs, sharedDm, startFakeStream, startService, testConfig } from './harness';
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

describe('a read past the budget (shared limiter)', () => {
  it('answers a read let through as ever, then refuses a burst past the budget with no more than one read at the provider', async () => {
    const proxy = await startFaultProxy(fake.url);
    const service = await startService(testConfig({ ...fake, url: proxy.url }, { redisUrl: REDIS_URL, redisPrefix: `test-${randomBytes(6).toString('hex')}:`, rateLimitMax: 3 }));
    try {
      const [ada, bob] = [makeUser('Ada'), makeUser('Bob')];
      const channelId = await sharedDm(service, bob, ada);
      await sendAs(fake, channelId, bob, 'Still interested?');
      const reads = () => proxy.requests.filter((request) => request.startsWith('POST /channels')).length;
      // Ada's first hit was her sign-in (get-or-create-user); two reads fill her budget of three.
      for (let i = 0; i < 2; i++) {
        const answer = await call(service, 'get-unread-messages', ada, { channelId });
        expect(answer.status).toBe(200);
        expect(answer.body['unread']).toBe(1);
      }
      const before = reads();
      // A read starts beside its budget check, one per user at a time: at most one reaches the provider.
      const burst = await Promise.all(Array.from({ length: 10 }, () => call(service, 'get-unread-messages', ada, { channelId })));
      expect(burst.map((answer) => answer.status)).toEqual(Array(10).fill(429));
      expect(burst.every((answer) => Number(answer.headers.get('retry-after')) > 0)).toBe(true);
      expect(reads() - before).toBeLessThanOrEqual(1);
      // Refused once, she is refused at once until her oldest hit leaves the window: no read, no Redis call.
      const afterBurst = reads();
      const again = await Promise.all(Array.from({ length: 10 }, () => call(service, 'get-unread-messages', ada, { channelId })));
      expect(again.map((answer) => answer.status)).toEqual(Array(10).fill(429));
      expect(reads()).toBe(afterBurst);
    } finally {
      await service.close();
      await proxy.close();
    }
  });
});
