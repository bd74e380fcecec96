// BOUNTY_CHAT_CONTACT_POLICY and BOUNTY_CHAT_HOST_DOMAINS: checked at start-up, naming the setting.
import { describe, expect, it } from 'vitest';
import { parseContactConfig } from '../../../src/server/config/contact';
import { DEFAULT_WORK_LINK_DOMAINS } from '../../../src/server/bounties/linkAllowList';

describe('parseContactConfig', () => {
  it('defaults to allow with no host domains', () => {
    expect(parseContactConfig({})).toEqual({ policy: 'allow', hostDomains: [], allowedLinkDomains: DEFAULT_WORK_LINK_DOMAINS });
  });
  it('reads a policy and a comma list of domains', () => {
    expect(parseContactConfig({ BOUNTY_CHAT_CONTACT_POLICY: 'mask-until-awarded', BOUNTY_CHAT_HOST_DOMAINS: ' Jobs.Example.com, example.org ' }))
      .toEqual({ policy: 'mask-until-awarded', hostDomains: ['jobs.example.com', 'example.org'], allowedLinkDomains: DEFAULT_WORK_LINK_DOMAINS });
  });
  it('takes BOUNTY_CHAT_ALLOWED_LINK_DOMAINS in place of the default work links (empty: none)', () => {
    expect(parseContactConfig({ BOUNTY_CHAT_ALLOWED_LINK_DOMAINS: ' GitHub.com, figma.com ' }).allowedLinkDomains).toEqual(['github.com', 'figma.com']);
    expect(parseContactConfig({ BOUNTY_CHAT_ALLOWED_LINK_DOMAINS: '' }).allowedLinkDomains).toEqual([]);
  });
  it.each<[Record<string, string>, RegExp]>([
    [{ BOUNTY_CHAT_CONTACT_POLICY: 'hide' }, /BOUNTY_CHAT_CONTACT_POLICY.*allow, mask-until-awarded, mask/],
    [{ BOUNTY_CHAT_HOST_DOMAINS: 'https://jobs.example.com' }, /BOUNTY_CHAT_HOST_DOMAINS/],
    [{ BOUNTY_CHAT_ALLOWED_LINK_DOMAINS: 'github.com/issues' }, /BOUNTY_CHAT_ALLOWED_LINK_DOMAINS/],
  ])('refuses %j', (env, message) => {
    expect(() => parseContactConfig(env)).toThrow(message);
  });
});
