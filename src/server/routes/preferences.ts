import type { PreferencesAnswer } from '../../contract/responses';
import { setPreferencesRequest } from '../../contract/schemas';
import { parseBody } from '../http/parseBody';
import type { Route } from './route';

/** GET get-preferences: the caller's own settings; a user the directory does not hold yet has the defaults. */
export const getPreferences: Route<'get-preferences'> = {
  name: 'get-preferences',
  method: 'GET',
  readsOnly: true,
  async handle({ caller }, { directory }): Promise<PreferencesAnswer> {
    const stored = await directory.find(caller.sub);
    return { emailNotifications: stored?.emailNotifications ?? 'all' };
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
    return { emailNotifications };
  },
};

/** The preference routes. */
export const preferenceRoutes: Route[] = [getPreferences, setPreferences];
