import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src/server/startServer';
import { authHeaders, call, makeUser, removeTemporaryFolders, startFakeStream, startService, testConfig } from './harness';
import type { FakeStream } from './harness';

let fake: FakeStream;
let service: RunningServer;
const ada = makeUser('Ada');

beforeAll(async () => {
  fake = await startFakeStream();
  service = await startService(testConfig(fake));
});

afterAll(async () => {
  await service?.close();
  await fake?.close();
  removeTemporaryFolders();
});

describe('bad input gets a 4xx that says what is wrong', () => {
  it('malformed JSON', async () => {
    const answer = await call(service, 'get-or-create-channel', ada, undefined, { rawBody: '{"channelId": ' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'invalid_json', message: 'Failed to get or create Stream Chat channel' });
    expect(answer.body.error?.detail).toMatch(/not valid JSON/);
  });

  it('a body that is not an object', async () => {
    const answer = await call(service, 'get-unread-messages', ada, undefined, { rawBody: '[1,2]' });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.detail).toMatch(/JSON object/);
  });

  it.each([
    ['get-or-create-channel', {}, /channelId is required/],
    ['get-or-create-channel', { channelId: 42 }, /channelId must be a string, got number/],
    ['get-or-create-channel', { channelId: 'no spaces allowed' }, /channelId must be a bounty id/],
    ['get-or-create-channel', { channelId: 'bang!id' }, /channelId must be a bounty id/],
    ['get-or-create-channel', { channelId: 'ok', ticket: { token: 'x' } }, /ticket.iv is required/],
    ['create-dm-channel', { userId: 'a', bountyId: 'b' }, /candidateId is required/],
    ['send-message-email', { senderUserId: 'a', recipientUserId: 'b', messageContent: 'x', isDM: 'yes', channelName: 'c' }, /isDM must be a boolean/],
    ['send-private-chat-email', { userId: ['a'] }, /userId must be a string, got array/],
    ['archive-channel', { channelId: 'x', reason: 7 }, /reason must be a string/],
  ])('%s with %o → 400', async (name, body, detail) => {
    const answer = await call(service, name, ada, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe('invalid_body');
    expect(answer.body.error?.detail).toMatch(detail);
  });

  it('a body over 64 KiB → 413', async () => {
    const answer = await call(service, 'send-message-email', ada, { messageContent: 'x'.repeat(70 * 1024) });
    expect(answer.status).toBe(413);
    expect(answer.body.error).toMatchObject({ code: 'payload_too_large', message: 'Failed to send message email notification' });
  });

  it('an unknown endpoint → 404 naming the endpoints', async () => {
    const answer = await call(service, 'get-everything', ada, {});
    expect(answer.status).toBe(404);
    expect(answer.body.error?.code).toBe('unknown_endpoint');
    expect(answer.body.error?.detail).toContain('get-or-create-user');
  });

  it('the wrong method → 405 with Allow', async () => {
    const answer = await call(service, 'all-channels', ada, {}, { method: 'POST' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, OPTIONS');
    expect(answer.body.error?.message).toBe('Failed to get all channels');
  });
});

describe('browsers', () => {
  it('a preflight from an allowed origin may send the auth headers', async () => {
    const response = await fetch(`${service.url}/api/stream-chat/get-or-create-user?t=1`, {
      method: 'OPTIONS',
      headers: { origin: 'https://jobs.example.com', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-auth-token, x-auth-iv, content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://jobs.example.com');
    expect(response.headers.get('access-control-allow-headers')).toBe('x-auth-token, x-auth-iv, content-type');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('another origin gets no CORS allowance', async () => {
    const response = await fetch(`${service.url}/api/stream-chat/get-or-create-user`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('an answer to an allowed origin carries its CORS header', async () => {
    const answer = await call(service, 'get-or-create-user', ada, undefined, { headers: { origin: 'https://jobs.example.com' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://jobs.example.com');
  });
});

describe('rate limit', () => {
  it('the 61st request in 60 s from one user → 429 with Retry-After; other users are unaffected', async () => {
    const busy = makeUser('Busy');
    const headers = authHeaders(busy);
    const statuses = await Promise.all(
      Array.from({ length: 60 }, () => call(service, 'get-unread-messages', null, {}, { headers }).then((answer) => answer.status)),
    );
    expect(statuses.every((status) => status === 400)).toBe(true);
    const limited = await call(service, 'get-unread-messages', null, {}, { headers });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatchObject({ code: 'rate_limited', message: 'Failed to get unread messages' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(service, 'get-unread-messages', makeUser('Calm'), {})).status).toBe(400);
  });
});

describe('rate limit window (clock injected)', () => {
  it('lets the user in again once 60 s have passed', async () => {
    let now = Date.now();
    const clocked = await startService(testConfig(fake), { clock: { now: () => now } });
    try {
      const user = makeUser('Clocked');
      for (let i = 0; i < 60; i++) await call(clocked, 'get-unread-messages', user, {});
      expect((await call(clocked, 'get-unread-messages', user, {})).status).toBe(429);
      now += 60_000;
      expect((await call(clocked, 'get-unread-messages', user, {})).status).toBe(400);
    } finally {
      await clocked.close();
    }
  });
});
