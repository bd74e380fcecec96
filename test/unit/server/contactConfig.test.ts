// BOUNTY_CHAT_CONTACT_POLICY and BOUNTY_CHAT_HOST_DOMAINS: checked at start-up, naming the setting.
import { describe, expect, it } from 'vitest';
import { parseContactConfig } from '../../../src/server/config/contact';

describe('parseContactConfig', () => {
  it('defaults to allow with no host domains', () => {
    expect(parseContactConfig({})).toEqual({ policy: 'allow', hostDomains: [] });
  });
  it('reads a policy and a comma list of domains', () => {
    expect(parseContactConfig({ BOUNTY_CHAT_CONTACT_POLICY: 'mask-until-awarded', BOUNTY_CHAT_HOST_DOMAINS: ' Jobs.Example.com, example.org ' }))
      .toEqual({ policy: 'mask-until-awarded', hostDomains: ['jobs.example.com', 'example.org'] });
  });
  it.each<[Record<string, string>, RegExp]>([
    [{ BOUNTY_CHAT_CONTACT_POLICY: 'hide' }, /BOUNTY_CHAT_CONTACT_POLICY.*allow, mask-until-awarded, mask/],
    [{ BOUNTY_CHAT_HOST_DOMAINS: 'https://jobs.example.com' }, /BOUNTY_CHAT_HOST_DOMAINS/],
  ])('refuses %j', (env, message) => {
    expect(() => parseContactConfig(env)).toThrow(message);
  });
});
