// The body reader of the API, the provider's webhook and the before-send hook, on a real node:http server: a body past
// the limit, declared or streamed without a length, is answered 413 on its own connection (or, for the API, the
// connection is closed at once); one within it arrives whole; one whose caller went away fails, read then or later.
import { createServer, request } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRawBody } from '../../../src/server/http/readRawBody';

const LIMIT = 1024;
let server: Server;
let port = 0;
const outcomes: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    // '/late' reads only once the connection has closed: a request the service comes to a turn or more after it arrived.
    const read = () => readRawBody(req, LIMIT, { closePastLimit: req.url === '/close' }).then(
      (raw) => {
        outcomes.push(raw === null ? 'too large' : `read ${raw.length}`);
        res.writeHead(raw === null ? 413 : 200, raw === null ? { connection: 'close' } : {});
        res.end(raw === null ? 'too large' : raw.toString('utf8').slice(0, 20));
      },
      (error: unknown) => outcomes.push(`failed: ${(error as { code?: string }).code ?? String(error)}`),
    );
    if (req.url === '/late') req.once('close', () => setImmediate(() => void read()));
    else void read();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends `chunks` (no content-length unless `length` is given); answers the status and the answer's text. */
function send(chunks: string[], length?: number, path = '/'): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ port, method: 'POST', path, headers: length === undefined ? {} : { 'content-length': length } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('readRawBody', () => {
  it('reads a body within the limit whole, in however many chunks it comes', async () => {
    expect(await send(['{"type":', '"message.new"}'])).toEqual({ status: 200, text: '{"type":"message.new' });
    expect(outcomes.at(-1)).toBe(`read ${'{"type":"message.new"}'.length}`);
  });

  it('answers 413 for a body declared too large, and for one streamed past the limit without a length', async () => {
    expect(await send(['x'.repeat(LIMIT + 1)], LIMIT + 1)).toEqual({ status: 413, text: 'too large' });
    expect(await send(['x'.repeat(600), 'x'.repeat(600), 'x'.repeat(600)])).toEqual({ status: 413, text: 'too large' });
    expect(outcomes.slice(-2)).toEqual(['too large', 'too large']);
  });

  it('with closePastLimit (the API routes), closes the connection as soon as a streamed body passes the limit', async () => {
    // The client is still sending when the server gives up: it sees the connection end, not an answer.
    await expect(send(['x'.repeat(600), 'x'.repeat(600), 'x'.repeat(600)], undefined, '/close')).rejects.toThrow();
    expect(outcomes.at(-1)).toBe('too large');
  });

  it.each(['/', '/late'])('fails when the caller goes away mid-body (read from %s)', async (path) => {
    outcomes.length = 0;
    await new Promise<void>((resolve) => {
      const req = request({ port, method: 'POST', path, headers: { 'content-length': 500 } });
      req.on('error', () => resolve());
      req.write('x'.repeat(100), () => setTimeout(() => req.destroy(), 50));
    });
    await expect.poll(() => outcomes.at(-1)).toBe('failed: ECONNRESET');
  });
});
