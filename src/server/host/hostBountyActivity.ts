import { isBountyId } from '../../contract/ids';
import { ApiError } from '../http/errors';
import { bountyActivity } from '../events/responseFigures';
import type { BountyActivity } from '../events/responseFigures';
import type { SqlExecutor } from '../store/sqlDatabase';

/** GET /api/host/v1/bounties/{id}/activity: the bounty's DMs, by the store's facts (no provider call). */
export async function hostBountyActivity(bountyId: string, deps: { db: SqlExecutor }): Promise<BountyActivity & { bountyId: string }> {
  if (!isBountyId(bountyId)) throw new ApiError('invalid_body', 'id must be a bounty id (letters, digits, _, -; at most 64; not starting with dm-)');
  return { bountyId, ...(await bountyActivity(deps.db, bountyId)) };
}
