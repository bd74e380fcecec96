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

/** Whether a user gets chat e-mail: `all` (the default) or `none` (unsubscribed). */
export type EmailNotifications = 'all' | 'none';

/** A directory entry with the user's own settings. */
export interface StoredUser extends DirectoryUser {
  emailNotifications: EmailNotifications;
  /** A delivery report said mail to the address bounced: no chat e-mail until she or the host clears it. */
  emailBouncing: boolean;
  /** Milliseconds since the epoch of the last change. */
  updatedAt: number;
}

/** The service's own user directory, shared by every instance on the same store. */
export interface UserDirectory {
  /** Creates or updates the profile; the user's preferences are kept (a new user gets the defaults), a bouncing mark is cleared. */
  upsert(user: DirectoryUser): Promise<void>;
  get(id: string): Promise<DirectoryUser | null>;
  /** The entry with its preferences, or null. */
  find(id: string): Promise<StoredUser | null>;
  /** Sets the user's e-mail preference; false when the user is not in the directory. */
  setEmailNotifications(id: string, value: EmailNotifications): Promise<boolean>;
  /** Clears the user's bouncing mark (chat e-mail to her address is tried again); false when she is not in the directory. */
  clearEmailBouncing(id: string): Promise<boolean>;
  /** Removes the entry; false when there was none. */
  remove(id: string): Promise<boolean>;
  /**
   * Stores the user with `hash` (the digest of these fields) unless the stored hash is already `hash`, in one
   * statement; answers whether anything was written.
   */
  upsertIfChanged(user: DirectoryUser, hash: string): Promise<boolean>;
  /** Forgets the stored hash, so the next upsertIfChanged writes (and the provider is told) again. */
  forgetHash(id: string): Promise<void>;
  /** The user with the hash of what was last stored (null for rows written before hashes, or by upsert). */
  lookup(id: string): Promise<{ user: DirectoryUser; hash: string | null } | null>;
}

interface UserRow {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: string;
  email_notifications: string;
  email_bouncing: number;
  updated_at: number;
}

/** The user directory in the service's SQL store. */
export function createUserDirectory(db: SqlDatabase, clock: Clock): UserDirectory {
  return {
    async upsert(user) {
      await db.run(
        `INSERT INTO users (id, name, email, image, role, updated_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET name = excluded.name, email = excluded.email, image = excluded.image,
           role = excluded.role, updated_at = excluded.updated_at, claims_hash = NULL, email_bouncing = 0`,
        [user.id, user.name, user.email, user.image, user.role, clock.now()],
      );
    },
    async upsertIfChanged(user, hash) {
      // The WHERE on the update makes an unchanged user a no-op: no row comes back, nothing is written.
      const rows = await db.query<{ id: string }>(
        `INSERT INTO users (id, name, email, image, role, updated_at, claims_hash) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET name = excluded.name, email = excluded.email, image = excluded.image,
           role = excluded.role, updated_at = excluded.updated_at, claims_hash = excluded.claims_hash
         WHERE users.claims_hash IS NULL OR users.claims_hash <> excluded.claims_hash
         RETURNING id`,
        [user.id, user.name, user.email, user.image, user.role, clock.now(), hash],
      );
      return rows.length > 0;
    },
    async forgetHash(id) {
      await db.run('UPDATE users SET claims_hash = NULL WHERE id = ?', [id]);
    },
    async lookup(id) {
      const [row] = await db.query<DirectoryUser & { claims_hash: string | null }>(
        'SELECT id, name, email, image, role, claims_hash FROM users WHERE id = ?',
        [id],
      );
      if (!row) return null;
      const { claims_hash: hash, ...user } = row;
      return { user, hash };
    },
    async get(id) {
      const [row] = await db.query<DirectoryUser>('SELECT id, name, email, image, role FROM users WHERE id = ?', [id]);
      return row ?? null;
    },
    async find(id) {
      const [row] = await db.query<UserRow>('SELECT id, name, email, image, role, email_notifications, email_bouncing, updated_at FROM users WHERE id = ?', [id]);
      if (!row) return null;
      return {
        id: row.id,
        name: row.name,
        email: row.email,
        image: row.image,
        role: row.role,
        emailNotifications: row.email_notifications === 'none' ? 'none' : 'all',
        emailBouncing: Number(row.email_bouncing) === 1,
        updatedAt: Number(row.updated_at),
      };
    },
    async setEmailNotifications(id, value) {
      return (await db.run('UPDATE users SET email_notifications = ?, updated_at = ? WHERE id = ?', [value, clock.now(), id])) > 0;
    },
    async clearEmailBouncing(id) {
      return (await db.run('UPDATE users SET email_bouncing = 0, updated_at = ? WHERE id = ?', [clock.now(), id])) > 0;
    },
    async remove(id) {
      return (await db.run('DELETE FROM users WHERE id = ?', [id])) > 0;
    },
  };
}
