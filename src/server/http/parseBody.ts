import type { z } from 'zod';
import { ApiError } from './errors';
import type { JsonObject } from './readJsonBody';

/**
 * Validates a request body against its contract schema; the first problem becomes a 400 that names the
 * field (`channelId must be …`, `ticket.iv is required`).
 */
export function parseBody<T>(schema: z.ZodType<T>, body: JsonObject): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw new ApiError('invalid_body', 'the body is invalid');
  const field = issue.path.map(String).join('.');
  throw new ApiError('invalid_body', `${field === '' ? 'the body' : field} ${describeIssue(issue, valueAt(body, issue.path))}`);
}

function describeIssue(issue: z.core.$ZodIssue, value: unknown): string {
  if (issue.code !== 'invalid_type') return issue.message;
  if (value === undefined || value === null) return 'is required';
  return `must be a ${issue.expected}, got ${Array.isArray(value) ? 'array' : typeof value}`;
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
