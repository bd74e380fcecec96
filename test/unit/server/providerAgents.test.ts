// The service's provider client under many requests at once: it keeps its connections open for the next calls
// rather than closing the ones past Node's default 256 idle sockets and opening new ones (against hosted Stream,
// a TLS handshake each), and a call on a kept connection costs no socket-option system calls. The provider here is
// a real node:http server on loopback, 40 ms away (or answering at once), that knows no message (a 404 is the
// cheapest answer the client reads).
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createStreamProvider } from '../../../src/server/provider/streamProvider';
import { providerAgents } from '../../../src/server/provider/providerAgents';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function provider404(delayMs = 40): Promise<{ url: string; connections: () => number }> {
  let connections = 0;
  const server = createServer((req, res) => {
    req.resume();
    setTimeout(() => {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 4, message: 'no such message', StatusCode: 404 }));
    }, delayMs);
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  }));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, connections: () => connections };
}

describe('provider connections', () => {
  it('600 calls at once, twice: the second round reuses the first round\'s connections', async () => {
    const provider = await provider404();
    const stream = createStreamProvider({ apiKey: 'key', apiSecret: 'secret'.repeat(8), baseUrl: provider.url });
    const round = () => Promise.all(Array.from({ length: 600 }, (_, i) => stream.getMessage(`m-${i}`)));
    expect(await round()).toEqual(Array.from({ length: 600 }, () => null));
    const first = provider.connections();
    expect(first).toBeGreaterThan(256);
    expect(await round()).toEqual(Array.from({ length: 600 }, () => null));
    // Node's default pools keep 256 idle sockets: the second round then opened 344 more.
    expect(provider.connections() - first).toBeLessThan(20);
  });

  it('calls on a kept connection set no TCP option: each one used to switch its keep-alive twice (eight system calls)', async () => {
    const provider = await provider404(0);
    const stream = createStreamProvider({ apiKey: 'key', apiSecret: 'secret'.repeat(8), baseUrl: provider.url });
    expect(await stream.getMessage('m-first')).toBeNull();
    // The native socket calls behind setKeepAlive and setNoDelay, counted on every connection the pool keeps.
    let optionCalls = 0;
    const kept = Object.values(providerAgents().httpAgent.freeSockets).flat() as Socket[];
    expect(kept.length).toBeGreaterThan(0);
    for (const socket of kept) {
      const handle = (socket as unknown as { _handle: Record<'setKeepAlive' | 'setNoDelay', (...args: unknown[]) => unknown> })._handle;
      for (const name of ['setKeepAlive', 'setNoDelay'] as const) {
        const native = handle[name].bind(handle);
        handle[name] = (...args: unknown[]) => (optionCalls++, native(...args));
      }
    }
    for (let i = 0; i < 50; i++) expect(await stream.getMessage(`m-${i}`)).toBeNull();
    expect(provider.connections()).toBe(1);
    // With the pool's own keep-alive delay (3 s) against the SDK's (60 s): 100 here.
    expect(optionCalls).toBe(0);
  });
});
