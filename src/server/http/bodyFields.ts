import { isUserId } from '../auth/token';
import { isChannelId } from '../channels/channelIds';
import { ServiceError } from './errors';
import type { JsonObject } from './readJsonBody';

/** A required non-empty string field, at most `maxLength` characters; else 400 naming the field. */
export function requireString(body: JsonObject, field: string, maxLength = 256): string {
  const value = body[field];
  if (value === undefined || value === null) throw invalid(`${field} is required`);
  if (typeof value !== 'string') throw invalid(`${field} must be a string, got ${describeType(value)}`);
  if (value.trim() === '') throw invalid(`${field} must not be empty`);
  if (value.length > maxLength) throw invalid(`${field} must be at most ${maxLength} characters`);
  return value;
}

/** An optional string field: absent or null → undefined. */
export function optionalString(body: JsonObject, field: string, maxLength = 256): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  return requireString(body, field, maxLength);
}

/** A required boolean field. */
export function requireBoolean(body: JsonObject, field: string): boolean {
  const value = body[field];
  if (value === undefined || value === null) throw invalid(`${field} is required`);
  if (typeof value !== 'boolean') throw invalid(`${field} must be a boolean, got ${describeType(value)}`);
  return value;
}

/** A required field that must also pass `check`; `rule` says what the check wants. */
function requireMatching(body: JsonObject, field: string, check: (value: string) => boolean, rule: string): string {
  const value = requireString(body, field, 1024);
  if (!check(value)) throw invalid(`${field} ${rule}`);
  return value;
}

/** A required user id field (the provider's id rules); else 400 naming the field and the rule. */
export function requireUserId(body: JsonObject, field: string): string {
  return requireMatching(body, field, isUserId, 'must be a user id (letters, digits, @, _, -; at most 64)');
}

/** A required channel id field (the provider's id rules); else 400 naming the field and the rule. */
export function requireChannelId(body: JsonObject, field: string): string {
  return requireMatching(body, field, isChannelId, 'must be letters, digits, _, - or ! (at most 64)');
}

function invalid(detail: string): ServiceError {
  return new ServiceError('invalid_body', detail);
}

function describeType(value: unknown): string {
  return Array.isArray(value) ? 'array' : typeof value;
}
