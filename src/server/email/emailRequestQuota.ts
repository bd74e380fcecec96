import type { Clock } from '../clock';
import type { SqlDatabase } from '../store/sqlDatabase';
import { HOUR_MS } from './digestSchedule';

/** How many e-mail requests one sender may make about one recipient in an hour, counted in the shared store. */
export interface EmailRequestQuota {
  /** Counts one request; false (and not counted) when the sender used up the hour's quota for this recipient. */
  take(senderId: string, recipientId: string): Promise<boolean>;
  /** Forgets requests older than an hour. */
  sweep(): Promise<number>;
}

/** The quota in the SQL store, so every instance counts the same requests. */
export function createEmailRequestQuota(db: SqlDatabase, clock: Clock, perHour: number): EmailRequestQuota {
  return {
    take: (senderId, recipientId) =>
      db.transaction(async (tx) => {
        if (db.lockKeySql !== '') await tx.query(db.lockKeySql, [`email-quota ${senderId} ${recipientId}`]);
        const now = clock.now();
        const [row] = await tx.query<{ hits: number }>(
          'SELECT COUNT(*) AS hits FROM email_request_hits WHERE sender_id = ? AND recipient_id = ? AND at > ?',
          [senderId, recipientId, now - HOUR_MS],
        );
        if (Number(row?.hits ?? 0) >= perHour) return false;
        await tx.run('INSERT INTO email_request_hits (sender_id, recipient_id, at) VALUES (?, ?, ?)', [senderId, recipientId, now]);
        return true;
      }),
    sweep: () => db.run('DELETE FROM email_request_hits WHERE at <= ?', [clock.now() - HOUR_MS]),
  };
}
