import type { SqlDatabase } from './sqlDatabase';

/**
 * How a bounty ticket stands: `refused` when a newer ticket was accepted before; `behind-host` when it was minted
 * at or before the host API's last change to the bounty (it opens the bounty but changes none of its facts);
 * `current` otherwise.
 */
export type TicketStanding = 'refused' | 'behind-host' | 'current';

/** Whether a ticket minted at `iat` (seconds) is no later than the host API's last change at `hostAtMs`. */
export function isBehindHost(iat: number, hostAtMs: number | null): boolean {
  return hostAtMs !== null && iat * 1000 <= hostAtMs;
}

/** Per bounty, the newest ticket accepted and the host API's last change; shared by every instance on one store. */
export interface TicketLedger {
  /**
   * Records `iat` as the bounty's newest ticket unless a newer one was accepted before (an equal `iat` is: a
   * page may reuse its ticket), then says how the ticket stands. One statement decides the refusal, so two
   * instances cannot both move it back.
   */
  accept(bountyId: string, iat: number): Promise<TicketStanding>;
  /** Records that the host API set the bounty at `atMs` (never moved back): tickets minted until then carry no facts. */
  recordHostChange(bountyId: string, atMs: number): Promise<void>;
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
      if (changed === 0) return 'refused';
      const [row] = await db.query<{ host_at: number | string | null }>('SELECT host_at FROM bounty_ticket_iats WHERE bounty_id = ?', [bountyId]);
      const hostAt = row?.host_at === null || row?.host_at === undefined ? null : Number(row.host_at);
      return isBehindHost(iat, hostAt) ? 'behind-host' : 'current';
    },
    async recordHostChange(bountyId, atMs) {
      // A bounty no ticket opened yet gets a row with iat 0: every ticket is still accepted, none minted before atMs applies.
      await db.run(
        `INSERT INTO bounty_ticket_iats (bounty_id, iat, host_at) VALUES (?, 0, ?)
         ON CONFLICT (bounty_id) DO UPDATE SET host_at = excluded.host_at
         WHERE bounty_ticket_iats.host_at IS NULL OR bounty_ticket_iats.host_at < excluded.host_at`,
        [bountyId, atMs],
      );
    },
  };
}
