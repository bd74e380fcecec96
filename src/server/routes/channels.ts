import type { ChannelSummary } from '../../contract/responses';
import { statusEvent } from '../events/eventRecorder';
import { createDmChannelRequest, getOrCreateChannelRequest } from '../../contract/schemas';
import { CHANNEL_MAX_PAGES, CHANNEL_PAGE_SIZE } from '../../contract/limits';
import type { BountyTicketClaims } from '../auth/bountyTicket';
import { TokenError } from '../auth/seal';
import { CHANNEL_TYPE } from '../channels/channelIds';
import { openDm } from '../channels/openDm';
import { putBounty } from '../bounties/putBounty';
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
export const getOrCreateChannel: Route<'get-or-create-channel'> = {
  name: 'get-or-create-channel',
  method: 'POST',
  async handle({ caller, body }, deps) {
    const { channelId, ticket } = parseBody(getOrCreateChannelRequest, body);
    await deps.users.ensure(caller);
    const channel = ticket ? await bountyFromTicket(channelId, await openTicket(ticket, channelId, deps), caller, deps) : await existingBounty(channelId, deps);
    if (!channel.memberIds.includes(caller.sub)) await deps.stream.addMember(channelId, caller.sub);
    return { channelId, channelType: CHANNEL_TYPE };
  },
};

/** An accepted ticket's claims, and whether the host API changed the bounty since it was minted. */
interface OpenedTicket {
  claims: BountyTicketClaims;
  behindHost: boolean;
}

/**
 * Opens the ticket and refuses one older than the newest the service accepted for the bounty (a replayed title
 * or owner); one minted before the host API's last change is accepted but marked behind it.
 */
async function openTicket(ticket: { token: string; iv: string }, channelId: string, deps: RouteDeps): Promise<OpenedTicket> {
  let claims: BountyTicketClaims;
  try {
    claims = deps.tokens.ticket(ticket, deps.clock.now(), { maxTtlSeconds: deps.config.security.tokenMaxTtlSeconds });
  } catch (error) {
    if (error instanceof TokenError) throw new ApiError('forbidden', `ticket refused: ${error.message}`);
    throw error;
  }
  if (claims.bountyId !== channelId) throw new ApiError('forbidden', `the ticket is for bounty ${claims.bountyId}, not ${channelId}`);
  const standing = await deps.tickets.accept(channelId, claims.iat);
  if (standing === 'refused') {
    throw new ApiError('forbidden', 'ticket refused: a newer ticket for this bounty was already used (claim iat is older); mint a fresh one');
  }
  return { claims, behindHost: standing === 'behind-host' };
}

/**
 * The bounty channel a ticket opens. A ticket minted before the host API's last change opens the bounty as it
 * is and changes none of its facts: the page that holds it may still show the bounty, but a member who kept an
 * old ticket cannot reopen, rename or hand over a bounty the host has since set.
 */
async function bountyFromTicket(channelId: string, opened: OpenedTicket, caller: UserClaims, deps: RouteDeps): Promise<ChannelSnapshot> {
  if (!opened.behindHost) return createOrCorrectBounty(channelId, opened.claims, caller, deps);
  deps.log(`get-or-create-channel: ticket for ${channelId} minted before the host's last change; its facts are not applied`);
  return existingBounty(channelId, deps);
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
  if (deps.bounties && (claims.url !== undefined || claims.reward !== undefined || claims.status !== undefined)) {
    // The ticket's facts go the host API's way: recorded, copied to the DMs, a new status applied once.
    const stored = await deps.bounties.find(channelId);
    const status = claims.status ?? stored?.status ?? 'open';
    // Left out, the recorded winner stays (a ticket never names or clears one).
    const awardedTo = status === 'awarded' ? (stored?.awardedTo ?? undefined) : undefined;
    const body = { title: claims.name, ownerId: claims.ownerId, url: claims.url, reward: claims.reward, status, ...(awardedTo !== undefined && { awardedTo }) };
    const bountyDeps = { stream: deps.stream, bounties: deps.bounties, directory: deps.directory, tickets: deps.tickets, dms: deps.dms.registry, clock: deps.clock, log: deps.log, defaultContactPolicy: deps.config.contact.policy, onStatusChanged: statusEvent(deps.events, deps.log) };
    await putBounty(channelId, body, bountyDeps, { by: 'ticket', iat: claims.iat });
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
export const createDmChannel: Route<'create-dm-channel'> = {
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
    await deps.users.ensure(caller);
    await deps.users.ensureKnown(otherId);
    const channelId = await openDm({ userId, candidateId, bountyId, callerId: caller.sub }, deps);
    return { channelId, channelType: CHANNEL_TYPE };
  },
};

/** GET all-channels: the caller's channels, most recent activity first. */
export const allChannels: Route<'all-channels'> = {
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

/** The channel routes. */
export const channelRoutes: Route[] = [getOrCreateChannel, createDmChannel, allChannels];
