/** The benchmark's two pages: a host page with the widget, and the plain-kit page. */
import { SNIPPET } from '../../e2e/helpers/pages.js';

/** A host page with the widget; the host's tokenProvider calls the exposed `mintToken`. */
export function widgetPage(apiHost: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Job board</title>
<script async src="/dist/bounty-chat.js" data-api-host="${apiHost}"></script>
<script>${SNIPPET}
BountyChat('on', 'ready', () => { window.readyAt = performance.now(); });
BountyChat('init', { tokenProvider: () => window.mintToken() });</script></head>
<body><h1>Bounties</h1><p>Fix the flaky checkout test, reward $200.</p></body></html>`;
}

/** The plain kit's page for `user`, signed in with a Stream token, talking to fake-stream at `baseURL`. */
export function plainPage(config: { apiKey: string; baseURL: string; userId: string; userName: string; token: string }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Chat</title>
<link rel="stylesheet" href="/plain/kit.css">
<style>html, body, #root { height: 100%; margin: 0 } #root { display: flex }
#root > .str-chat__channel-list { width: 300px; flex: none } #root > .str-chat__channel { flex: 1; min-width: 0; height: 100% }</style>
<script>window.plainChat = ${JSON.stringify(config)};</script>
<script type="module" src="/plain/app.js"></script></head><body><div id="root"></div></body></html>`;
}
