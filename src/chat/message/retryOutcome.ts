/**
 * What a resend's failure means. A message keeps its id across retries, so when an earlier attempt did
 * reach the provider, the retry is refused as a duplicate: the message is there, and is shown received.
 */

/** The parts of a send error the rule reads (the SDK's error carries `code`, `status` and `message`). */
export interface SendError {
  /** HTTP status (0 or absent when the request never got an answer). */
  status?: number;
  /** The provider's error code (4: input error). */
  code?: number;
  message?: string;
}

/**
 * Whether a send or retry failed only because the provider already holds a message with this id: HTTP 400
 * or code 4, and a message saying it 'already exists'.
 */
export function isAlreadyReceived(error: SendError): boolean {
  return (error.status === 400 || error.code === 4) && /already exists/i.test(error.message ?? '');
}

/** The status, code and message of an SDK error, wherever the SDK put them (its answer, or the error itself). */
export function sendErrorOf(error: unknown): SendError {
  const failure = error as { status?: number; code?: number; message?: string; response?: { status?: number; data?: { code?: number; message?: string } } } | null;
  return {
    status: failure?.response?.status ?? failure?.status,
    code: failure?.response?.data?.code ?? failure?.code,
    message: failure?.response?.data?.message ?? failure?.message,
  };
}
