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
  db.pragma('busy_timeout = 5000');

  const executor: SqlExecutor = {
    query: async <Row>(sql: string, params: readonly SqlValue[] = []) => {
      const statement = db.prepare(sql);
      return (statement.reader ? statement.all(...params) : (statement.run(...params), [])) as Row[];
    },
    run: async (sql, params = []) => db.prepare(sql).run(...params).changes,
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
    query: (sql, params) => exclusive(() => executor.query(sql, params)),
    run: (sql, params) => exclusive(() => executor.run(sql, params)),
    exec: (script) => exclusive(() => executor.exec(script)),
    transaction: (work) =>
      exclusive(async () => {
        db.exec('BEGIN IMMEDIATE');
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
