import { isUserId } from '../../contract/ids';
import { ApiError } from '../http/errors';
import { userResponsiveness } from '../events/responseFigures';
import type { Responsiveness } from '../events/responseFigures';
import type { SqlExecutor } from '../store/sqlDatabase';

/** GET /api/host/v1/users/{id}/responsiveness: the user's figures as the recipient of first messages, over 90 days. */
export async function hostResponsiveness(userId: string, deps: { db: SqlExecutor; now: number }): Promise<Responsiveness & { userId: string }> {
  if (!isUserId(userId)) throw new ApiError('invalid_body', 'id must be a user id (letters, digits, @, _, -; at most 64)');
  return { userId, ...(await userResponsiveness(deps.db, userId, deps.now)) };
}
