import type { PreferencesAnswer } from '../../contract/responses';
import { setPreferencesRequest } from '../../contract/schemas';
import { parseBody } from '../http/parseBody';
import type { StoredUser } from '../store/userDirectory';
import type { Route } from './route';

/** The caller's settings as stored; a user the directory does not hold yet has the defaults. */
function preferencesOf(stored: StoredUser | null): PreferencesAnswer {
  return { emailNotifications: stored?.emailNotifications ?? 'all', ...(stored?.emailBouncing === true && { emailBouncing: true as const }) };
}

/** GET get-preferences: the caller's own settings, and whether mail to her address bounced. */
export const getPreferences: Route<'get-preferences'> = {
  name: 'get-preferences',
  method: 'GET',
  readsOnly: true,
  async handle({ caller }, { directory }): Promise<PreferencesAnswer> {
    return preferencesOf(await directory.find(caller.sub));
  },
};

/**
 * POST set-preferences: saves the caller's own settings. The caller is put in the directory first (from their
 * token), so a user who has not opened a session yet can still turn e-mail off.
 */
export const setPreferences: Route<'set-preferences'> = {
  name: 'set-preferences',
  method: 'POST',
  async handle({ caller, body }, { directory }): Promise<PreferencesAnswer> {
    const { emailNotifications } = parseBody(setPreferencesRequest, body);
    if (!(await directory.find(caller.sub))) {
      await directory.upsert({ id: caller.sub, name: caller.name, email: caller.email, image: caller.image ?? null, role: caller.role });
    }
    await directory.setEmailNotifications(caller.sub, emailNotifications);
    return preferencesOf(await directory.find(caller.sub));
  },
};

/**
 * POST clear-email-bounce: the caller says her address works again (she fixed her mailbox), so chat e-mail to it
 * is tried again. Only her own mark, from her token; a new bounce report marks it again.
 */
export const clearEmailBounce: Route<'clear-email-bounce'> = {
  name: 'clear-email-bounce',
  method: 'POST',
  async handle({ caller }, { directory }): Promise<PreferencesAnswer> {
    await directory.clearEmailBouncing(caller.sub);
    return preferencesOf(await directory.find(caller.sub));
  },
};

/** The preference routes. */
export const preferenceRoutes: Route[] = [getPreferences, setPreferences, clearEmailBounce];
