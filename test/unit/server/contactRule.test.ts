// One rule for what a message may carry, for the hook's channel payload and for a channel the service looked up.
import { describe, expect, it } from 'vitest';
import { maskUnderPolicy, policyFields, policyFor } from '../../../src/server/bounties/contactRule';
import type { ChannelSnapshot } from '../../../src/server/provider/chatProvider';

const CONTACT = { policy: 'allow' as const, hostDomains: ['jobs.example.com'] };
const TEXT = 'call me on +44 20 7946 0958';
const HIDDEN = 'call me on [contact details hidden]';

function dm(facts: Record<string, string>): ChannelSnapshot {
  return {
    channelId: 'dm-1', channelType: 'bountychat', name: null, kind: 'dm', bountyId: 'b1', createdById: 'svc', ownerId: 'polly',
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
    ["the awarded pair's DM", { contact_policy: 'mask-until-awarded', status: 'awarded', awarded_to: 'casey', kind: 'dm', candidate_id: 'casey' }, 'allow'],
    ["another candidate's DM", { contact_policy: 'mask-until-awarded', status: 'awarded', awarded_to: 'dan', kind: 'dm', candidate_id: 'casey' }, 'mask-until-awarded'],
    ['the bounty channel after the award', { contact_policy: 'mask-until-awarded', status: 'awarded', awarded_to: 'casey', kind: 'bounty' }, 'mask-until-awarded'],
  ])('%s', (_name, channel, expected) => {
    expect(policyFor(channel, 'allow')).toBe(expected);
  });
});

describe('maskUnderPolicy over a looked-up channel (policyFields)', () => {
  it.each<[string, Record<string, string>, string]>([
    ['masked until awarded', { contact_policy: 'mask-until-awarded', status: 'open' }, HIDDEN],
    ['as written once its pair is awarded', { contact_policy: 'mask-until-awarded', status: 'awarded', awarded_to: 'casey' }, TEXT],
    ['masked when someone outside the DM is awarded', { contact_policy: 'mask-until-awarded', status: 'awarded', awarded_to: 'dan' }, HIDDEN],
    ['masked under mask, even awarded', { contact_policy: 'mask', status: 'awarded', awarded_to: 'casey' }, HIDDEN],
    ['as written under allow', { contact_policy: 'allow' }, TEXT],
  ])('%s', (_name, facts, expected) => {
    expect(maskUnderPolicy(TEXT, policyFields(dm(facts)), CONTACT)).toBe(expected);
  });
});
