import type { Clock } from '../clock';
import type { SqlDatabase } from './sqlDatabase';

/** A user as the service knows them; the e-mail address stays here and never reaches the provider. */
export interface DirectoryUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: string;
}

/** The service's own user directory, shared by every instance on the same store. */
export interface UserDirectory {
  upsert(user: DirectoryUser): Promise<void>;
  get(id: string): Promise<DirectoryUser | null>;
}

/** The user directory in the service's SQL store. */
export function createUserDirectory(db: SqlDatabase, clock: Clock): UserDirectory {
  return {
    async upsert(user) {
      await db.run(
        `INSERT INTO users (id, name, email, image, role, updated_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET name = excluded.name, email = excluded.email, image = excluded.image,
           role = excluded.role, updated_at = excluded.updated_at`,
        [user.id, user.name, user.email, user.image, user.role, clock.now()],
      );
    },
    async get(id) {
      const [row] = await db.query<DirectoryUser>('SELECT id, name, email, image, role FROM users WHERE id = ?', [id]);
      return row ?? null;
    },
  };
}
