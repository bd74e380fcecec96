import type { IncomingMessage } from 'node:http';

/**
 * The body as bytes, or null when it is larger than `maxBytes` (declared or as it arrives); what comes after the
 * limit is received and dropped, so the caller can still answer 413 on this connection.
 * Plain listeners, not `for await`, for the reasons readJsonBody gives: the provider's webhook and before-send
 * hook read one body per message sent.
 */
export function readRawBody(req: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  if (Number(req.headers['content-length'] ?? '0') > maxBytes) {
    req.resume();
    return Promise.resolve(null);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      settled = true;
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
    // Closed before its end: the provider went away mid-body.
    req.on('close', () => {
      if (settled) return;
      settled = true;
      reject(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    });
  });
}
