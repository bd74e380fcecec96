import type { SqlDatabase } from '../store/sqlDatabase';

/**
 * Takes a deleted message out of every e-mail digest still waiting to go out, and drops a waiting digest it
 * leaves empty: the board deleted the message, so no e-mail may quote it afterwards. Answers the items removed.
 */
export async function dropQueuedMessage(db: SqlDatabase, messageId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await tx.run(
      `DELETE FROM email_items WHERE message_id = ?
       AND digest_id IN (SELECT id FROM email_digests WHERE sent_at IS NULL AND dead_at IS NULL)`,
      [messageId],
    );
    if (removed > 0) {
      await tx.run(
        `DELETE FROM email_digests WHERE sent_at IS NULL AND dead_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM email_items WHERE email_items.digest_id = email_digests.id)`,
      );
    }
    return removed;
  });
}
