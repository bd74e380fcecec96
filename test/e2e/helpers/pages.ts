/** Host pages for the browser tests: the documented snippet, the loader tag in its three placements. */

/** The queue snippet hosts paste before the loader tag (as the README gives it), verbatim. */
export const SNIPPET = 'window.BountyChat = window.BountyChat || function () { (BountyChat.q = BountyChat.q || []).push(arguments) };';

/** Where the loader's tag goes. */
export type Placement = 'async' | 'defer' | 'head';

/** A host page that queues `calls` (JS source) before the loader arrives, then loads it as `placement` says. */
export function hostPage(placement: Placement, calls: string, apiHost: string): string {
  const tag = `<script ${placement == 'head' ? '' : placement} src="/dist/bounty-chat.js" data-api-host="${apiHost}"></script>`;
  return `<!doctype html><html><head><title>host</title>
${placement == 'head' ? tag : ''}
<script>${SNIPPET}
window.log = [];
${calls}</script>
</head><body><h1>Job board</h1><p id="host-text">Host content</p>
${placement == 'head' ? '' : tag}
</body></html>`;
}
