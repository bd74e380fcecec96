import pg from 'pg';
import type { PoolClient } from 'pg';
import { quoteIdentifier } from './sqlDatabase';
import { asStoreFailure } from './storeOutage';
import type { SqlDatabase, SqlExecutor, SqlValue } from './sqlDatabase';

/** PostgreSQL's type id for bigint: the store keeps times in milliseconds, which fit a JS number exactly. */
const INT8_OID = 20;

/** What the PostgreSQL engine needs: the server, the schema for the tables, and the pool size per instance. */
export interface PostgresOptions {
  url: string;
  schema: string;
  poolSize: number;
}

/**
 * How long a pooled connection may sit idle before it is closed (pg's default is 10 s). A new connection costs the
 * request that waits for it a PostgreSQL backend's start and cold caches: 11–19 ms to connect and 11–12 ms for its
 * first rate-limit take (the function compiled, the statement prepared again), against 0.5 ms warm (measured on
 * loopback). Traffic that comes in waves a few seconds apart paid that at every wave.
 */
const IDLE_CONNECTION_MS = 60_000;

/** The shared engine for more than one instance, through a pool of `pg` connections. */
export function openPostgresDatabase(options: PostgresOptions): SqlDatabase {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    // Every connection works in the configured schema, created by the migrations.
    options: `-c search_path=${quoteIdentifier(options.schema)}`,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection that breaks (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});

  const executorOf = (client: pg.Pool | PoolClient): SqlExecutor => ({
    query: async <Row>(sql: string, params: readonly SqlValue[] = [], options: { name?: string } = {}) =>
      (await outageAware(options.name === undefined
        ? client.query(numbered(sql), params as SqlValue[])
        : client.query({ name: options.name, text: numbered(sql), values: params as SqlValue[] }))).rows as Row[],
    run: async (sql, params = []) => (await outageAware(client.query(numbered(sql), params as SqlValue[]))).rowCount ?? 0,
    // Without parameters pg uses the simple protocol, which takes several statements at once.
    exec: async (script) => void (await outageAware(client.query(script))),
  });
  const poolExecutor = executorOf(pool);

  return {
    engine: 'postgres',
    lockKeySql: 'SELECT pg_advisory_xact_lock(hashtext(?))',
    skipLockedSql: 'FOR UPDATE SKIP LOCKED',
    query: poolExecutor.query,
    run: poolExecutor.run,
    exec: poolExecutor.exec,
    async transaction(work) {
      const client = await outageAware(pool.connect());
      try {
        await outageAware(client.query('BEGIN'));
        const result = await work(executorOf(client));
        await outageAware(client.query('COMMIT'));
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * A lost or refused connection becomes a StoreUnavailableError, so the request is answered 503 (ask again) and its
 * ECONNRESET is never taken for the client's own socket.
 */
async function outageAware<T>(pending: Promise<T>): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    throw asStoreFailure(error);
  }
}

/** `?` → `$1, $2, …`; the store's statements never hold a `?` inside a string literal. */
function numbered(sql: string): string {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
}
