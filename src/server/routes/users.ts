import type { ChatSession } from '../../contract/responses';
import type { Route } from './route';

/** POST get-or-create-user: records the caller in the directory and the provider, answers a provider user token. */
export const getOrCreateUser: Route = {
  name: 'get-or-create-user',
  method: 'POST',
  async handle({ caller }, { directory, stream }): Promise<ChatSession> {
    await directory.upsert({ id: caller.sub, name: caller.name, email: caller.email, image: caller.image ?? null, role: caller.role });
    const user = { id: caller.sub, name: caller.name, ...(caller.image !== undefined && { image: caller.image }), role: caller.role };
    await stream.upsertUsers([{ id: user.id, name: user.name, image: caller.image, bountyRole: caller.role }]);
    // The provider token expires with the host's token (itself at most a day ahead), so it never outlives it.
    return { user, token: stream.createUserToken(caller.sub, caller.exp), apiKey: stream.apiKey, baseUrl: stream.baseUrl };
  },
};

/** The user routes. */
export const userRoutes: Route[] = [getOrCreateUser];
