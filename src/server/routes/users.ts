import type { ChatSession } from '../../contract/responses';
import type { Route } from './route';

/** POST get-or-create-user: records the caller in the directory and the provider, answers a provider user token. */
export const getOrCreateUser: Route<'get-or-create-user'> = {
  name: 'get-or-create-user',
  method: 'POST',
  async handle({ caller }, { users, stream }): Promise<ChatSession> {
    await users.ensure(caller);
    const user = { id: caller.sub, name: caller.name, ...(caller.image !== undefined && { image: caller.image }), role: caller.role };
    // The provider token expires with the host's token (itself at most a day ahead), so it never outlives it.
    return { user, token: stream.createUserToken(caller.sub, caller.exp), apiKey: stream.apiKey, baseUrl: stream.baseUrl };
  },
};

/** The user routes. */
export const userRoutes: Route[] = [getOrCreateUser];
