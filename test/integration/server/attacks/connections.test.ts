// Finding 3: one client filled the connection cap. Each client address may hold a few connections (here 5),
// trusted proxies are exempt, and a socket that sends nothing is closed long before the headers timeout. Loopback
// gives each test client an address of its own (127.0.0.2, 127.0.0.3: Linux routes all of 127/8 to lo).
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../src/server/startServer';
import { parseRange } from '../../../../src/server/http/addresses';
import { call, makeUser, removeTemporaryFolders, startFakeStream, startService, testConfig } from '../harness';
import type { FakeStream } from '../harness';
import { closed } from '../../helpers/sockets';

let fake: FakeStream;
let service: RunningServer;
const sockets: Socket[] = [];

beforeAll(async () => {
  fake = await startFakeStream();
  const config = testConfig(fake);
  service = await startService({
    ...config,
    security: { ...config.security, maxConnectionsPerAddress: 5, firstByteTimeoutMs: 300, headersTimeoutMs: 4_000, trustedProxies: [parseRange('127.0.0.3')!] },
  });
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await service?.close();
  await fake?.close();
  removeTemporaryFolders();
});

function openFrom(localAddress: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port: service.port, host: '127.0.0.1', localAddress }, () => resolve(socket));
    sockets.push(socket);
    socket.on('error', () => undefined);
    socket.once('error', reject);
  });
}

/** Sends one whole request and answers the status line, or 'closed' when the server hung up without answering. */
function ask(socket: Socket, path = '/healthz'): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (text.includes('\r\n')) resolve(text.slice(0, text.indexOf('\r\n')));
    });
    socket.once('close', () => resolve('closed'));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
  });
}

/** A connection that has started its request and is slowly sending the rest (it holds its slot). */
async function holding(localAddress: string): Promise<Socket> {
  const socket = await openFrom(localAddress);
  socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
  return socket;
}

describe('connections per client address', () => {
  it('a sixth connection from one address is closed at once, while other clients are served', async () => {
    const held = await Promise.all(Array.from({ length: 5 }, () => holding('127.0.0.2')));
    const sixth = await openFrom('127.0.0.2');
    expect(await ask(sixth, '/api/stream-chat/all-channels')).toBe('closed');
    expect((await call(service, 'get-or-create-user', makeUser('Other'))).status).toBe(200);

    // Once one of its connections ends, the client may open another.
    held[0]!.destroy();
    await expect.poll(async () => ask(await openFrom('127.0.0.2'), '/api/stream-chat/all-channels'), { timeout: 3_000 }).toBe('HTTP/1.1 401 Unauthorized');
    for (const socket of held) socket.destroy();
  });

  it('a full address still has its health probes answered, on two connections kept for them', async () => {
    const held = await Promise.all(Array.from({ length: 5 }, () => holding('127.0.0.5')));
    const probes = await Promise.all([openFrom('127.0.0.5'), openFrom('127.0.0.5')]);
    const past = await openFrom('127.0.0.5');
    expect(await ask(past)).toBe('closed');
    expect(await Promise.all([ask(probes[0]!), ask(probes[1]!, '/readyz')])).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 200 OK']);
    // Each answers one probe and closes, so the kept connections cannot be held for anything else.
    await Promise.all(probes.map(closed));
    const sneaking = await openFrom('127.0.0.5');
    expect(await ask(sneaking, '/api/stream-chat/all-channels')).toBe('closed');
    for (const socket of held) socket.destroy();
  });

  it('a trusted proxy, through which everyone comes, is exempt', async () => {
    const through = await Promise.all(Array.from({ length: 8 }, () => openFrom('127.0.0.3')));
    expect(await Promise.all(through.map((socket) => ask(socket)))).toEqual(Array(8).fill('HTTP/1.1 200 OK'));
    for (const socket of through) socket.destroy();
  });
});

describe('sockets that send nothing', () => {
  it('are closed after the first-byte timeout, not the headers timeout; a prompt request is answered', async () => {
    const silent = await openFrom('127.0.0.4');
    const started = Date.now();
    await closed(silent);
    expect(Date.now() - started).toBeLessThan(2_000);

    const prompt = await openFrom('127.0.0.4');
    expect(await ask(prompt)).toBe('HTTP/1.1 200 OK');
    prompt.destroy();
  });
});
