import type { ServerResponse } from 'node:http';
import { ERROR_STATUS, FAILURE_MESSAGE, ProviderError, ApiError, UNKNOWN_ENDPOINT_MESSAGE } from './errors';
import type { EndpointName, ErrorCode } from './errors';
import { sendJson } from './sendJson';
import { isStoreOutage } from '../store/storeOutage';

/** Seconds a client is told to wait after a store outage: PostgreSQL restarts or fails over in about that long. */
export const STORE_RETRY_AFTER_SECONDS = 2;

/** The body of every failure: the catalogue text in `message`, the specifics in `detail`. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; detail: string };
}

/** The one place a thrown value becomes an HTTP answer. */
export function sendError(
  res: ServerResponse,
  failure: unknown,
  endpoint: EndpointName | null,
  log: (line: string) => void,
): void {
  const { code, detail, headers } = classify(failure);
  if (code === 'provider_failed' || code === 'store_unavailable' || code === 'internal') log(`${endpoint ?? 'request'}: ${describe(failure)}`);
  const message = endpoint ? FAILURE_MESSAGE[endpoint] : UNKNOWN_ENDPOINT_MESSAGE;
  const body: ErrorBody = { error: { code, message, detail } };
  sendJson(res, ERROR_STATUS[code], body, headers);
}

function classify(failure: unknown): { code: ErrorCode; detail: string; headers: Readonly<Record<string, string>> } {
  if (failure instanceof ApiError) return { code: failure.code, detail: failure.detail, headers: failure.headers };
  if (failure instanceof ProviderError) return { code: 'provider_failed', detail: 'the chat provider failed or could not be reached', headers: {} };
  // Checked on the failure itself, never its socket-level code alone: a lost database connection also says ECONNRESET.
  if (isStoreOutage(failure)) {
    return { code: 'store_unavailable', detail: 'the service\'s database cannot be reached; try again shortly', headers: { 'retry-after': String(STORE_RETRY_AFTER_SECONDS) } };
  }
  return { code: 'internal', detail: 'unexpected error', headers: {} };
}

function describe(failure: unknown): string {
  return failure instanceof Error ? failure.message : String(failure);
}
