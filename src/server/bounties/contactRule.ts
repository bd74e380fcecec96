/**
 * The one rule for what a message may carry in a channel: the before-message-send hook (new messages), the
 * edit-message route (edits) and the after-the-fact edit masking all store `maskUnderPolicy`'s text.
 */
import type { ChannelSnapshot } from '../provider/chatProvider';
import type { ContactPolicy } from '../store/bountyFacts';
import type { ContactConfig } from './contactConfig';
import { maskContacts } from './maskContacts';

const POLICIES: readonly string[] = ['allow', 'mask-until-awarded', 'mask'];

/**
 * The policy for one message: the channel's `contact_policy` (the host's per bounty, set by the service only),
 * else the host's default. Under `mask-until-awarded`, the DM of the awarded pair is `allow` once the bounty is
 * awarded (the channel's `status` and `awarded_to`, copied there by the service).
 */
export function policyFor(channel: Record<string, unknown>, fallback: ContactPolicy): ContactPolicy {
  const own = channel['contact_policy'];
  const policy = typeof own === 'string' && POLICIES.includes(own) ? (own as ContactPolicy) : fallback;
  if (policy !== 'mask-until-awarded') return policy;
  const awarded = channel['status'] === 'awarded' && typeof channel['awarded_to'] === 'string' ? channel['awarded_to'] : null;
  const pair = channel['kind'] === 'dm' && awarded !== null && (channel['candidate_id'] === awarded || channel['owner_id'] === awarded);
  return pair ? 'allow' : policy;
}

/** The fields `policyFor` reads, from a channel the service looked up (as the hook gets them in its payload). */
export function policyFields(channel: ChannelSnapshot): Record<string, unknown> {
  const awarded = channel.bountyFacts['awarded_to'];
  return {
    ...channel.bountyFacts,
    kind: channel.kind,
    // The awarded pair's DM: the awarded user is one of its two members.
    ...(awarded !== undefined && channel.memberIds.includes(awarded) && { candidate_id: awarded }),
  };
}

/** `text` as the channel lets it be stored: contact details hidden unless its policy allows them. */
export function maskUnderPolicy(text: string, channel: Record<string, unknown>, contact: ContactConfig): string {
  return policyFor(channel, contact.policy) === 'allow' ? text : maskContacts(text, contact.hostDomains);
}
