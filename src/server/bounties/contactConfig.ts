import { ConfigError } from '../configError';
import type { ServiceEnv } from '../configError';
import type { ContactPolicy } from '../store/bountyFacts';
import { parseAllowedLinkDomains } from './linkAllowList';

/** Who may share contact details, and which link domains are the host's own. */
export interface ContactConfig {
  /** BOUNTY_CHAT_CONTACT_POLICY: the default of a bounty that sets no `contactPolicy` (`allow` when unset). */
  policy: ContactPolicy;
  /** BOUNTY_CHAT_HOST_DOMAINS: links to these domains (and their subdomains) are never hidden. */
  hostDomains: string[];
  /** BOUNTY_CHAT_ALLOWED_LINK_DOMAINS, else the default work links (linkAllowList.ts): links there are never hidden either. */
  allowedLinkDomains: string[];
}

/** The domains whose links a masking policy lets through: the host's own and the allowed work links. */
export function linkDomainsOf(contact: ContactConfig): string[] {
  return [...contact.hostDomains, ...contact.allowedLinkDomains];
}

const POLICIES: readonly ContactPolicy[] = ['allow', 'mask-until-awarded', 'mask'];

/** Reads the contact policy settings; a bad value is a ConfigError naming the setting. */
export function parseContactConfig(env: ServiceEnv): ContactConfig {
  const policy = env['BOUNTY_CHAT_CONTACT_POLICY']?.trim() || 'allow';
  if (!(POLICIES as readonly string[]).includes(policy)) throw new ConfigError('BOUNTY_CHAT_CONTACT_POLICY', `must be one of ${POLICIES.join(', ')}`);
  const domains = (env['BOUNTY_CHAT_HOST_DOMAINS'] ?? '').split(',').map((domain) => domain.trim().toLowerCase()).filter(Boolean);
  for (const domain of domains) {
    if (!/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(domain) && domain !== 'localhost') {
      throw new ConfigError('BOUNTY_CHAT_HOST_DOMAINS', `is not a comma-separated list of domain names: ${domain}`);
    }
  }
  return { policy: policy as ContactPolicy, hostDomains: domains, allowedLinkDomains: parseAllowedLinkDomains(env) };
}

/** Hosted Stream's CDN, where uploads through the provider are served from (its regions are subdomains). */
const STREAM_CDN = 'stream-io-cdn.com';
const isLoopback = (hostname: string) => hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';

/**
 * Whether an attachment's address is an upload through the provider: hosted Stream's CDN (https), or the provider's
 * own host (`STREAM_BASE_URL`: fake-stream serves its uploads there; a loopback name stands for any other).
 */
export function uploadHostCheck(streamBaseUrl: string): (url: string) => boolean {
  const base = new URL(streamBaseUrl);
  return (url) => {
    let address: URL;
    try {
      address = new URL(url);
    } catch {
      return false;
    }
    if (address.hostname === STREAM_CDN || address.hostname.endsWith(`.${STREAM_CDN}`)) return address.protocol === 'https:';
    if (address.protocol !== base.protocol || address.port !== base.port) return false;
    return address.hostname === base.hostname || (isLoopback(address.hostname) && isLoopback(base.hostname));
  };
}
