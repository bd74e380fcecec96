import type { Database } from 'better-sqlite3';
import type { Clock } from '../clock';

/** A user as the service knows them; the e-mail address stays here and never reaches the provider. */
export interface DirectoryUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: string;
}

/** The service's own user directory. */
export interface UserDirectory {
  upsert(user: DirectoryUser): void;
  get(id: string): DirectoryUser | null;
}

interface UserRow {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: string;
}

/** The user directory in the service's SQL store. */
export function createUserDirectory(db: Database, clock: Clock): UserDirectory {
  const upsert = db.prepare(
    `INSERT INTO users (id, name, email, image, role, updated_at) VALUES (@id, @name, @email, @image, @role, @updatedAt)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, email = excluded.email, image = excluded.image,
       role = excluded.role, updated_at = excluded.updated_at`,
  );
  const byId = db.prepare<[string], UserRow>('SELECT id, name, email, image, role FROM users WHERE id = ?');
  return {
    upsert: (user) => void upsert.run({ ...user, updatedAt: clock.now() }),
    get: (id) => byId.get(id) ?? null,
  };
}
