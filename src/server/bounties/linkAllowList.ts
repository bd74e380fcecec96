/**
 * The links a masking policy lets through: the host's own domains (BOUNTY_CHAT_HOST_DOMAINS) always, and a list of
 * work links (BOUNTY_CHAT_ALLOWED_LINK_DOMAINS, else DEFAULT_WORK_LINK_DOMAINS). A bounty's talk is full of links
 * to issues, docs and designs; those say nothing of how to reach someone off the board, so hiding them only hurt.
 */
import { ConfigError } from '../configError';
import type { ServiceEnv } from '../configError';

/**
 * The default work links: code hosts, package and documentation sites, design tools. A domain covers its
 * subdomains ("github.com" lets "gist.github.com" through). A profile page on one of them can still name someone;
 * an operator who minds sets BOUNTY_CHAT_ALLOWED_LINK_DOMAINS (empty: no link passes but the host's).
 */
export const DEFAULT_WORK_LINK_DOMAINS: readonly string[] = [
  // Code hosts and playgrounds.
  'github.com', 'githubusercontent.com', 'gitlab.com', 'bitbucket.org', 'codeberg.org', 'sr.ht',
  'codepen.io', 'codesandbox.io', 'stackblitz.com', 'jsfiddle.net',
  // Documentation, references and packages.
  'developer.mozilla.org', 'stackoverflow.com', 'readthedocs.io', 'docs.rs', 'crates.io', 'npmjs.com', 'pypi.org',
  'pkg.go.dev', 'docs.python.org', 'learn.microsoft.com', 'developer.apple.com', 'developer.android.com',
  'docs.stripe.com', 'w3.org', 'whatwg.org',
  // Design tools.
  'figma.com', 'miro.com', 'excalidraw.com', 'canva.com', 'sketch.com', 'invisionapp.com', 'zeplin.io',
];

const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * BOUNTY_CHAT_ALLOWED_LINK_DOMAINS as a list of domains: unset, the default work links; set, it replaces them
 * (set and empty: none). A value that is not a comma-separated list of domain names is a ConfigError.
 */
export function parseAllowedLinkDomains(env: ServiceEnv): string[] {
  const raw = env['BOUNTY_CHAT_ALLOWED_LINK_DOMAINS'];
  if (raw === undefined) return [...DEFAULT_WORK_LINK_DOMAINS];
  const domains = raw.split(',').map((domain) => domain.trim().toLowerCase()).filter(Boolean);
  for (const domain of domains) {
    if (!DOMAIN.test(domain)) throw new ConfigError('BOUNTY_CHAT_ALLOWED_LINK_DOMAINS', `is not a comma-separated list of domain names: ${domain}`);
  }
  return domains;
}
