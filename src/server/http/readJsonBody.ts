import type { IncomingMessage } from 'node:http';
import { ApiError } from './errors';

/** The largest body the service reads. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A parsed JSON object body; an empty body reads as `{}`. */
export type JsonObject = Record<string, unknown>;

/** Reads at most MAX_BODY_BYTES and parses a JSON object; oversize → 413, not JSON or not an object → 400. */
export async function readJsonBody(req: IncomingMessage): Promise<JsonObject> {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ApiError('invalid_json', `the body is not valid JSON (${error instanceof Error ? error.message : 'parse error'})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ApiError('invalid_json', 'the body must be a JSON object');
  }
  return value as JsonObject;
}

function tooLarge(): ApiError {
  return new ApiError('payload_too_large', `the body is larger than ${MAX_BODY_BYTES} bytes`, { connection: 'close' });
}
