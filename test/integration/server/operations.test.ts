import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogFields } from '../../../src/server/ops/logger';
import { API_SECRET, authHeaders, call, makeUser, removeTemporaryFolders, startFakeStream, startService, testConfig } from './harness';
import type { FakeStream } from './harness';

let fake: FakeStream;
beforeAll(async () => {
  fake = await startFakeStream();
});
afterAll(async () => {
  await fake?.close();
  removeTemporaryFolders();
});

describe('operations endpoints', () => {
  it('/healthz answers without authentication; /readyz reports store and provider without naming either', async () => {
    const running = await startService(testConfig(fake));
    try {
      const health = await fetch(`${running.url}/healthz`);
      expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
      const ready = await fetch(`${running.url}/readyz`);
      const text = await ready.text();
      expect([ready.status, JSON.parse(text)]).toEqual([200, { status: 'ready', checks: { store: 'ok', provider: 'ok' } }]);
      for (const secret of [API_SECRET, fake.url, '127.0.0.1', 'postgres']) expect(text).not.toContain(secret);
    } finally {
      await running.close();
    }
  });

  it('/readyz answers 503 when the provider is unreachable, while /healthz stays up', async () => {
    const doomed = await startFakeStream();
    const running = await startService(testConfig(doomed));
    await doomed.close();
    try {
      const ready = await fetch(`${running.url}/readyz`);
      expect([ready.status, await ready.json()]).toEqual([503, { status: 'not_ready', checks: { store: 'ok', provider: 'failed' } }]);
      expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
    } finally {
      await running.close();
    }
  });

  it('/metrics counts requests by endpoint and status, latency, and rate-limit refusals', async () => {
    const running = await startService(testConfig(fake, { rateLimitMax: 2 }));
    try {
      const ada = makeUser('Ada');
      await call(running, 'get-or-create-user', ada);
      await call(running, 'get-unread-messages', ada, {});
      await call(running, 'get-unread-messages', ada, {});
      await fetch(`${running.url}/no/such/path`);
      const metrics = await fetch(`${running.url}/metrics`);
      expect(metrics.headers.get('content-type')).toContain('text/plain');
      const text = await metrics.text();
      expect(text).toContain('bountychat_http_requests_total{endpoint="get-or-create-user",status="200"} 1');
      expect(text).toContain('bountychat_http_requests_total{endpoint="get-unread-messages",status="400"} 1');
      expect(text).toContain('bountychat_http_requests_total{endpoint="get-unread-messages",status="429"} 1');
      expect(text).toContain('bountychat_http_requests_total{endpoint="unknown",status="404"} 1');
      expect(text).toMatch(/bountychat_http_request_duration_seconds_count\{endpoint="get-or-create-user",status="200"\} 1/);
      expect(text).toMatch(/^bountychat_rate_limit_refusals_total 1$/m);
      expect(text).toMatch(/^bountychat_email_queue_depth 0$/m);
      expect(text).toMatch(/^bountychat_email_deliveries_total 0$/m);
    } finally {
      await running.close();
    }
  });

  it('logs one JSON line per request with the caller\'s x-request-id, echoed in the answer, or a fresh one', async () => {
    const lines: { message: string; fields: LogFields }[] = [];
    const running = await startService(testConfig(fake), { log: (message, fields = {}) => lines.push({ message, fields }) });
    try {
      const ada = makeUser('Ada');
      const given = await call(running, 'get-unread-messages', ada, {}, { headers: { 'x-request-id': 'lb-1234' } });
      expect(given.headers.get('x-request-id')).toBe('lb-1234');
      const fresh = await call(running, 'get-unread-messages', ada, {}, { headers: { 'x-request-id': 'bad id with spaces' } });
      expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const requests = lines.filter((line) => line.message === 'request');
      expect(requests.map((line) => line.fields['requestId'])).toEqual(['lb-1234', fresh.headers.get('x-request-id')]);
      expect(requests[0]!.fields).toMatchObject({ method: 'POST', endpoint: 'get-unread-messages', status: 400 });
    } finally {
      await running.close();
    }
  });

  it('close() lets a request in flight finish, then refuses new connections', async () => {
    const running = await startService(testConfig(fake));
    const ada = makeUser('Ada');
    const body = '{}   ';
    // Headers and half the body now; the rest once close() has begun.
    const request = httpRequest(`${running.url}/api/stream-chat/get-or-create-user`, {
      method: 'POST',
      headers: { ...authHeaders(ada), 'content-type': 'application/json', 'content-length': String(body.length) },
    });
    const answered = new Promise<number>((resolve, reject) => {
      request.once('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.once('error', reject);
    });
    request.write(body.slice(0, 2));
    // Connections are accepted in order: once a later one is answered, the first is in the server's hands.
    expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
    const closing = running.close();
    request.end(body.slice(2));
    expect(await answered).toBe(200);
    await closing;
    await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
  });
});
