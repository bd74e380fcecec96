import type { Input } from '../http/input.js';
import type { MessagePageOptions } from './message-page.js';

/** Reads `messages: { limit, id_lt, … }` from a request; dates may come as ISO strings. */
export function readMessagePage(input: Input): MessagePageOptions {
  const options: MessagePageOptions = {};
  const limit = input.optionalNumber('limit');
  if (limit !== undefined) options.limit = limit;
  for (const key of ['id_lt', 'id_lte', 'id_gt', 'id_gte', 'id_around', 'created_at_around', 'created_at_before', 'created_at_after'] as const) {
    const value = input.optionalString(key);
    if (value !== undefined) options[key] = key.startsWith('created_at') ? normaliseDate(value, key, input) : value;
  }
  return options;
}

function normaliseDate(value: string, key: string, input: Input): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw input.fail(`messages.${key} must be a date`);
  return new Date(time).toISOString();
}
