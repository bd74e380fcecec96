// A test can ask fake-stream for the provider's rate limit: the user's next REST calls answer code 9 / HTTP 429.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Provider } from '../helpers/provider';
import { errorOf, startProvider } from '../helpers/provider';

let provider: Provider;
beforeAll(async () => { provider = await startProvider(); });
afterAll(async () => { await provider.close(); });

// A fake-stream facility: hosted Stream has no such route.
const hosted = Boolean(process.env.STREAM_API_KEY && process.env.STREAM_API_SECRET && process.env.STREAM_BASE_URL);

describe.skipIf(hosted)('rate-limit-next', () => {
  it('rate-limits exactly the next N calls of that user, then answers normally', async () => {
    const alice = provider.id('alice');
    const a = await provider.connect(alice, { name: 'Alice' });
    await provider.server().post(`${provider.baseURL}/_fake/rate-limit-next`, { user_id: alice, count: 2 });
    for (let i = 0; i < 2; i++) expect(await errorOf(a.queryChannels({ members: { $in: [alice] } }))).toMatchObject({ code: 9, status: 429 });
    expect(await a.queryChannels({ members: { $in: [alice] } })).toEqual([]);
  });

  it('only the server may ask', async () => {
    const bob = provider.id('bob');
    const b = await provider.connect(bob, { name: 'Bob' });
    expect(await errorOf(b.post(`${provider.baseURL}/_fake/rate-limit-next`, { user_id: bob }))).toMatchObject({ code: 17 });
  });
});
