import { SEEN_EVENT } from '../../contract/ids';
import { getSeenChannelsRequest, markSeenRequest } from '../../contract/schemas';
import { parseBody } from '../http/parseBody';
import { notMember } from './notMember';
import type { Route } from './route';

/**
 * POST mark-seen `{ channelId }`: the caller opened the conversation, so the list shows it as "New" on no device
 * of theirs again; her devices whose lists are open hear it at once (SEEN_EVENT through the provider). The provider
 * says whether they are a member: a stranger's id is refused like an unknown one.
 */
export const markSeen: Route<'mark-seen'> = {
  name: 'mark-seen',
  method: 'POST',
  async handle({ caller, body }, { stream, seen, log }) {
    const { channelId } = parseBody(markSeenRequest, body);
    if (!(await stream.findChannel(channelId, caller.sub))) throw notMember();
    if (!seen) return { channelId, seen: true };
    await seen.markSeen(caller.sub, channelId);
    // The mark is kept: an event the provider does not take costs only the live update (her other lists ask again
    // when they mount), so the open is still answered.
    await stream.sendUserEvent(caller.sub, { type: SEEN_EVENT, channel_id: channelId })
      .catch((error: unknown) => log(`mark-seen: the seen event for ${channelId} was not sent (${error instanceof Error ? error.message : String(error)})`));
    return { channelId, seen: true };
  },
};

/**
 * POST get-seen-channels `{ channelIds }`: which of the list's conversations the caller has opened, in one
 * request for the whole list. It answers only the caller's own records (each made after a membership check), so it
 * asks the provider nothing.
 */
export const getSeenChannels: Route<'get-seen-channels'> = {
  name: 'get-seen-channels',
  method: 'POST',
  readsOnly: true,
  async handle({ caller, body }, { seen }) {
    const { channelIds } = parseBody(getSeenChannelsRequest, body);
    return { seen: seen ? await seen.seenAmong(caller.sub, [...new Set(channelIds)]) : [] };
  },
};

/** The "New" mark's routes. */
export const seenRoutes: Route[] = [markSeen, getSeenChannels];
