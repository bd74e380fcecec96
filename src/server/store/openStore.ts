import type { Clock } from '../clock';
import { migrate } from './migrate';
import type { SqlDatabase } from './sqlDatabase';
import { createTicketLedger } from './ticketLedger';
import type { TicketLedger } from './ticketLedger';
import { createUserDirectory } from './userDirectory';
import type { UserDirectory } from './userDirectory';
import { createUserRecords } from './userRecords';
import type { UserRecords } from './userRecords';

/** Where the store lives: PostgreSQL when `databaseUrl` is set, else SQLite in `dataDir` (or in memory). */
export interface StoreSettings {
  databaseUrl: string | null;
  databaseSchema: string;
  databasePoolSize: number;
  dataDir: string | null;
}

/** The opened, migrated store. */
export interface Store {
  db: SqlDatabase;
  directory: UserDirectory;
  /** The e-mail rows about one user, for export and erasure. */
  records: UserRecords;
  /** The newest bounty ticket accepted per bounty. */
  tickets: TicketLedger;
  /** Migration versions this start applied (empty when another instance or an earlier start did). */
  applied: number[];
  /** Resolves when the store answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The configured engine. Each engine's driver is imported only when it is the one configured: an unused driver
 * would stay in the heap for nothing, and a larger heap makes every young collection of the hot path dearer.
 */
async function openDatabase(settings: StoreSettings): Promise<SqlDatabase> {
  if (settings.databaseUrl === null) return (await import('./sqliteDatabase')).openSqliteDatabase(settings.dataDir);
  const { openPostgresDatabase } = await import('./postgresDatabase');
  return openPostgresDatabase({ url: settings.databaseUrl, schema: settings.databaseSchema, poolSize: settings.databasePoolSize });
}

/** Opens the configured engine and brings its schema up to date before anything else touches it. */
export async function openStore(settings: StoreSettings, clock: Clock): Promise<Store> {
  const db = await openDatabase(settings);
  let applied: number[];
  try {
    applied = await migrate(db, settings.databaseSchema);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return {
    db,
    directory: createUserDirectory(db, clock),
    records: createUserRecords(db),
    tickets: createTicketLedger(db),
    applied,
    ping: async () => void (await db.query('SELECT 1 AS up')),
    close: () => db.close(),
  };
}
