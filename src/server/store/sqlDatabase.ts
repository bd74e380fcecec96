/** Which SQL engine holds the store. */
export type Engine = 'sqlite' | 'postgres';

/** A value a statement can bind. */
export type SqlValue = string | number | null;

/** Runs statements; `?` marks each parameter on both engines. */
export interface SqlExecutor {
  /**
   * The rows a statement returns (`RETURNING` included). A `name` has PostgreSQL parse and plan the statement
   * once per connection and run it by that name afterwards: for a statement on the hot path whose result columns
   * never change (a plan kept on a connection fails once a migration changes its result's columns).
   */
  query<Row>(sql: string, params?: readonly SqlValue[], options?: { name?: string }): Promise<Row[]>;
  /** Runs a statement and answers how many rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
  /** Runs a script of several statements without parameters (a migration). */
  exec(script: string): Promise<void>;
}

/** The store's connection: statements, transactions, and the few spots where the engines differ. */
export interface SqlDatabase extends SqlExecutor {
  readonly engine: Engine;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /**
   * A statement that makes the calling transaction wait for others holding the same key, so read-then-write
   * sequences on one key (a user's rate-limit window) stay exact across instances. Empty on SQLite, which
   * runs one transaction at a time anyway.
   */
  readonly lockKeySql: string;
  /** Appended to a SELECT that claims rows, so two workers never claim the same one. */
  readonly skipLockedSql: string;
  close(): Promise<void>;
}

/** A schema name as an SQL identifier. */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
