import type { ChannelSummary } from '../../contract/responses';
import { createDmChannelRequest, getOrCreateChannelRequest } from '../../contract/schemas';
import { CHANNEL_MAX_PAGES, CHANNEL_PAGE_SIZE } from '../../contract/limits';
import { verifyBountyTicket } from '../auth/bountyTicket';
import type { BountyTicketClaims } from '../auth/bountyTicket';
import { TokenError } from '../auth/seal';
import { CHANNEL_TYPE, dmChannelId } from '../channels/channelIds';
import { SERVICE_USER_ID } from '../provider/serviceUser';
import { parseBody } from '../http/parseBody';
import { ApiError } from '../http/errors';
import type { ChannelSnapshot } from '../provider/chatProvider';
import type { Route, RouteDeps } from './route';
import type { UserClaims } from '../auth/token';

/**
 * POST get-or-create-channel: the bounty channel `channelId`. With the host's bounty ticket the service
 * creates it (owner and name from the ticket) or corrects its owner and name; without, the caller may only
 * join a bounty channel that exists. Either way the caller becomes a member.
 */
export const getOrCreateChannel: Route = {
  name: 'get-or-create-channel',
  method: 'POST',
  async handle({ caller, body }, deps) {
    const { channelId, ticket } = parseBody(getOrCreateChannelRequest, body);
    await deps.ensureProviderUser(caller);
    const channel = ticket ? await createOrCorrectBounty(channelId, openTicket(ticket, channelId, deps), caller, deps) : await existingBounty(channelId, deps);
    if (!channel.memberIds.includes(caller.sub)) await deps.stream.addMember(channelId, caller.sub);
    return { channelId, channelType: CHANNEL_TYPE };
  },
};

function openTicket(ticket: { token: string; iv: string }, channelId: string, deps: RouteDeps): BountyTicketClaims {
  let claims: BountyTicketClaims;
  try {
    claims = verifyBountyTicket(ticket, deps.config.tokenKey, deps.clock.now(), { maxTtlSeconds: deps.config.security.tokenMaxTtlSeconds });
  } catch (error) {
    if (error instanceof TokenError) throw new ApiError('forbidden', `ticket refused: ${error.message}`);
    throw error;
  }
  if (claims.bountyId !== channelId) throw new ApiError('forbidden', `the ticket is for bounty ${claims.bountyId}, not ${channelId}`);
  return claims;
}

async function createOrCorrectBounty(channelId: string, claims: BountyTicketClaims, caller: UserClaims, deps: RouteDeps): Promise<ChannelSnapshot> {
  if (claims.ownerId !== caller.sub) await deps.stream.createMissingUsers([claims.ownerId]);
  const channel = await deps.stream.getOrCreateChannel(channelId, {
    memberIds: [...new Set([claims.ownerId, caller.sub])],
    custom: { name: claims.name, kind: 'bounty', bounty_id: channelId, owner_id: claims.ownerId },
  });
  // The same id may hold a channel the service did not make as a bounty: never join or rename it.
  if (channel.kind !== 'bounty') throw noBounty();
  if (channel.name !== claims.name || channel.ownerId !== claims.ownerId) {
    await deps.stream.updateChannel(channelId, { name: claims.name, owner_id: claims.ownerId }, []);
  }
  return channel;
}

async function existingBounty(channelId: string, deps: RouteDeps): Promise<ChannelSnapshot> {
  const channel = await deps.stream.findChannel(channelId, null);
  if (!channel || channel.kind !== 'bounty') throw noBounty();
  return channel;
}

/** One answer whether the id is unused or holds a channel that is not a bounty's: nothing leaks. */
function noBounty(): ApiError {
  return new ApiError('not_found', 'there is no bounty channel with this id; the host creates it by passing a bounty ticket');
}

/** POST create-dm-channel: the DM between `userId` and `candidateId` about `bountyId`; the caller must be one of them. */
export const createDmChannel: Route = {
  name: 'create-dm-channel',
  method: 'POST',
  async handle({ caller, body }, deps) {
    const { userId, bountyId, candidateId } = parseBody(createDmChannelRequest, body);
    if (userId === candidateId) throw new ApiError('invalid_body', 'userId and candidateId must be two different users');
    if (userId === SERVICE_USER_ID || candidateId === SERVICE_USER_ID) throw new ApiError('invalid_body', `${SERVICE_USER_ID} is the service's own user`);
    if (caller.sub !== userId && caller.sub !== candidateId) {
      throw new ApiError('forbidden', 'you can only create a direct message you are part of (userId or candidateId)');
    }
    const otherId = caller.sub === userId ? candidateId : userId;
    await deps.ensureProviderUser(caller);
    await ensureOtherUser(otherId, deps);
    const channelId = dmChannelId(userId, candidateId, bountyId, deps.config.security.dmIdSecret);
    const bounty = await deps.stream.findChannel(bountyId, null);
    const bountyTitle = bounty?.kind === 'bounty' ? bounty.name : null;
    const channel = await deps.stream.getOrCreateChannel(channelId, {
      memberIds: [userId, candidateId],
      custom: { kind: 'dm', bounty_id: bountyId, candidate_id: candidateId, owner_id: caller.sub, ...(bountyTitle !== null && { bounty_title: bountyTitle }) },
    });
    const problem = dmProblem(channel, [userId, candidateId], bountyId);
    if (problem !== null) {
      deps.log(`create-dm-channel: refused ${channelId} for ${caller.sub}: the provider's channel ${problem}`);
      throw new ApiError('conflict', 'the provider holds a channel under this id that is not this direct message');
    }
    if (bountyTitle !== null && channel.bountyTitle !== bountyTitle) await deps.stream.updateChannel(channelId, { bounty_title: bountyTitle }, []);
    return { channelId, channelType: CHANNEL_TYPE };
  },
};

/** What is wrong with the provider's answer for a DM, or null when it is exactly the DM asked for. */
function dmProblem(channel: ChannelSnapshot, pair: [string, string], bountyId: string): string | null {
  if (channel.kind !== 'dm') return `is not a DM (kind ${String(channel.kind)})`;
  const members = [...channel.memberIds].sort();
  const expected = [...pair].sort();
  if (channel.memberCount !== 2 || members.length !== 2 || members[0] !== expected[0] || members[1] !== expected[1]) {
    return `has members ${members.join(', ')} (${channel.memberCount}), not exactly ${expected.join(', ')}`;
  }
  if (channel.createdById !== SERVICE_USER_ID) return `was created by ${String(channel.createdById)}, not the service`;
  if (channel.ownerId === null || !pair.includes(channel.ownerId)) return `is owned by ${String(channel.ownerId)}, not one of the pair`;
  if (channel.bountyId !== bountyId) return `is about bounty ${String(channel.bountyId)}, not ${bountyId}`;
  return null;
}

/** GET all-channels: the caller's channels, most recent activity first. */
export const allChannels: Route = {
  name: 'all-channels',
  method: 'GET',
  async handle({ caller }, { stream }) {
    const channels: ChannelSnapshot[] = [];
    for (let page = 0; page < CHANNEL_MAX_PAGES; page++) {
      const batch = await stream.listChannels(caller.sub, { limit: CHANNEL_PAGE_SIZE, offset: page * CHANNEL_PAGE_SIZE });
      channels.push(...batch);
      if (batch.length < CHANNEL_PAGE_SIZE) break;
    }
    return { channels: channels.map(describeChannel) };
  },
};

/** The channel fields the widget gets; member ids only, never e-mail. */
function describeChannel(channel: ChannelSnapshot): ChannelSummary {
  return {
    channelId: channel.channelId,
    channelType: channel.channelType,
    name: channel.name,
    kind: channel.kind,
    bountyId: channel.bountyId,
    bountyTitle: channel.kind === 'bounty' ? channel.name : channel.bountyTitle,
    createdBy: channel.ownerId,
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
