/**
 * The one rule for what a message may carry in a channel: the before-message-send hook (new messages), the
 * edit-message route (edits), the after-the-fact edit masking and replies by e-mail all store what
 * `maskUnderPolicy` (text) and `maskMessage` (the whole message) answer, under the policy `contactPolicyOf` gives.
 */
import type { ChannelSnapshot } from '../provider/chatProvider';
import type { BountyStore, ContactPolicy } from '../store/bountyFacts';
import { sortedPair } from '../store/dmRegistry';
import type { DmRegistry } from '../store/dmRegistry';
import { linkDomainsOf } from '../config/contact';
import type { ContactConfig } from '../config/contact';
import { maskContacts } from './maskContacts';

const POLICIES: readonly string[] = ['allow', 'mask-until-awarded', 'mask'];

/**
 * The policy a channel names: its `contact_policy` (the host's per bounty, set by the service only), else the
 * host's default. `mask-until-awarded` stays that here: whether a channel is the awarded pair's DM is for
 * `contactPolicyOf` to decide, from the service's records.
 */
export function policyFor(channel: Record<string, unknown>, fallback: ContactPolicy): ContactPolicy {
  const own = channel['contact_policy'];
  return typeof own === 'string' && POLICIES.includes(own) ? (own as ContactPolicy) : fallback;
}

/** Whether `channelId` is the DM between the owner of `bountyId` and its awardee, by the service's records. */
export type AwardedPairCheck = (channelId: string, bountyId: string) => Promise<boolean>;

/**
 * The awarded pair from the store: the bounty has a winner (its row, as the host API set it: awarded, or closed
 * or reopened since with the winner kept), and the channel is
 * the one the DM registry holds for its owner and awardee about it. A channel's own fields (`candidate_id`,
 * `owner_id`) are not read: the member who opened a DM chose them. Without a bounty store no DM is the pair.
 */
export function createAwardedPairCheck(bounties: Pick<BountyStore, 'find'> | null, registry: Pick<DmRegistry, 'find'>): AwardedPairCheck {
  return async (channelId, bountyId) => {
    const facts = bounties === null ? null : await bounties.find(bountyId);
    if (!facts || facts.status === 'open' || facts.awardedTo === null || facts.awardedTo === facts.ownerId) return false;
    return (await registry.find(sortedPair(facts.ownerId, facts.awardedTo), bountyId)) === channelId;
  };
}

/**
 * The policy for one message in channel `channelId`: policyFor, and under `mask-until-awarded` `allow` in the DM
 * between the bounty's owner and its awardee once the bounty is awarded, and after it closes with its winner kept
 * (awardedPair). The channel's copy of the status only spares the store a read while the bounty is open.
 */
export async function contactPolicyOf(channel: Record<string, unknown>, channelId: string, fallback: ContactPolicy, awardedPair: AwardedPairCheck): Promise<ContactPolicy> {
  const policy = policyFor(channel, fallback);
  if (policy !== 'mask-until-awarded' || channel['kind'] !== 'dm' || (channel['status'] !== 'awarded' && channel['status'] !== 'closed')) return policy;
  const bountyId = channel['bounty_id'];
  return typeof bountyId === 'string' && (await awardedPair(channelId, bountyId)) ? 'allow' : policy;
}

/** The fields `contactPolicyOf` reads, from a channel the service looked up (as the hook gets them in its payload). */
export function policyFields(channel: ChannelSnapshot): Record<string, unknown> {
  return { ...channel.bountyFacts, kind: channel.kind, bounty_id: channel.bountyId };
}

/** `text` as `policy` lets it be stored: contact details and outside links hidden unless it allows them. */
export function maskUnderPolicy(text: string, policy: ContactPolicy, contact: ContactConfig): string {
  return policy === 'allow' ? text : maskContacts(text, linkDomainsOf(contact));
}

const EXTENSION = /\.[A-Za-z0-9]{1,8}$/;

/** A file name as `policy` lets it be stored: its extension kept, so "…bob@gmail.com.pdf" stays a ".pdf". */
export function maskFileName(name: string, policy: ContactPolicy, contact: ContactConfig): string {
  const extension = EXTENSION.exec(name)?.[0] ?? '';
  return maskUnderPolicy(name.slice(0, name.length - extension.length), policy, contact) + extension;
}
