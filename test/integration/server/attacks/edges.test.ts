// The service's edge against slow, greedy or guessing clients, with short configured timeouts (the
// defaults, 10 s for headers and 15 s for a request, are checked in the config tests).
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../src/server/startServer';
import { authHeaders, call, makeUser, removeTemporaryFolders, startFakeStream, startService, testConfig } from '../harness';
import type { FakeStream } from '../harness';
import { closed } from '../../helpers/sockets';

let fake: FakeStream;
let service: RunningServer;
const lines: string[] = [];

beforeAll(async () => {
  fake = await startFakeStream();
  const config = testConfig(fake);
  service = await startService(
    { ...config, security: { ...config.security, headersTimeoutMs: 2_000, requestTimeoutMs: 3_000, failedAuthMax: 5, maxConnectionsPerAddress: 1_000 } },
    { log: (line) => lines.push(line) },
  );
});

afterAll(async () => {
  await service?.close();
  await fake?.close();
  removeTemporaryFolders();
});

function openSocket(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(service.port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

describe('slow clients', () => {
  it('closes 200 connections that send headers slowly within 15 s, while a normal call is answered within a second', async () => {
    const sockets = await Promise.all(Array.from({ length: 200 }, openSocket));
    const trickle = setInterval(() => { for (const socket of sockets) if (!socket.destroyed) socket.write('x'); }, 200);
    for (const socket of sockets) {
      socket.on('error', () => undefined);
      socket.write('POST /api/stream-chat/get-or-create-user HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    }
    const started = Date.now();
    try {
      const answered = Date.now();
      expect((await call(service, 'get-or-create-user', makeUser('Normal'))).status).toBe(200);
      expect(Date.now() - answered).toBeLessThan(1_000);
      await Promise.all(sockets.map(closed));
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      clearInterval(trickle);
      for (const socket of sockets) socket.destroy();
    }
  });

  it('closes a connection whose body never finishes once the request timeout passes', async () => {
    const socket = await openSocket();
    socket.on('error', () => undefined);
    const headers = authHeaders(makeUser('Slow'));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.write(`POST /api/stream-chat/get-unread-messages HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nx-auth-token: ${headers['x-auth-token']}\r\nx-auth-iv: ${headers['x-auth-iv']}\r\n\r\n{`);
    const started = Date.now();
    await closed(socket);
    expect(Date.now() - started).toBeLessThan(6_000);
    // Whichever deadline ends it first, the service's body deadline (silent) or Node's request timeout (a 408), the
    // request is never answered as if it were whole.
    expect(answer === '' || answer.startsWith('HTTP/1.1 408 ')).toBe(true);
  });

  it('stops reading a chunked body once it passes 64 KiB, closing that connection, and answers the next caller', async () => {
    const socket = await openSocket();
    socket.on('error', () => undefined);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    const headers = authHeaders(makeUser('Greedy'));
    socket.write(`POST /api/stream-chat/get-unread-messages HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nx-auth-token: ${headers['x-auth-token']}\r\nx-auth-iv: ${headers['x-auth-iv']}\r\n\r\n`);
    // A valid body (an object, then whitespace) that only its size makes unacceptable: read whole, it would be answered.
    const pieces = [`{"channelId":"dm-${'0'.repeat(40)}"}`, ...Array.from({ length: 5 }, () => ' '.repeat(16 * 1024))];
    for (const piece of pieces) {
      if (socket.destroyed) break;
      socket.write(`${piece.length.toString(16)}\r\n${piece}\r\n`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    if (!socket.destroyed) socket.write('0\r\n\r\n');
    await closed(socket);
    expect(answer).toBe('');
    const next = await call(service, 'get-unread-messages', makeUser('Next'), { channelId: `dm-${'0'.repeat(40)}` });
    expect(next.status).toBe(404);
  });

  it('answers a request target that is no URL (`//:`) with 404, and keeps serving', async () => {
    const socket = await openSocket();
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.write('GET //: HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    await closed(socket);
    expect(answer).toMatch(/^HTTP\/1\.1 404/);
    const next = await call(service, 'get-unread-messages', makeUser('After'), { channelId: `dm-${'0'.repeat(40)}` });
    expect(next.status).toBe(404);
  });

  it('logs a client that goes away mid-request as an abort, not an internal error', async () => {
    const socket = await openSocket();
    const headers = authHeaders(makeUser('Leaver'));
    socket.write(`POST /api/stream-chat/get-unread-messages HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nx-auth-token: ${headers['x-auth-token']}\r\nx-auth-iv: ${headers['x-auth-iv']}\r\n\r\n{"chan`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    await expect.poll(() => lines.some((line) => line.includes('get-unread-messages: client aborted the request')), { timeout: 5_000 }).toBe(true);
    expect(lines.some((line) => line.includes('unexpected error'))).toBe(false);
  });
});

describe('every answer', () => {
  it('carries x-content-type-options: nosniff (success, failure, unknown endpoint, preflight)', async () => {
    const user = makeUser('Sniff');
    const answers = [
      await call(service, 'get-or-create-user', user),
      await call(service, 'get-unread-messages', user, {}),
      await call(service, 'nowhere', user, {}),
    ];
    const preflight = await fetch(`${service.url}/api/stream-chat/get-or-create-user`, { method: 'OPTIONS', headers: { origin: 'https://jobs.example.com', 'access-control-request-method': 'POST' } });
    for (const headers of [...answers.map((answer) => answer.headers), preflight.headers]) expect(headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('host tokens out of bounds', () => {
  it.each([
    ['exp 10^300', { exp: 1e300 }, /claim exp must be at most 86400 s ahead/],
    ['a name with CR/LF', { name: 'Eve\r\nBcc: all@example.test' }, /claim name must not contain control characters/],
    ['a javascript: image', { image: 'javascript:alert(1)' }, /claim image must be an https: URL/],
    ['two addresses in one', { email: 'x@y.test>,<z@evil.test' }, /claim email must be one e-mail address/],
  ])('%s → 401 naming the claim', async (_case, overrides, detail) => {
    const answer = await call(service, 'get-or-create-user', null, undefined, { headers: authHeaders(makeUser('Bounds'), overrides) });
    expect(answer.status).toBe(401);
    expect(answer.body.error?.detail).toMatch(detail);
  });
});

describe('guessing tokens', () => {
  it('after the configured number of failed authentications an address waits, with Retry-After; a valid token from it is still served', async () => {
    // Runs last in this file: it blocks this machine's address for the rest of the window.
    const bad = { 'x-auth-token': 'AAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'x-auth-iv': 'AAAAAAAAAAAAAAAA' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(service, 'get-or-create-user', null, undefined, { headers: bad })).status);
    // The out-of-bounds tokens above already count as failures from this address.
    expect(statuses[0]).toBe(401);
    expect(statuses.at(-1)).toBe(429);
    const blocked = await call(service, 'get-or-create-user', null, undefined, { headers: bad });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The block is for guesses: a token that verifies is never refused for others' failures at this address.
    expect((await call(service, 'get-or-create-user', makeUser('SameAddress'))).status).toBe(200);
  });
});
