import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { SqlDatabase, SqlExecutor, SqlValue } from './sqlDatabase';

/** The embedded engine: `<dataDir>/bounty-chat.sqlite`, or in memory when there is no data folder. */
export function openSqliteDatabase(dataDir: string | null): SqlDatabase {
  if (dataDir !== null) mkdirSync(dataDir, { recursive: true });
  const db = new Database(dataDir === null ? ':memory:' : join(dataDir, 'bounty-chat.sqlite'));
  db.pragma('journal_mode = WAL');
  // With WAL, NORMAL syncs at checkpoints rather than on every commit: a power cut may lose the last
  // commits but never corrupts the file, and each request's rate-limit write stops costing an fsync.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // No blocking wait for a lock another connection holds: it would freeze the event loop (and with it a
  // transaction of this very process that holds the lock). Busy statements are retried asynchronously instead.
  db.pragma('busy_timeout = 0');

  // Preparing a statement costs more than running a small one: the service's statements are a fixed set of
  // texts, so each is prepared once. The bound only guards against a caller that builds texts on the fly.
  const prepared = new Map<string, Database.Statement>();
  const statement = (sql: string): Database.Statement => {
    let found = prepared.get(sql);
    if (!found) {
      if (prepared.size >= 500) prepared.clear();
      found = db.prepare(sql);
      prepared.set(sql, found);
    }
    return found;
  };
  const executor: SqlExecutor = {
    query: async <Row>(sql: string, params: readonly SqlValue[] = []) => {
      const prepared = statement(sql);
      return (prepared.reader ? prepared.all(...params) : (prepared.run(...params), [])) as Row[];
    },
    run: async (sql, params = []) => statement(sql).run(...params).changes,
    exec: async (script) => void db.exec(script),
  };

  // better-sqlite3 runs each statement synchronously on one connection, but a transaction's body awaits
  // between statements: without this queue another request's statements would land inside it.
  let tail: Promise<unknown> = Promise.resolve();
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = tail.then(work);
    tail = result.catch(() => undefined);
    return result;
  }

  return {
    engine: 'sqlite',
    lockKeySql: '',
    skipLockedSql: '',
    query: (sql, params) => exclusive(() => whenFree(() => executor.query(sql, params))),
    run: (sql, params) => exclusive(() => whenFree(() => executor.run(sql, params))),
    exec: (script) => exclusive(() => whenFree(() => executor.exec(script))),
    transaction: (work) =>
      exclusive(async () => {
        await whenFree(async () => db.exec('BEGIN IMMEDIATE'));
        try {
          const result = await work(executor);
          db.exec('COMMIT');
          return result;
        } catch (error) {
          db.exec('ROLLBACK');
          throw error;
        }
      }),
    close: async () => {
      await tail;
      db.close();
    },
  };
}

/** How long a statement keeps retrying while another connection holds the database's write lock. */
const BUSY_GIVE_UP_MS = 5_000;

/** Runs `step`, retrying it a little later while SQLite answers that the database is busy. */
async function whenFree<T>(step: () => Promise<T>): Promise<T> {
  const giveUpAt = Date.now() + BUSY_GIVE_UP_MS;
  for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
    try {
      return await step();
    } catch (error) {
      const busy = error instanceof Error && 'code' in error && (error.code === 'SQLITE_BUSY' || error.code === 'SQLITE_LOCKED');
      if (!busy || Date.now() > giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
