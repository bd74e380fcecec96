import type { SqlDatabase } from './sqlDatabase';

/** The zone and language a user reads e-mail times in; either may be unknown. */
export interface StoredTimeStyle {
  timeZone: string | null;
  locale: string | null;
}

/**
 * Each user's time style: set by the host API (`timeZone`, `locale` on its user), or by the widget from the
 * browser as a default, which never overwrites what the host set.
 */
export interface TimeStyleStore {
  /** The host's word: replaces the user's style (a field left out keeps what was there). */
  setFromHost(userId: string, style: Partial<StoredTimeStyle>): Promise<void>;
  /** The browser's default: stored unless the host has set a style for the user. */
  setFromBrowser(userId: string, style: StoredTimeStyle): Promise<void>;
  get(userId: string): Promise<StoredTimeStyle | null>;
  /** Forgets the user's style (erasure). */
  remove(userId: string): Promise<void>;
}

/** The time styles in the service's SQL store (table `user_time_styles`). */
export function createTimeStyleStore(db: SqlDatabase): TimeStyleStore {
  return {
    async setFromHost(userId, style) {
      if (style.timeZone === undefined && style.locale === undefined) return;
      await db.run(
        `INSERT INTO user_time_styles (user_id, time_zone, locale, from_host) VALUES (?, ?, ?, 1)
         ON CONFLICT (user_id) DO UPDATE SET time_zone = COALESCE(?, user_time_styles.time_zone), locale = COALESCE(?, user_time_styles.locale), from_host = 1`,
        [userId, style.timeZone ?? null, style.locale ?? null, style.timeZone ?? null, style.locale ?? null],
      );
    },
    async setFromBrowser(userId, style) {
      await db.run(
        `INSERT INTO user_time_styles (user_id, time_zone, locale, from_host) VALUES (?, ?, ?, 0)
         ON CONFLICT (user_id) DO UPDATE SET time_zone = excluded.time_zone, locale = excluded.locale
         WHERE user_time_styles.from_host = 0`,
        [userId, style.timeZone, style.locale],
      );
    },
    async get(userId) {
      const [row] = await db.query<{ time_zone: string | null; locale: string | null }>('SELECT time_zone, locale FROM user_time_styles WHERE user_id = ?', [userId]);
      return row ? { timeZone: row.time_zone, locale: row.locale } : null;
    },
    async remove(userId) {
      await db.run('DELETE FROM user_time_styles WHERE user_id = ?', [userId]);
    },
  };
}
