import type { Events } from '../../chat/hostApi.js';
import { ServiceError } from '../../service/index.js';

/** The host's `error` event for a failure: the product service's code, else `unexpected`. */
export const errorDetail = (error: unknown): Events['error'] => error instanceof ServiceError
  ? { code: error.code, message: error.message }
  : { code: 'unexpected', message: error instanceof Error ? error.message : String(error) };
