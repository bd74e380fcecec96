import type { IncomingMessage } from 'node:http';

/**
 * The body as bytes, or null when it is larger than `maxBytes` (declared or as it arrives). What comes after the
 * limit is received and dropped, so the caller can still answer 413 on this connection; with `closePastLimit`, the
 * connection is closed at once instead (a client's API call: the rest of an oversize body is not worth receiving).
 * Read with plain listeners rather than `for await`: every request on the hot path has a body, and the async
 * iterator adds an iterator, a promise per chunk and a stream-end watcher to each (it showed in CPU profiles).
 * The listeners are written inline and never named: the service runs under tsx, which gives every function
 * bound to a name a `defineProperty` call each time it is made (measured: a few µs a request for five of them).
 * They stay attached once the body is read; `settled` makes them no-ops, and they go with the request.
 */
export function readRawBody(req: IncomingMessage, maxBytes: number, options: { closePastLimit?: boolean } = {}): Promise<Buffer | null> {
  if (Number(req.headers['content-length'] ?? '0') > maxBytes) {
    req.resume();
    return Promise.resolve(null);
  }
  // A request read a turn or more after it arrived (the service handles requests in the loop's check phase, some
  // after awaiting the rate limit) may have lost its connection meanwhile: its 'close' has gone by unheard.
  if (req.destroyed) return Promise.reject(clientAborted());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      settled = true;
      if (options.closePastLimit) req.destroy();
      resolve(null);
    });
    req.on('end', () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks, size));
    });
    req.on('error', (error: Error) => {
      if (settled) return;
      settled = true;
      reject(error);
    });
    // Closed before its end: the caller went away mid-body.
    req.on('close', () => {
      if (settled) return;
      settled = true;
      reject(clientAborted());
    });
  });
}

/** The failure of a body whose caller went away: the service reads it as the client's abort, not its own error. */
function clientAborted(): Error {
  return Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
}
