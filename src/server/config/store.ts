import { ConfigError } from './configError';
import type { ServiceEnv } from './configError';
import { text, urlSetting, whole } from './read';

/** Where the service keeps its state: a SQLite file (or memory), or PostgreSQL for more than one instance. */
export interface StoreConfig {
  /** Folder for the SQLite store and the outbox; null keeps the SQLite store in memory. */
  dataDir: string | null;
  /** PostgreSQL instead of SQLite, for more than one instance; null uses SQLite. */
  databaseUrl: string | null;
  /** The PostgreSQL schema for the service's tables (created when missing). */
  databaseSchema: string;
  /** PostgreSQL connections per instance. */
  databasePoolSize: number;
}

/** Reads the store settings; a bad one is a ConfigError naming it. */
export function parseStoreConfig(env: ServiceEnv): StoreConfig {
  return {
    dataDir: text(env, 'BOUNTY_CHAT_DATA'),
    databaseUrl: urlSetting('DATABASE_URL', text(env, 'DATABASE_URL'), ['postgres:', 'postgresql:']),
    databaseSchema: schemaName(text(env, 'BOUNTY_CHAT_DATABASE_SCHEMA') ?? 'public'),
    databasePoolSize: whole(env, 'BOUNTY_CHAT_DATABASE_POOL', 10),
  };
}

function schemaName(value: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(value)) throw new ConfigError('BOUNTY_CHAT_DATABASE_SCHEMA', 'must be a lower-case SQL name (letters, digits, _)');
  return value;
}
