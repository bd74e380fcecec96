// One rule for what a message may carry, for the hook's channel payload and for a channel the service looked up.
import { describe, expect, it } from 'vitest';
import { contactPolicyOf, maskUnderPolicy, policyFields, policyFor } from '../../../src/server/bounties/contactRule';
import type { AwardedPairCheck } from '../../../src/server/bounties/contactRule';
import type { ChannelSnapshot } from '../../../src/server/provider/chatProvider';

const CONTACT = { policy: 'allow' as const, hostDomains: ['jobs.example.com'], allowedLinkDomains: [] };
const TEXT = 'call me on +44 20 7946 0958';
const HIDDEN = 'call me on [contact details hidden]';
/** The service's records: dm-pair is the DM of b1's owner and its awardee. */
const RECORDS: AwardedPairCheck = async (channelId, bountyId) => channelId === 'dm-pair' && bountyId === 'b1';

function dm(channelId: string, facts: Record<string, string>): ChannelSnapshot {
  return {
    channelId, channelType: 'bountychat', name: null, kind: 'dm', bountyId: 'b1', createdById: 'svc', ownerId: 'polly',
    bountyTitle: null, bountyFacts: facts, memberIds: ['polly', 'casey'], memberCount: 2, archived: false, frozen: false,
    lastMessageAt: null, unread: null, muted: null,
  };
}

describe('policyFor', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ["the host's default when the channel names none", {}, 'allow'],
    ["the channel's own", { contact_policy: 'mask' }, 'mask'],
    ['an unknown value falls back to the default', { contact_policy: 'sometimes' }, 'allow'],
    ['until awarded', { contact_policy: 'mask-until-awarded', status: 'open' }, 'mask-until-awarded'],
  ])('%s', (_name, channel, expected) => {
    expect(policyFor(channel, 'allow')).toBe(expected);
  });
});

describe('contactPolicyOf: the awarded pair is decided by the service records, never by the channel fields', () => {
  const awarded = { contact_policy: 'mask-until-awarded', status: 'awarded', awarded_to: 'casey', kind: 'dm', bounty_id: 'b1' };
  it.each<[string, string, Record<string, unknown>, string]>([
    ["the awarded pair's DM", 'dm-pair', awarded, 'allow'],
    ["the awarded pair's DM after the bounty closed (the winner kept)", 'dm-pair', { ...awarded, status: 'closed' }, 'allow'],
    ["another member's DM after the bounty closed", 'dm-other', { ...awarded, status: 'closed' }, 'mask-until-awarded'],
    ["another member's DM with the awardee, whatever candidate_id and owner_id say", 'dm-other', { ...awarded, candidate_id: 'casey', owner_id: 'casey' }, 'mask-until-awarded'],
    ['a DM naming another bounty', 'dm-pair', { ...awarded, bounty_id: 'b2' }, 'mask-until-awarded'],
    ['not yet awarded', 'dm-pair', { ...awarded, status: 'open' }, 'mask-until-awarded'],
    ['the bounty channel after the award', 'dm-pair', { ...awarded, kind: 'bounty' }, 'mask-until-awarded'],
    ['under mask, even the pair', 'dm-pair', { ...awarded, contact_policy: 'mask' }, 'mask'],
  ])('%s', async (_name, channelId, channel, expected) => {
    expect(await contactPolicyOf(channel, channelId, 'allow', RECORDS)).toBe(expected);
  });
});

describe('maskUnderPolicy over a looked-up channel (policyFields)', () => {
  it.each<[string, string, Record<string, string>, string]>([
    ['masked until awarded', 'dm-pair', { contact_policy: 'mask-until-awarded', status: 'open' }, HIDDEN],
    ['as written once its pair is awarded', 'dm-pair', { contact_policy: 'mask-until-awarded', status: 'awarded', awarded_to: 'casey' }, TEXT],
    ["masked in a DM that is not the pair's", 'dm-other', { contact_policy: 'mask-until-awarded', status: 'awarded', awarded_to: 'casey' }, HIDDEN],
    ['masked under mask, even awarded', 'dm-pair', { contact_policy: 'mask', status: 'awarded', awarded_to: 'casey' }, HIDDEN],
    ['as written under allow', 'dm-pair', { contact_policy: 'allow' }, TEXT],
  ])('%s', async (_name, channelId, facts, expected) => {
    const channel = dm(channelId, facts);
    expect(maskUnderPolicy(TEXT, await contactPolicyOf(policyFields(channel), channelId, 'allow', RECORDS), CONTACT)).toBe(expected);
  });
});
