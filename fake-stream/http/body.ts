import type { IncomingMessage } from 'node:http';
import { StreamError } from '../errors.js';
import type { JsonObject } from './router.js';

/** Reads and parses a JSON object body of at most `limit` bytes; an empty body is `{}`. */
export async function readJsonBody(request: IncomingMessage, limit: number): Promise<JsonObject> {
  const declared = Number(request.headers['content-length'] ?? '0');
  if (declared > limit) throw tooBig(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw tooBig(limit);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unparseable';
    throw new StreamError('inputInvalid', `invalid JSON body: ${reason}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new StreamError('inputInvalid', 'invalid JSON body: expected a JSON object');
  }
  return parsed as JsonObject;
}

function tooBig(limit: number): StreamError {
  return new StreamError('payloadTooBig', `request body is larger than the ${limit}-byte limit`);
}
