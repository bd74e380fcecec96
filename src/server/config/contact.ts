import { ConfigError } from './configError';
import type { ServiceEnv } from './configError';
import { list, text } from './read';
import type { ContactPolicy } from '../store/bountyFacts';
import { DEFAULT_WORK_LINK_DOMAINS } from '../bounties/linkAllowList';

/** Who may share contact details, and which link domains are the host's own. */
export interface ContactConfig {
  /** BOUNTY_CHAT_CONTACT_POLICY: the default of a bounty that sets no `contactPolicy` (`allow` when unset). */
  policy: ContactPolicy;
  /** BOUNTY_CHAT_HOST_DOMAINS: links to these domains (and their subdomains) are never hidden. */
  hostDomains: string[];
  /** BOUNTY_CHAT_ALLOWED_LINK_DOMAINS, else the default work links (bounties/linkAllowList.ts): links there are never hidden either. */
  allowedLinkDomains: string[];
}

/** The domains whose links a masking policy lets through: the host's own and the allowed work links. */
export function linkDomainsOf(contact: ContactConfig): string[] {
  return [...contact.hostDomains, ...contact.allowedLinkDomains];
}

/** A domain name as the two domain settings take it. */
const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * BOUNTY_CHAT_ALLOWED_LINK_DOMAINS as a list of domains: unset, the default work links; set, it replaces them
 * (set and empty: none). A value that is not a comma-separated list of domain names is a ConfigError.
 */
function parseAllowedLinkDomains(env: ServiceEnv): string[] {
  const raw = env['BOUNTY_CHAT_ALLOWED_LINK_DOMAINS'];
  if (raw === undefined) return [...DEFAULT_WORK_LINK_DOMAINS];
  const domains = raw.split(',').map((domain) => domain.trim().toLowerCase()).filter(Boolean);
  for (const domain of domains) {
    if (!DOMAIN.test(domain)) throw new ConfigError('BOUNTY_CHAT_ALLOWED_LINK_DOMAINS', `is not a comma-separated list of domain names: ${domain}`);
  }
  return domains;
}

const POLICIES: readonly ContactPolicy[] = ['allow', 'mask-until-awarded', 'mask'];

/** Reads the contact policy settings; a bad value is a ConfigError naming the setting. */
export function parseContactConfig(env: ServiceEnv): ContactConfig {
  const policy = text(env, 'BOUNTY_CHAT_CONTACT_POLICY') ?? 'allow';
  if (!(POLICIES as readonly string[]).includes(policy)) throw new ConfigError('BOUNTY_CHAT_CONTACT_POLICY', `must be one of ${POLICIES.join(', ')}`);
  const domains = list(env, 'BOUNTY_CHAT_HOST_DOMAINS').map((domain) => domain.toLowerCase());
  for (const domain of domains) {
    if (!DOMAIN.test(domain) && domain !== 'localhost') {
      throw new ConfigError('BOUNTY_CHAT_HOST_DOMAINS', `is not a comma-separated list of domain names: ${domain}`);
    }
  }
  return { policy: policy as ContactPolicy, hostDomains: domains, allowedLinkDomains: parseAllowedLinkDomains(env) };
}

