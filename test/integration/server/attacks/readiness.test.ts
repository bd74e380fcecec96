// Finding 9: every /readyz spent a provider call, so anyone who could reach it could burn the provider's quota.
// The probe is shared and its success reused for 5 s; with BOUNTY_CHAT_OPS_PORT the operations endpoints answer
// on that port only. A counting proxy stands between the service and fake-stream.
import { createServer, request } from 'node:http';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../src/server/startServer';
import { removeTemporaryFolders, startFakeStream, startService, testConfig } from '../harness';
import type { FakeStream } from '../harness';

let fake: FakeStream;
let proxy: Server;
let service: RunningServer;
/** Provider calls that were readiness probes. */
let probes = 0;

beforeAll(async () => {
  fake = await startFakeStream();
  proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (`${req.url ?? ''} ${body.toString('utf8')}`.includes('bounty-chat-readiness-probe')) probes++;
      const upstream = request(`${fake.url}${req.url ?? '/'}`, { method: req.method, headers: { ...req.headers, host: new URL(fake.url).host } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', () => resolve()));
  const config = testConfig({ ...fake, url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` });
  service = await startService({ ...config, security: { ...config.security, opsPort: 0 } });
});

afterAll(async () => {
  await service?.close();
  await new Promise<void>((resolve) => proxy?.close(() => resolve()));
  await fake?.close();
  removeTemporaryFolders();
});

describe('readiness', () => {
  it('100 /readyz, at once and one after another, cost one provider call (not one each)', async () => {
    const ready = async () => (await fetch(`${service.opsUrl}/readyz`)).status;
    const before = probes;
    expect(await Promise.all(Array.from({ length: 50 }, ready))).toEqual(Array(50).fill(200));
    for (let i = 0; i < 50; i++) expect(await ready()).toBe(200);
    // One probe; a second only if this machine took more than the 5 s a success is reused (it takes about 1 s).
    expect(probes - before).toBeGreaterThanOrEqual(1);
    expect(probes - before).toBeLessThanOrEqual(2);
  });
});

describe('the ops port', () => {
  it('answers /healthz, /readyz and /metrics, and nothing else', async () => {
    expect(service.opsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(service.opsUrl).not.toBe(service.url);
    const health = await fetch(`${service.opsUrl}/healthz`);
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
    const metrics = await fetch(`${service.opsUrl}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('bountychat_http_requests_total');
    expect((await fetch(`${service.opsUrl}/api/stream-chat/get-or-create-user`, { method: 'POST' })).status).toBe(404);
  });

  it('answers a request target that is no URL (`//:`) with 404, and keeps answering', async () => {
    const port = Number(new URL(service.opsUrl!).port);
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      const socket = connect(port, '127.0.0.1', () => socket.write('GET //: HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 404/);
    expect((await fetch(`${service.opsUrl}/healthz`)).status).toBe(200);
  });

  it('takes them off the public port: 404 there', async () => {
    for (const path of ['/healthz', '/readyz', '/metrics']) {
      const answer = await fetch(`${service.url}${path}`);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('unknown_endpoint');
    }
  });
});
