// Finding 2: twenty bad requests locked out everyone behind one address. Behind a trusted proxy (loopback here,
// as a load balancer would be) each client is counted by its own X-Forwarded-For hop; a token that verifies is
// never refused for others' failures; the widget's own expired tokens are not failures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../src/server/startServer';
import { parseRange } from '../../../../src/server/http/addresses';
import { authHeaders, call, makeUser, removeTemporaryFolders, startFakeStream, startService, testConfig } from '../harness';
import type { FakeStream } from '../harness';

let fake: FakeStream;
let service: RunningServer;
const BAD = { 'x-auth-token': 'AAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'x-auth-iv': 'AAAAAAAAAAAAAAAA' };

beforeAll(async () => {
  fake = await startFakeStream();
  const config = testConfig(fake);
  const trustedProxies = [parseRange('127.0.0.0/8')!, parseRange('::1')!];
  service = await startService({ ...config, security: { ...config.security, failedAuthMax: 5, trustedProxies } });
});

afterAll(async () => {
  await service?.close();
  await fake?.close();
  removeTemporaryFolders();
});

/** get-or-create-user as seen from `client` behind the proxy (the proxy appended it to X-Forwarded-For). */
async function from(client: string, headers: Record<string, string>): Promise<{ status: number; detail: string | undefined }> {
  const answer = await call(service, 'get-or-create-user', null, undefined, { headers: { ...headers, 'x-forwarded-for': client } });
  return { status: answer.status, detail: answer.body.error?.detail };
}

async function guessFrom(client: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await from(client, BAD)).status);
  return statuses;
}

describe('failed authentications behind a trusted proxy', () => {
  it('block the guessing client only: its neighbours behind the same proxy still get 401, not 429', async () => {
    expect(await guessFrom('203.0.113.7', 6)).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await from('198.51.100.2', BAD)).status).toBe(401);
    // What the client itself writes left of the proxy's hop changes nothing.
    expect((await from('192.0.2.99, 203.0.113.7', BAD)).status).toBe(429);
  });

  it('never refuse a token that verifies, even from the blocked address', async () => {
    await guessFrom('203.0.113.8', 6);
    expect((await from('203.0.113.8', BAD)).status).toBe(429);
    expect((await from('203.0.113.8', authHeaders(makeUser('Neighbour')))).status).toBe(200);
  });

  it('do not count the widget’s own expired tokens: still 401 with their message, never a block', async () => {
    const expired = () => authHeaders(makeUser('Late'), { exp: Math.floor(Date.now() / 1000) - 5 });
    for (let i = 0; i < 8; i++) {
      const answer = await from('198.51.100.3', expired());
      expect(answer).toEqual({ status: 401, detail: 'token has expired (claim exp is in the past)' });
    }
    expect((await from('198.51.100.3', BAD)).status).toBe(401);
  });

  it('group IPv6 clients by /64, and IPv4-mapped IPv6 with its IPv4 address', async () => {
    expect(await guessFrom('2001:db8:1:2::1', 5)).toEqual([401, 401, 401, 401, 401]);
    expect((await from('2001:db8:1:2:ffff::9', BAD)).status).toBe(429);
    expect((await from('2001:db8:1:3::1', BAD)).status).toBe(401);
    await guessFrom('::ffff:198.51.100.50', 5);
    expect((await from('198.51.100.50', BAD)).status).toBe(429);
  });
});
