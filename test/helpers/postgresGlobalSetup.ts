/**
 * vitest globalSetup for the PostgreSQL run: creates a database for this run (each test then works in a
 * schema of its own inside it) and drops it afterwards. The server is BOUNTY_TEST_POSTGRES_URL, by default
 * postgres://postgres@127.0.0.1:5432/postgres (trust auth on loopback, as `.ci/run` starts it).
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The URL of this run's PostgreSQL database. */
    postgresTestUrl: string;
  }
}

/** The server the test databases are made on. */
export const ADMIN_URL = process.env['BOUNTY_TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // One database per project (two projects run on PostgreSQL, set up in the same process and millisecond).
  const name = `bountychat_test_${project.name.replace(/\W/g, '_')}_${Date.now()}_${process.pid}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  project.provide('postgresTestUrl', url.toString());
  return () => withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined);
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL is not reachable at ${ADMIN_URL} (start it, or set BOUNTY_TEST_POSTGRES_URL): ${String(error)}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
