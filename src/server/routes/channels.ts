import { CHANNEL_TYPE, DM_PREFIX, dmChannelId } from '../channels/channelIds';
import { requireChannelId, requireString, requireUserId } from '../http/bodyFields';
import { ServiceError } from '../http/errors';
import type { ChannelSnapshot } from '../provider/chatProvider';
import type { Route, RouteDeps } from './route';

/** The provider's page size; all-channels reads at most MAX_PAGES of them. */
const PAGE_SIZE = 30;
const MAX_PAGES = 10;

/** POST get-or-create-channel: the bounty channel `channelId`, created by the first caller; the caller joins it. */
export const getOrCreateChannel: Route = {
  name: 'get-or-create-channel',
  method: 'POST',
  async handle({ caller, body }, deps) {
    const channelId = requireChannelId(body, 'channelId');
    const bountyName = requireString(body, 'bountyName', 200);
    // Anyone may join a bounty channel, so this path must never let a third user into a DM.
    if (channelId.startsWith(DM_PREFIX)) throw new ServiceError('forbidden', `channel ids starting with ${DM_PREFIX} are direct messages; use create-dm-channel`);
    await deps.ensureProviderUser(caller);
    const channel = await deps.stream.getOrCreateChannel(channelId, {
      createdById: caller.sub,
      memberIds: [caller.sub],
      custom: { name: bountyName, kind: 'bounty', bounty_id: channelId },
    });
    if (channel.kind === 'dm') throw new ServiceError('forbidden', 'this channel is a direct message');
    if (!channel.memberIds.includes(caller.sub)) await deps.stream.addMember(channelId, caller.sub);
    return { channelId, channelType: CHANNEL_TYPE };
  },
};

/** POST create-dm-channel: the DM between `userId` and `candidateId` about `bountyId`; the caller must be one of them. */
export const createDmChannel: Route = {
  name: 'create-dm-channel',
  method: 'POST',
  async handle({ caller, body }, deps) {
    const userId = requireUserId(body, 'userId');
    const candidateId = requireUserId(body, 'candidateId');
    const bountyId = requireString(body, 'bountyId', 256);
    if (userId === candidateId) throw new ServiceError('invalid_body', 'userId and candidateId must be two different users');
    if (caller.sub !== userId && caller.sub !== candidateId) {
      throw new ServiceError('forbidden', 'you can only create a direct message you are part of (userId or candidateId)');
    }
    const otherId = caller.sub === userId ? candidateId : userId;
    await deps.ensureProviderUser(caller);
    await ensureOtherUser(otherId, deps);
    const channelId = dmChannelId(userId, candidateId, bountyId);
    await deps.stream.getOrCreateChannel(channelId, {
      createdById: caller.sub,
      memberIds: [userId, candidateId],
      custom: { kind: 'dm', bounty_id: bountyId, candidate_id: candidateId },
    });
    return { channelId, channelType: CHANNEL_TYPE };
  },
};

/** GET all-channels: the caller's channels, most recent activity first. */
export const allChannels: Route = {
  name: 'all-channels',
  method: 'GET',
  async handle({ caller }, { stream }) {
    const channels: ChannelSnapshot[] = [];
    for (let page = 0; page < MAX_PAGES; page++) {
      const batch = await stream.listChannels(caller.sub, { limit: PAGE_SIZE, offset: page * PAGE_SIZE });
      channels.push(...batch);
      if (batch.length < PAGE_SIZE) break;
    }
    return { channels: channels.map(describeChannel) };
  },
};

/** The channel fields the widget gets; member ids only, never e-mail. */
function describeChannel(channel: ChannelSnapshot) {
  return {
    channelId: channel.channelId,
    channelType: channel.channelType,
    name: channel.name,
    kind: channel.kind,
    bountyId: channel.bountyId,
    createdBy: channel.createdById,
    memberCount: channel.memberCount,
    archived: channel.archived,
    lastMessageAt: channel.lastMessageAt,
    unread: channel.unread ?? 0,
  };
}

/** The other side of a DM must exist in the provider; use what the directory knows, else just the id. */
async function ensureOtherUser(userId: string, deps: RouteDeps): Promise<void> {
  const known = await deps.directory.get(userId);
  if (!known) return deps.stream.createMissingUsers([userId]);
  await deps.stream.upsertUsers([{ id: userId, name: known.name, ...(known.image !== null && { image: known.image }), bountyRole: known.role }]);
}

/** The channel routes. */
export const channelRoutes: Route[] = [getOrCreateChannel, createDmChannel, allChannels];
