// The product-service client against a real HTTP server on a loopback port.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceError, createServiceClient } from '../../../src/service/index.js';

interface Seen { path: string; token: string | undefined; iv: string | undefined; body: string }
const seen: Seen[] = [];
let answer: (path: string) => [number, unknown] = () => [200, {}];
const server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => { body += chunk; });
  request.on('end', () => {
    const path = request.url ?? '';
    seen.push({ path, token: request.headers['x-auth-token'] as string, iv: request.headers['x-auth-iv'] as string, body });
    const [status, json] = answer(path);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
  });
});
let apiHost = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createServiceClient', () => {
  it('sends the credentials, a cache-busting timestamp and a JSON body', async () => {
    answer = () => [200, { channelId: 'b1', channelType: 'messaging' }];
    const client = createServiceClient({ apiHost, credentials: async () => ({ token: 'tok', iv: 'iv' }), now: () => 42 });
    expect(await client.getOrCreateChannel({ channelId: 'b1', ticket: { token: 'sealed', iv: 'iv12' } })).toEqual({ channelId: 'b1', channelType: 'messaging' });
    expect(seen.at(-1)).toEqual({ path: '/api/stream-chat/get-or-create-channel?t=42', token: 'tok', iv: 'iv', body: '{"channelId":"b1","ticket":{"token":"sealed","iv":"iv12"}}' });
  });

  it('turns an error answer into a ServiceError with code, message and status', async () => {
    answer = () => [403, { error: { code: 'not_owner', message: 'Only the owner can archive.' } }];
    const client = createServiceClient({ apiHost, credentials: async () => ({ token: 't', iv: 'i' }) });
    const error = await client.archiveChannel({ channelId: 'c' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ code: 'not_owner', message: 'Only the owner can archive.', status: 403 });
  });

  it('asks the host for fresh credentials once after a 401', async () => {
    let calls = 0;
    answer = () => (seen.at(-1)?.token == 'fresh' ? [200, { ok: true }] : [401, { error: { code: 'unauthorized', message: 'Expired.' } }]);
    const client = createServiceClient({ apiHost, credentials: async () => ({ token: ++calls == 1 ? 'stale' : 'fresh', iv: 'i' }) });
    expect(await client.deleteChannel({ channelId: 'c' })).toEqual({ ok: true });
    expect(calls).toBe(2);
  });

  it('counts a 404 from unarchive-channel as success', async () => {
    answer = () => [404, { error: { code: 'not_found', message: 'No such channel.' } }];
    const client = createServiceClient({ apiHost, credentials: async () => ({ token: 't', iv: 'i' }) });
    expect(await client.unarchiveChannel({ channelId: 'gone' })).toEqual({ ok: true });
  });

  it('counts requests per user in the shared storage; over 60 a minute the next one waits, then goes', async () => {
    answer = (path) => (path.includes('get-or-create-user') ? [200, { user: { id: 'u1' }, token: 't', apiKey: 'k', baseUrl: 'b' }] : [200, { ok: true }]);
    const items = new Map<string, string>();
    const clock = { now: 1_000_000, waits: [] as number[] };
    const client = createServiceClient({
      apiHost, credentials: async () => ({ token: 't', iv: 'i' }), now: () => clock.now,
      storage: () => ({ getItem: (k) => items.get(k) ?? null, setItem: (k, v) => { items.set(k, v); } }),
      sleep: async (ms) => { clock.waits.push(ms); clock.now += ms; },
    });
    await client.getOrCreateUser();
    for (let i = 0; i < 59; i++) await client.deleteChannel({ channelId: 'c' });
    expect(clock.waits).toEqual([]);
    const sent = seen.length;
    expect(await client.deleteChannel({ channelId: 'c' })).toEqual({ ok: true });
    expect(clock.waits).toEqual([60_000]);
    expect(seen.length).toBe(sent + 1);
    expect(JSON.parse(items.get('bounty-chat:requests:u1') ?? '[]')).toHaveLength(1);
  });

  it('a failure answer carries the catalogue message of the service', async () => {
    answer = () => [429, { error: { code: 'rate_limited', message: 'Too many requests, try again in a minute.' } }];
    const client = createServiceClient({ apiHost, credentials: async () => ({ token: 't', iv: 'i' }) });
    await expect(client.sendPrivateChatEmail({ userId: 'x' })).rejects.toMatchObject({ message: 'Too many requests, try again in a minute.', status: 429 });
  });
});
