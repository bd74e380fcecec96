// What held when the host API was attacked from outside (keep it held): a key that is almost right, another scheme
// or a user's token is refused; ids, names, addresses and images that would break out of their field are refused;
// a large body is refused; a browser is never allowed to send the key; an export names nobody else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../src/server/startServer';
import { authHeaders, call, makeUser, removeTemporaryFolders, sharedDm, startFakeStream, startService, testConfig } from '../harness';
import type { FakeStream } from '../harness';

const HOST_KEY = 'host-key-held-0123456789abcdefghijklmnop';
let fake: FakeStream;
let service: RunningServer;

beforeAll(async () => {
  fake = await startFakeStream();
  const base = testConfig(fake);
  // A budget of failed keys large enough that every refusal below is a 401, not the address's 429.
  service = await startService({ ...base, host: { ...base.host, hostApiKey: HOST_KEY }, security: { ...base.security, failedAuthMax: 1_000 } });
});
afterAll(async () => {
  await service?.close();
  await fake?.close();
  removeTemporaryFolders();
});

async function hostCall(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Response> {
  return fetch(`${service.url}/api/host/v1/${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, ...(body !== undefined && { body }) });
}
const withKey = (key: string) => ({ authorization: `Bearer ${key}` });

describe('the host API key', () => {
  const someone = makeUser('Someone');
  it.each([
    ['no key', {}],
    ['a wrong key', withKey(`${HOST_KEY.slice(0, -1)}X`)],
    ['the key with a prefix', withKey(`x${HOST_KEY}`)],
    ['the key with a suffix', withKey(`${HOST_KEY}x`)],
    ['the key under the Basic scheme', { authorization: `Basic ${Buffer.from(`host:${HOST_KEY}`).toString('base64')}` }],
    ['the key without a scheme', { authorization: HOST_KEY }],
    ['a user\'s token', authHeaders(someone)],
  ])('%s: 401', async (_name, headers) => {
    expect((await hostCall('GET', `users/${someone.sub}`, headers as Record<string, string>)).status).toBe(401);
  });

  it('is never allowed from a browser: CORS does not allow Authorization', async () => {
    const preflight = await fetch(`${service.url}/api/host/v1/users/anyone`, {
      method: 'OPTIONS',
      headers: { origin: 'https://jobs.example.com', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect((preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase()).not.toContain('authorization');
  });
});

describe('what the host puts', () => {
  it.each([
    ['a path-traversal id', '..%2F..%2Fetc', { name: 'Eve', email: 'eve@example.com', role: 'candidate' }],
    ['a name with a line break', 'user-crlf', { name: 'Eve\r\nBcc: all@example.com', email: 'eve@example.com', role: 'candidate' }],
    ['a list of addresses', 'user-list', { name: 'Eve', email: 'eve@example.com, all@example.com', role: 'candidate' }],
    ['a javascript: image', 'user-image', { name: 'Eve', email: 'eve@example.com', role: 'candidate', image: 'javascript:alert(1)' }],
  ])('%s: 400, nothing stored', async (_name, id, body) => {
    expect((await hostCall('PUT', `users/${id}`, withKey(HOST_KEY), JSON.stringify(body))).status).toBe(400);
    expect([404, 400]).toContain((await hostCall('GET', `users/${id}`, withKey(HOST_KEY))).status);
  });

  it('a body of 100 KiB: 413', async () => {
    const body = JSON.stringify({ name: 'Eve', email: 'eve@example.com', role: 'candidate', padding: 'x'.repeat(100 * 1024) });
    expect((await hostCall('PUT', 'users/user-large', withKey(HOST_KEY), body)).status).toBe(413);
  });

  it('an export names no other user\'s address', async () => {
    const alice = makeUser('Alice');
    const bob = makeUser('Bob');
    await call(service, 'get-or-create-user', alice);
    await call(service, 'get-or-create-user', bob);
    await sharedDm(service, alice, bob);
    const exported = await (await hostCall('GET', `users/${alice.sub}/export`, withKey(HOST_KEY))).text();
    expect(exported).toContain(alice.email);
    expect(exported).not.toContain(bob.email);
  });
});
