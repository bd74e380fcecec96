import { ApiError } from '../http/errors';
import type { ChannelSnapshot } from '../provider/chatProvider';
import { SERVICE_USER_ID } from '../provider/serviceUser';
import type { RouteDeps } from '../routes/route';
import { sortedPair } from '../store/dmRegistry';
import type { SortedPair } from '../store/dmRegistry';
import { dmChannelId } from './channelIds';

/** Who asks for which DM: `userId` and `candidateId` about `bountyId`, asked by `callerId` (one of them). */
export interface DmRequest {
  userId: string;
  candidateId: string;
  bountyId: string;
  callerId: string;
}

/**
 * The channel id of the DM asked for, made at the provider when it is new. A DM's id never changes once
 * made: the registry answers it; a DM made before the registry is found at the provider and recorded; only
 * then is a new one made, about a bounty the service knows and within the pair's limit.
 */
export async function openDm(request: DmRequest, deps: RouteDeps, reread = false): Promise<string> {
  const { userId, candidateId, bountyId } = request;
  const pair = sortedPair(userId, candidateId);
  const bounty = await deps.stream.findChannel(bountyId, null);
  const bountyKnown = bounty?.kind === 'bounty';
  const bountyTitle = bountyKnown ? bounty.name : null;
  // The facts the bounty card shows (url, reward, status …), copied like the title; a DM about a closed bounty starts
  // frozen, but for the awarded pair's (the owner and winner by the service's records), where the work goes on.
  const facts = bountyKnown ? bounty.bountyFacts : {};
  const frozen = facts['status'] === 'closed' && !(await isWinnerPair(pair, bountyId, deps));
  const recorded = await deps.dms.registry.find(pair, bountyId);
  // Either of the two blocked the other: no new conversation between them (the same words whoever blocked whom). An
  // existing one still opens: the provider refuses the blocked person's messages there, and her composer says so.
  if (!recorded && deps.safety && (await deps.safety.blocks.eitherBlocked(userId, candidateId))) throw new ApiError('forbidden', "You can't message this person");
  const channelId = recorded ?? (await foundAtProvider(pair, bountyId, deps)) ?? (await newDmId(request, pair, bountyKnown, deps));
  const channel = await deps.stream.getOrCreateChannel(channelId, {
    memberIds: [userId, candidateId],
    custom: { kind: 'dm', bounty_id: bountyId, candidate_id: candidateId, owner_id: request.callerId, ...(bountyTitle !== null && { bounty_title: bountyTitle }), ...facts, ...(frozen && { frozen: true }) },
  });
  const problem = dmProblem(channel, pair, bountyId);
  if (problem !== null && recorded !== null && !reread) {
    // This process may remember a DM whose user was erased since (its row now holds a pseudonym): read again.
    deps.dms.registry.evict(pair, bountyId);
    return openDm(request, deps, true);
  }
  if (problem !== null) {
    deps.log(`create-dm-channel: refused ${channelId} for ${request.callerId}: the provider's channel ${problem}`);
    throw new ApiError('conflict', 'the provider holds a channel under this id that is not this direct message');
  }
  const stale = Object.entries(facts).some(([key, value]) => channel.bountyFacts[key] !== value);
  if (bountyTitle !== null && (channel.bountyTitle !== bountyTitle || stale)) await deps.stream.updateChannel(channelId, { bounty_title: bountyTitle, ...facts }, []);
  // Insert-or-read: when two instances raced on a new DM, both answer the id the store kept.
  return recorded ?? (await deps.dms.registry.record(pair, bountyId, channelId));
}

/** Whether the pair is the bounty's owner and its winner, by the service's records. */
async function isWinnerPair(pair: SortedPair, bountyId: string, deps: RouteDeps): Promise<boolean> {
  const facts = await deps.bounties?.find(bountyId);
  if (!facts || facts.awardedTo === null || facts.awardedTo === facts.ownerId) return false;
  const winners = sortedPair(facts.ownerId, facts.awardedTo);
  return winners[0] === pair[0] && winners[1] === pair[1];
}

/** The pair's DM about the bounty that the service made before it kept a registry, or null. */
async function foundAtProvider(pair: SortedPair, bountyId: string, deps: RouteDeps): Promise<string | null> {
  const found = (await deps.stream.findDms(pair, bountyId)).filter((channel) => dmProblem(channel, pair, bountyId) === null);
  // When an old secret change made two, the one with the latest message is the conversation people had.
  found.sort((a, b) => (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? ''));
  return found[0]?.channelId ?? null;
}

/** A new DM's id, once the bounty is known and the pair is within its limit. */
async function newDmId(request: DmRequest, pair: SortedPair, bountyKnown: boolean, deps: RouteDeps): Promise<string> {
  if (!bountyKnown) {
    throw new ApiError('not_found', `there is no bounty channel ${request.bountyId}: a direct message is about a bounty the host has opened (openBounty with its ticket) first`);
  }
  const limit = deps.config.security.dmsPerPair;
  if ((await deps.dms.registry.countForPair(pair)) >= limit) {
    throw new ApiError('forbidden', `these two users already have ${limit} direct messages, the most one pair may have (BOUNTY_CHAT_DMS_PER_PAIR); open one of them instead`);
  }
  // The first id may belong to an erased user's DM, kept for its other member: a new user with that id gets another.
  for (let generation = 0; generation < MAX_GENERATIONS; generation += 1) {
    const channelId = dmChannelId(pair[0], pair[1], request.bountyId, deps.dms.idSecret, generation);
    if (!(await deps.dms.registry.channelTaken(channelId))) return channelId;
  }
  throw new ApiError('conflict', 'this direct message was erased too many times; it cannot be opened again');
}

/** How many times a pair's DM about one bounty can be made anew after an erasure. */
const MAX_GENERATIONS = 20;

/** What is wrong with the provider's answer for a DM, or null when it is exactly the DM asked for. */
export function dmProblem(channel: ChannelSnapshot, pair: SortedPair, bountyId: string): string | null {
  if (channel.kind !== 'dm') return `is not a DM (kind ${String(channel.kind)})`;
  const members = [...channel.memberIds].sort();
  if (channel.memberCount !== 2 || members.length !== 2 || members[0] !== pair[0] || members[1] !== pair[1]) {
    return `has members ${members.join(', ')} (${channel.memberCount}), not exactly ${pair.join(', ')}`;
  }
  // The service user creates every channel, so no member holds the provider's `-owner` grants; the opener is
  // the owner the service recorded.
  if (channel.createdById !== SERVICE_USER_ID) return `was created by ${String(channel.createdById)}, not the service`;
  if (channel.ownerId === null || !pair.includes(channel.ownerId)) return `is owned by ${String(channel.ownerId)}, not one of the pair`;
  if (channel.bountyId !== bountyId) return `is about bounty ${String(channel.bountyId)}, not ${bountyId}`;
  return null;
}
