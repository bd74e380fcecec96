import { archiveChannelRequest, unarchiveChannelRequest } from '../../contract/schemas';
import type { UserClaims } from '../auth/token';
import { parseBody } from '../http/parseBody';
import { ApiError } from '../http/errors';
import { notMember } from './notMember';
import type { Route, RouteDeps } from './route';

/**
 * Archiving is channel-wide and reversible: the channel gets the custom fields `archived: true`,
 * `archived_at` and, when given, `archived_reason`. Members keep the history; the widget hides or greys it.
 */
export const archiveChannel: Route<'archive-channel'> = {
  name: 'archive-channel',
  method: 'POST',
  async handle({ caller, body }, deps) {
    const { channelId, reason } = parseBody(archiveChannelRequest, body);
    await requireOwner(caller, channelId, deps);
    const set: Record<string, string | boolean> = { archived: true, archived_at: new Date(deps.clock.now()).toISOString() };
    if (reason !== undefined) set['archived_reason'] = reason;
    await deps.stream.updateChannel(channelId, set, reason === undefined ? ['archived_reason'] : []);
    return { ok: true };
  },
};

/** POST delete-channel: deletes the channel at the provider; owner only. */
export const deleteChannel: Route<'delete-channel'> = {
  name: 'delete-channel',
  method: 'POST',
  async handle({ caller, body }, deps) {
    const { channelId } = parseBody(archiveChannelRequest, body);
    await requireOwner(caller, channelId, deps);
    await deps.stream.deleteChannel(channelId);
    return { ok: true };
  },
};

/** POST unarchive-channel: clears the archive fields; owner only; 404 when the channel is not the caller's. */
export const unarchiveChannel: Route<'unarchive-channel'> = {
  name: 'unarchive-channel',
  method: 'POST',
  async handle({ caller, body }, deps) {
    const { channelId } = parseBody(unarchiveChannelRequest, body);
    await requireOwner(caller, channelId, deps);
    await deps.stream.updateChannel(channelId, { archived: false }, ['archived_at', 'archived_reason']);
    return { ok: true };
  },
};

/** 404 unless the caller is a member (so nothing leaks about others' channels), 403 unless they own it. */
async function requireOwner(caller: UserClaims, channelId: string, deps: RouteDeps): Promise<void> {
  const channel = await deps.stream.findChannel(channelId, caller.sub);
  if (!channel) throw notMember();
  if (channel.ownerId !== caller.sub) throw new ApiError('forbidden', 'only the channel owner can do this');
}

/** The archive and delete routes. */
export const archiveRoutes: Route[] = [archiveChannel, deleteChannel, unarchiveChannel];
