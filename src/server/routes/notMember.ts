import { ApiError } from '../http/errors';

/**
 * The one answer for a channel the caller is not in, whether it exists or not: a 403 for existing channels
 * and a 404 for missing ones would tell a stranger who talks to whom.
 */
export function notMember(): ApiError {
  return new ApiError('not_found', 'there is no such channel among yours');
}

/**
 * The same answer for a message: missing, or in a channel the caller is not in. Telling the two apart would let
 * a stranger probe message ids.
 */
export function noSuchMessage(): ApiError {
  return new ApiError('not_found', 'there is no such message in your channels');
}
