import { ApiError } from '../http/errors';

/**
 * The one answer for a channel the caller is not in, whether it exists or not: a 403 for existing channels
 * and a 404 for missing ones would tell a stranger who talks to whom.
 */
export function notMember(): ApiError {
  return new ApiError('not_found', 'there is no such channel among yours');
}
