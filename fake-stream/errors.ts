import type { APIErrorResponse } from 'stream-chat';

/** The provider's error codes we answer with, and the HTTP status each one travels with. */
export const ERROR_CODES = {
  internal: { code: -1, status: 500 },
  apiKeyInvalid: { code: 2, status: 401 },
  inputInvalid: { code: 4, status: 400 },
  notFound: { code: 16, status: 404 },
  notAllowed: { code: 17, status: 403 },
  payloadTooBig: { code: 22, status: 413 },
  tokenExpired: { code: 40, status: 401 },
  tokenNotValid: { code: 41, status: 401 },
  tokenMissing: { code: 42, status: 401 },
  tokenSignatureInvalid: { code: 43, status: 401 },
  cooldown: { code: 60, status: 403 },
  rateLimited: { code: 9, status: 429 },
} as const;

/** A name from the error-code table. */
export type ErrorKind = keyof typeof ERROR_CODES;

/** An error that the single error handler turns into the provider's error shape. */
export class StreamError extends Error {
  readonly code: number;
  readonly status: number;

  constructor(kind: ErrorKind, message: string) {
    super(message);
    this.name = 'StreamError';
    this.code = ERROR_CODES[kind].code;
    this.status = ERROR_CODES[kind].status;
  }
}

/** The body the provider answers for an error, also used inside `connection.error` socket frames. */
export function toErrorResponse(error: StreamError, startedAt: number, now: number): APIErrorResponse & { code: number } {
  return {
    code: error.code,
    message: error.message,
    StatusCode: error.status,
    duration: formatDuration(now - startedAt),
    more_info: 'https://getstream.io/chat/docs/api_errors_response',
  };
}

/** Duration in the provider's style ("1.23ms"). */
export function formatDuration(ms: number): string {
  return `${Math.max(ms, 0).toFixed(2)}ms`;
}
