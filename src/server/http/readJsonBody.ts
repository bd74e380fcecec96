import type { IncomingMessage } from 'node:http';
import { ApiError } from './errors';
import { readRawBody } from './readRawBody';

/** The largest body the service reads. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A parsed JSON object body; an empty body reads as `{}`. */
export type JsonObject = Record<string, unknown>;

/** Reads at most MAX_BODY_BYTES and parses a JSON object; oversize → 413 (the connection closed), not JSON or not an object → 400. */
export async function readJsonBody(req: IncomingMessage): Promise<JsonObject> {
  const raw = await readRawBody(req, MAX_BODY_BYTES, { closePastLimit: true });
  if (raw === null) throw tooLarge();
  return parseObject(raw.toString('utf8'));
}

function parseObject(text: string): JsonObject {
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
