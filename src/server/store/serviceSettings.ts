import type { Clock } from '../clock';
import type { SqlDatabase } from './sqlDatabase';

/**
 * The value of setting `name` kept in the store; when there is none yet, `make()`'s value is stored and
 * answered. The first writer wins, so instances that start together all answer the same value.
 */
export async function storedSetting(db: SqlDatabase, clock: Clock, name: string, make: () => string): Promise<string> {
  const read = async () => (await db.query<{ value: string }>('SELECT value FROM service_settings WHERE name = ?', [name]))[0]?.value;
  const existing = await read();
  if (existing !== undefined) return existing;
  await db.run('INSERT INTO service_settings (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING', [name, make(), clock.now()]);
  const stored = await read();
  if (stored === undefined) throw new Error(`the store did not keep the setting ${name}`);
  return stored;
}
