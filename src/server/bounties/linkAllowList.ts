/**
 * The links a masking policy lets through: the host's own domains (BOUNTY_CHAT_HOST_DOMAINS) always, and a list of
 * work links (BOUNTY_CHAT_ALLOWED_LINK_DOMAINS, read in config/contact.ts, else DEFAULT_WORK_LINK_DOMAINS). A bounty's talk is full of links
 * to issues, docs and designs; those say nothing of how to reach someone off the board, so hiding them only hurt.
 */

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
