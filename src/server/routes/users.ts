import type { ChatSession } from '../../contract/responses';
import { linkDomainsOf } from '../config/contact';
import { getOrCreateUserRequest } from '../../contract/schemas';
import { knownLocale, knownTimeZone } from '../email/renderOptions';
import { parseBody } from '../http/parseBody';
import type { Route } from './route';

/** POST get-or-create-user: records the caller in the directory and the provider, answers a provider user token. */
export const getOrCreateUser: Route<'get-or-create-user'> = {
  name: 'get-or-create-user',
  method: 'POST',
  async handle({ caller, body }, { users, stream, config, timeStyles }): Promise<ChatSession> {
    await users.ensure(caller);
    // The browser's zone and language, a default for the times in her e-mail (never over the host's).
    const { timeZone, locale } = parseBody(getOrCreateUserRequest, body);
    if (timeStyles && timeZone !== undefined && locale !== undefined && knownTimeZone(timeZone) && knownLocale(locale)) {
      await timeStyles.setFromBrowser(caller.sub, { timeZone, locale });
    }
    const user = { id: caller.sub, name: caller.name, ...(caller.image !== undefined && { image: caller.image }), role: caller.role };
    // The provider token expires with the host's token (itself at most a day ahead), so it never outlives it.
    return { user, token: stream.createUserToken(caller.sub, caller.exp), apiKey: stream.apiKey, baseUrl: stream.baseUrl, linkDomains: linkDomainsOf(config.contact) };
  },
};

/** The user routes. */
export const userRoutes: Route[] = [getOrCreateUser];
