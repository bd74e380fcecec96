import type { Clock } from '../clock';
import { isUserId } from '../../contract/ids';
import { FORMER_MEMBER } from '../host/pseudonym';
import { ApiError } from '../http/errors';
import type { ChatProvider } from '../provider/chatProvider';
import type { BountyFacts, BountyStatus, BountyStore, ContactPolicy } from '../store/bountyFacts';
import type { TicketLedger } from '../store/ticketLedger';
import { sortedPair } from '../store/dmRegistry';
import type { DmRegistry } from '../store/dmRegistry';
import type { UserDirectory } from '../store/userDirectory';
import type { HostBountyBody } from './hostBountyBody';

/** What PUT /api/host/v1/bounties/{id} needs. */
export interface BountyDeps {
  stream: ChatProvider;
  bounties: BountyStore;
  directory: Pick<UserDirectory, 'find'>;
  /** Where the host API's changes are recorded, so a ticket minted before one cannot undo it. */
  tickets: Pick<TicketLedger, 'recordHostChange'>;
  /** The DM registry: which DM is the awarded pair's (it stays open when the bounty closes). */
  dms: Pick<DmRegistry, 'find'>;
  clock: Clock;
  log(message: string): void;
  /** BOUNTY_CHAT_CONTACT_POLICY: copied to the channels of a bounty that sets none, so the composer can warn. */
  defaultContactPolicy: ContactPolicy;
  /** Told of a status this call changed (the host's `bounty.status_changed`); must not throw. */
  onStatusChanged?: (change: { bountyId: string; old: BountyStatus; new: BountyStatus; awardedTo: string | null }) => Promise<void>;
}

/** Who sets the bounty: the host API, or a bounty ticket minted at `iat` (seconds since the epoch). */
export type BountySource = { by: 'host' } | { by: 'ticket'; iat: number };

/** The bounty as the host API answers it. */
export interface HostBounty {
  id: string;
  title: string;
  ownerId: string;
  url: string | null;
  reward: string | null;
  status: BountyStatus;
  awardedTo: string | null;
  contactPolicy: string | null;
  /** `on` or `off`; null follows the service's default (BOUNTY_CHAT_FIRST_CONTACT_GUARD). */
  firstContactGuard: 'on' | 'off' | null;
  /** Whether this call changed the status (false when it repeated the recorded one). */
  statusChanged: boolean;
}

/** The start of the system message of a reopen that keeps the winner (an erasure renames what follows). */
export const REOPENED_AWARDED = 'Bounty reopened; still awarded to ';

/**
 * The system message each status posts in the bounty's conversations; `reopened`: the host reopened a closed bounty
 * that keeps its winner (recorded as awarded again).
 */
export function statusMessage(status: BountyStatus, awardedName: string | null, reopened = false): string {
  if (status === 'closed') return 'This bounty was closed';
  if (status === 'awarded' && reopened) return `${REOPENED_AWARDED}${awardedName ?? 'someone'}`;
  if (status === 'awarded') return `Awarded to ${awardedName ?? 'someone'}`;
  return 'This bounty was reopened';
}

/**
 * The winner after a call: the one `awarded` names; none when the host clears it (`awardedTo: null`); else the
 * recorded one, so closing an awarded bounty, or reopening it, keeps its winner.
 */
export function nextWinner(body: Pick<HostBountyBody, 'status' | 'awardedTo'>, recorded: string | null): string | null {
  if (body.status === 'awarded') return body.awardedTo ?? null;
  return body.awardedTo === null ? null : recorded;
}

/** The status recorded for a call: reopening a bounty that keeps its winner makes it awarded again. */
export function nextStatus(asked: BountyStatus, winner: string | null): BountyStatus {
  return asked === 'open' && winner !== null ? 'awarded' : asked;
}

/**
 * Creates or corrects the bounty channel and records the host's facts; a new status is applied once (the
 * store's compare-and-set decides which call, on which instance, applies it) to the bounty channel and every
 * DM about it: frozen when closed (but for the awarded pair's DM), writable otherwise, with one system message in each. A host API call is
 * recorded in the ticket ledger first; a ticket's status then moves only when it was minted after the host's
 * last call.
 */
export async function putBounty(bountyId: string, body: HostBountyBody, deps: BountyDeps, source: BountySource): Promise<HostBounty> {
  const stored = await deps.bounties.find(bountyId);
  const atProvider = await deps.stream.findChannel(bountyId, null);
  if (atProvider && atProvider.kind !== 'bounty') throw unknownBounty();
  const title = body.title ?? stored?.title ?? atProvider?.name ?? null;
  const ownerId = body.ownerId ?? stored?.ownerId ?? atProvider?.ownerId ?? null;
  if (title === null || ownerId === null) throw unknownBounty();
  const facts = {
    bountyId,
    title,
    ownerId,
    url: body.url === undefined ? (stored?.url ?? null) : body.url,
    reward: body.reward === undefined ? (stored?.reward ?? null) : body.reward,
    contactPolicy: body.contactPolicy === undefined ? (stored?.contactPolicy ?? null) : body.contactPolicy,
    firstContactGuard: body.firstContactGuard === undefined ? (stored?.firstContactGuard ?? null) : body.firstContactGuard,
  };
  const awardedTo = nextWinner(body, stored?.awardedTo ?? null);
  const asked = nextStatus(body.status, awardedTo);
  // A winner erased since is recorded under a pseudonym, which is no user to create.
  await deps.stream.createMissingUsers([...new Set([ownerId, ...(awardedTo !== null && isUserId(awardedTo) ? [awardedTo] : [])])]);
  const channel = await deps.stream.getOrCreateChannel(bountyId, {
    memberIds: [ownerId],
    custom: { name: title, kind: 'bounty', bounty_id: bountyId, owner_id: ownerId, status: 'open' },
  });
  // The same id may hold a channel the service did not make as a bounty: never take it over.
  if (channel.kind !== 'bounty') throw unknownBounty();
  // Before the status's compare-and-set: a ticket's change checks this mark in its own statement.
  if (source.by === 'host') await deps.tickets.recordHostChange(bountyId, deps.clock.now());
  await deps.bounties.saveFacts(facts);
  const statusChanged = await deps.bounties.changeStatus(bountyId, asked, awardedTo, source.by === 'ticket' ? source.iat : undefined);
  // Unchanged, the recorded status stands (the same one, or the host's when it overruled a ticket).
  const recorded = statusChanged ? null : await deps.bounties.find(bountyId);
  const status = recorded?.status ?? asked;
  const winner = recorded ? recorded.awardedTo : awardedTo;
  const factsChanged = stored === null || stored.title !== title || stored.ownerId !== ownerId || stored.url !== facts.url
    || stored.reward !== facts.reward || stored.contactPolicy !== facts.contactPolicy
    || stored.firstContactGuard !== facts.firstContactGuard;
  const current: BountyFacts = { ...facts, status, awardedTo: winner, updatedAt: 0 };
  if (statusChanged) await deps.onStatusChanged?.({ bountyId, old: stored?.status ?? 'open', new: status, awardedTo: winner });
  const reopened = body.status === 'open' && status === 'awarded' && stored?.status === 'closed';
  if (statusChanged || factsChanged) await copyFacts(current, deps, statusChanged ? { reopened } : null);
  return { id: bountyId, title, ownerId, url: facts.url, reward: facts.reward, status, awardedTo: winner, contactPolicy: facts.contactPolicy, firstContactGuard: facts.firstContactGuard, statusChanged };
}

/** Every channel of the bounty: its own, then its DMs from the registry and from the provider. */
async function channelsOf(bountyId: string, deps: BountyDeps): Promise<string[]> {
  const recorded = await deps.bounties.dmChannelIds(bountyId);
  const found = (await deps.stream.dmsAbout(bountyId)).map((channel) => channel.channelId);
  return [...new Set([bountyId, ...recorded, ...found])];
}

/** The custom fields a bounty's facts put on its channels (`bounty_title` on DMs, `name` on its own). */
export function factFields(facts: BountyFacts): { set: Record<string, string | boolean>; unset: string[] } {
  const set: Record<string, string | boolean> = { status: facts.status, frozen: facts.status === 'closed' };
  const unset: string[] = [];
  // first_contact_guard: read by the before-send hook from the channel it is given (only the service sets it).
  const optional = { bounty_url: facts.url, reward: facts.reward, contact_policy: facts.contactPolicy, awarded_to: facts.awardedTo, first_contact_guard: facts.firstContactGuard };
  for (const [key, value] of Object.entries(optional)) {
    if (value === null) unset.push(key);
    else set[key] = value;
  }
  return { set, unset };
}

/**
 * The awarded pair's DM (the bounty's owner, from the service's records, and its winner), from the DM registry;
 * null without a winner or before they have a DM.
 */
export async function winnerDm(facts: Pick<BountyFacts, 'bountyId' | 'ownerId' | 'awardedTo'>, dms: Pick<DmRegistry, 'find'>): Promise<string | null> {
  if (facts.awardedTo === null || facts.awardedTo === facts.ownerId) return null;
  return dms.find(sortedPair(facts.ownerId, facts.awardedTo), facts.bountyId);
}

/**
 * Copies the facts to every channel of the bounty; `announce` (a status change) also posts the system message and
 * moves `closed_at`, the day the composer's notice names. Freezing is the provider's guard: a closed bounty's
 * channels refuse new messages from their members, but for the awarded pair's DM, where the work goes on.
 */
async function copyFacts(facts: BountyFacts, deps: BountyDeps, announce: { reopened: boolean } | null): Promise<void> {
  const { set, unset } = factFields({ ...facts, contactPolicy: facts.contactPolicy ?? deps.defaultContactPolicy });
  if (announce && facts.status === 'closed') set['closed_at'] = new Date(deps.clock.now()).toISOString();
  else if (announce) unset.push('closed_at');
  const awardedName = facts.awardedTo === null ? null : ((await deps.directory.find(facts.awardedTo))?.name ?? (isUserId(facts.awardedTo) ? facts.awardedTo : FORMER_MEMBER));
  const text = statusMessage(facts.status, awardedName, announce?.reopened === true);
  const kept = facts.status === 'closed' ? await winnerDm(facts, deps.dms) : null;
  for (const channelId of await channelsOf(facts.bountyId, deps)) {
    const own = channelId === facts.bountyId;
    await deps.stream.updateChannel(channelId, { ...set, frozen: set['frozen'] === true && channelId !== kept, ...(own ? { name: facts.title, owner_id: facts.ownerId } : { bounty_title: facts.title }) }, unset);
    if (!announce) continue;
    // Read for the owner before: marking the channel read after it must not swallow a message he has not read yet.
    const caughtUp = await ownerCaughtUp(channelId, facts, deps);
    const messageId = await deps.stream.sendSystemMessage(channelId, text);
    // The notice names the winner: kept, so erasing them can rename it.
    if (facts.status === 'awarded' && facts.awardedTo !== null) await deps.bounties.recordAwardNotice(messageId, channelId, facts.awardedTo);
    if (caughtUp) await readByActor(channelId, facts, deps);
  }
  if (announce) deps.log(`bounty ${facts.bountyId}: status ${facts.status} applied${kept ? ` (the winner's DM ${kept} stays open)` : ''}`);
}

/**
 * Award, close and reopen are the poster's own actions (the host changes a bounty's status for its owner, through
 * the host API or the owner's ticket): the system message that reports one is marked read for the owner, so it
 * never counts as unread (badge, launcher, e-mail digest) for the one who caused it. Only where he had read
 * everything before it (the provider counts unread from one read mark: marking it read would also mark a message
 * he has not read). Best effort: a channel he is not in keeps the message for the others; the status stays applied.
 */
async function ownerCaughtUp(channelId: string, facts: BountyFacts, deps: BountyDeps): Promise<boolean> {
  const seen = await deps.stream.findChannel(channelId, facts.ownerId).catch(() => null);
  return seen?.unread === 0;
}

async function readByActor(channelId: string, facts: BountyFacts, deps: BountyDeps): Promise<void> {
  try {
    await deps.stream.markRead(channelId, facts.ownerId);
  } catch (error) {
    deps.log(`bounty ${facts.bountyId}: could not mark ${channelId} read for its owner (${error instanceof Error ? error.message : String(error)})`);
  }
}

function unknownBounty(): ApiError {
  return new ApiError('not_found', 'there is no bounty with this id; send its title and ownerId to create it');
}
