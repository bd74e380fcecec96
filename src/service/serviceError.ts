/** The product service's failures as one typed error: `{ error: { code, message } }` plus the HTTP status. */
export class ServiceError extends Error {
  override readonly name = 'ServiceError';

  /** Wraps a failure answer; `status` 0 means the request never got an answer (offline, CORS, DNS). */
  constructor(readonly code: string, message: string, readonly status: number) {
    super(message);
  }
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown };
}

/** Reads a failure body into a ServiceError, falling back to the HTTP status when the body is not ours. */
export function toServiceError(status: number, body: unknown): ServiceError {
  const error = (body as ErrorBody | null)?.error;
  const code = typeof error?.code == 'string' ? error.code : `http_${status}`;
  const message = typeof error?.message == 'string' ? error.message : `The chat service answered ${status}.`;
  return new ServiceError(code, message, status);
}
