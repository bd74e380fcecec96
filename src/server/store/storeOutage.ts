/**
 * The store could not be reached or dropped the connection (PostgreSQL restarting, a network cut, the pool unable to
 * connect): the request did not fail for what it asked, and asking again shortly may succeed. Answered with 503
 * `store_unavailable` and `Retry-After`, never taken for the client hanging up.
 */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`the store is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StoreUnavailableError';
  }
}

/** Socket-level codes of a connection that could not be made or was lost (Node's, as the driver passes them on). */
const CONNECTION_CODES: ReadonlySet<string> = new Set([
  'ECONNRESET', 'ECONNREFUSED', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for a server that is not there for us: class 08 (connection exception), shutting down or
 * starting (57P01–57P03), out of connections (53300).
 */
const UNAVAILABLE_STATES: ReadonlySet<string> = new Set(['57P01', '57P02', '57P03', '53300']);

/** What the `pg` driver says, without a code, when a connection ends under it or cannot be had in time. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable/,
];

/**
 * Whether a PostgreSQL failure is the store being unreachable rather than the statement being wrong (a constraint,
 * a syntax error, a serialisation failure stay what they are).
 */
export function isStoreOutage(failure: unknown): boolean {
  if (failure instanceof StoreUnavailableError) return true;
  if (!(failure instanceof Error)) return false;
  const code = (failure as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  return DRIVER_MESSAGES.some((pattern) => pattern.test(failure.message));
}

/** `failure` as a StoreUnavailableError when it is an outage; else unchanged. */
export function asStoreFailure(failure: unknown): unknown {
  return isStoreOutage(failure) && !(failure instanceof StoreUnavailableError) ? new StoreUnavailableError(failure) : failure;
}
