import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Database as SqliteDatabase } from 'better-sqlite3';

/** The service's embedded store: `<dataDir>/bounty-chat.sqlite`, or in memory when there is no data folder. */
export function openDatabase(dataDir: string | null): SqliteDatabase {
  if (dataDir !== null) mkdirSync(dataDir, { recursive: true });
  const db = new Database(dataDir === null ? ':memory:' : join(dataDir, 'bounty-chat.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);
  return db;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  image TEXT,
  role TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS email_batches (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient_id TEXT NOT NULL,
  recipient_email TEXT NOT NULL,
  recipient_name TEXT NOT NULL,
  channel_id TEXT NOT NULL,
  channel_title TEXT NOT NULL,
  kind TEXT NOT NULL,
  is_dm INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  due_at INTEGER NOT NULL,
  next_attempt_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  sent_at INTEGER
);
CREATE INDEX IF NOT EXISTS email_batches_pending ON email_batches (sent_at, next_attempt_at);
CREATE INDEX IF NOT EXISTS email_batches_open ON email_batches (recipient_id, channel_id, kind, sent_at);
CREATE TABLE IF NOT EXISTS email_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  batch_id INTEGER NOT NULL REFERENCES email_batches (id),
  sender_id TEXT NOT NULL,
  sender_name TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS email_items_batch ON email_items (batch_id);
`;
