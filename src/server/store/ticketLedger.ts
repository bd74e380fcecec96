import type { SqlDatabase } from './sqlDatabase';

/** The newest bounty ticket accepted per bounty, shared by every instance on one store. */
export interface TicketLedger {
  /**
   * Records `iat` as the bounty's newest ticket unless a newer one was accepted before; true when accepted
   * (an equal `iat` is: a page may reuse its ticket). One statement, so two instances cannot both move it back.
   */
  accept(bountyId: string, iat: number): Promise<boolean>;
}

/** The ticket ledger in the service's SQL store. */
export function createTicketLedger(db: SqlDatabase): TicketLedger {
  return {
    async accept(bountyId, iat) {
      // The conditional upsert is a compare-and-set: PostgreSQL locks the row it conflicts on, SQLite runs one
      // writer at a time; a row whose iat is newer is left alone and counts as no change.
      const changed = await db.run(
        `INSERT INTO bounty_ticket_iats (bounty_id, iat) VALUES (?, ?)
         ON CONFLICT (bounty_id) DO UPDATE SET iat = excluded.iat WHERE bounty_ticket_iats.iat <= excluded.iat`,
        [bountyId, iat],
      );
      return changed > 0;
    },
  };
}
