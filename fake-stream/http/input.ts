import { StreamError } from '../errors.js';
import type { JsonObject, PublicRouteRequest } from './router.js';

/** Field readers that turn a missing or mistyped field into a code-4 error naming the call and the field. */
export class Input {
  constructor(
    private readonly call: string,
    private readonly source: JsonObject,
  ) {}

  /** A nested object read with the same call name in errors. */
  object(key: string): Input {
    return new Input(this.call, this.optionalObject(key) ?? {});
  }

  raw(key: string): unknown {
    return this.source[key];
  }

  get fields(): JsonObject {
    return this.source;
  }

  string(key: string): string {
    const value = this.source[key];
    if (typeof value !== 'string' || value === '') throw this.fail(`field "${key}" is required and must be a non-empty string`);
    return value;
  }

  optionalString(key: string): string | undefined {
    const value = this.source[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') throw this.fail(`field "${key}" must be a string`);
    return value;
  }

  optionalNumber(key: string): number | undefined {
    const value = this.source[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'number' || !Number.isFinite(value)) throw this.fail(`field "${key}" must be a number`);
    return value;
  }

  optionalBoolean(key: string): boolean | undefined {
    const value = this.source[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'boolean') throw this.fail(`field "${key}" must be a boolean`);
    return value;
  }

  optionalObject(key: string): JsonObject | undefined {
    const value = this.source[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'object' || Array.isArray(value)) throw this.fail(`field "${key}" must be an object`);
    return value as JsonObject;
  }

  requiredObject(key: string): JsonObject {
    const value = this.optionalObject(key);
    if (value === undefined) throw this.fail(`field "${key}" is required`);
    return value;
  }

  optionalArray(key: string): unknown[] | undefined {
    const value = this.source[key];
    if (value === undefined || value === null) return undefined;
    if (!Array.isArray(value)) throw this.fail(`field "${key}" must be an array`);
    return value;
  }

  /** A code-4 error in the provider's wording: `<Call> failed with error: "<detail>"`. */
  fail(detail: string): StreamError {
    return new StreamError('inputInvalid', `${this.call} failed with error: "${detail}"`);
  }
}

/** The JSON `payload` query parameter the SDK sends on GET calls (queryUsers, search …). */
export function queryPayload(request: PublicRouteRequest, call: string): Input {
  const text = request.query.get('payload');
  if (text === null) return new Input(call, {});
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new StreamError('inputInvalid', `${call} failed with error: "the payload parameter is not valid JSON"`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new StreamError('inputInvalid', `${call} failed with error: "the payload parameter must be a JSON object"`);
  }
  return new Input(call, parsed as JsonObject);
}
