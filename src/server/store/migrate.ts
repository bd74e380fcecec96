import type { Migration } from './migrations/migration';
import { postgresMigrations } from './migrations/postgresMigrations';
import { sqliteMigrations } from './migrations/sqliteMigrations';
import { quoteIdentifier } from './sqlDatabase';
import type { SqlDatabase } from './sqlDatabase';

/** The migrations for an engine. */
export function migrationsFor(engine: SqlDatabase['engine']): readonly Migration[] {
  return engine === 'postgres' ? postgresMigrations : sqliteMigrations;
}

/**
 * Applies every migration not yet applied, in one transaction. On PostgreSQL an advisory lock makes
 * instances that start together take turns: the first applies, the others find nothing left to do.
 * Answers the versions it applied.
 */
export async function migrate(db: SqlDatabase, schema: string): Promise<number[]> {
  const migrations = migrationsFor(db.engine);
  return db.transaction(async (tx) => {
    if (db.engine === 'postgres') {
      await tx.query(db.lockKeySql, [`bounty-chat migrations ${schema}`]);
      await tx.run(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)}`);
    }
    await tx.run(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at bigint NOT NULL)',
    );
    const applied = new Set((await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version));
    const newest = Math.max(0, ...applied);
    const latest = Math.max(...migrations.map((migration) => migration.version));
    if (newest > latest) throw new Error(`the store's schema is version ${newest}, newer than this service knows (${latest}): upgrade the service`);
    const done: number[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.run('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', [migration.version, migration.name, Date.now()]);
      done.push(migration.version);
    }
    return done;
  });
}
