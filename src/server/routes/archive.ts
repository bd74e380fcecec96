import { optionalString, requireChannelId } from '../http/bodyFields';
import type { JsonObject } from '../http/readJsonBody';
import { ServiceError } from '../http/errors';
import type { UserClaims } from '../auth/token';
import type { Route, RouteDeps } from './route';

/**
 * Archiving is channel-wide and reversible: the channel gets the custom fields `archived: true`,
 * `archived_at` and, when given, `archived_reason`. Members keep the history; the widget hides or greys it.
 */
export const archiveChannel: Route = {
  name: 'archive-channel',
  method: 'POST',
  async handle({ caller, body }, deps) {
    const reason = optionalString(body, 'reason', 500);
    const channelId = await ownedChannel(caller, body, deps);
    const set: Record<string, string | boolean> = { archived: true, archived_at: new Date(deps.clock.now()).toISOString() };
    if (reason !== undefined) set['archived_reason'] = reason;
    await deps.stream.updateChannel(channelId, set, reason === undefined ? ['archived_reason'] : []);
    return { ok: true };
  },
};

/** POST delete-channel: deletes the channel at the provider; owner only. */
export const deleteChannel: Route = {
  name: 'delete-channel',
  method: 'POST',
  async handle({ caller, body }, deps) {
    optionalString(body, 'reason', 500);
    const channelId = await ownedChannel(caller, body, deps);
    await deps.stream.deleteChannel(channelId);
    return { ok: true };
  },
};

/** POST unarchive-channel: clears the archive fields; owner only; 404 when the channel does not exist. */
export const unarchiveChannel: Route = {
  name: 'unarchive-channel',
  method: 'POST',
  async handle({ caller, body }, deps) {
    const channelId = await ownedChannel(caller, body, deps);
    await deps.stream.updateChannel(channelId, { archived: false }, ['archived_at', 'archived_reason']);
    return { ok: true };
  },
};

/** The body's channel, after checking it exists (404) and the caller created it (403). */
async function ownedChannel(caller: UserClaims, body: JsonObject, deps: RouteDeps): Promise<string> {
  const channelId = requireChannelId(body, 'channelId');
  const channel = await deps.stream.findChannel(channelId, null);
  if (!channel) throw new ServiceError('not_found', 'there is no such channel');
  if (channel.createdById !== caller.sub) throw new ServiceError('forbidden', 'only the channel owner (its creator) can do this');
  return channelId;
}

/** The archive and delete routes. */
export const archiveRoutes: Route[] = [archiveChannel, deleteChannel, unarchiveChannel];
