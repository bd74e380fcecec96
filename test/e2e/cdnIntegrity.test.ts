// The CDN files as a host pins them: the versioned loader with its Subresource Integrity hash runs the app it
// was built with; a file that differs by one byte from the published hash is refused by the browser.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser } from './helpers/browser.js';
import type { TestBrowser } from './helpers/browser.js';
import { SNIPPET } from './helpers/pages.js';
import { startStaticServer } from './helpers/staticServer.js';
import type { StaticServer } from './helpers/staticServer.js';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
const integrity = (): Record<string, string> => (JSON.parse(readFileSync(`${dist}integrity.json`, 'utf8')) as { files: Record<string, string> }).files;

let server: StaticServer;
let browser: TestBrowser;

beforeAll(async () => {
  server = await startStaticServer(dist);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A host page with the README's tag: async, integrity, crossorigin, data-api-host; errors land in `log`. */
async function hostWith(name: string, src: string, hash: string): Promise<Page> {
  server.setPage(name, { html: `<!doctype html><html><head><title>host</title>
<script>${SNIPPET}
window.log = [];
BountyChat('on', 'error', (e) => log.push(e.code));
BountyChat('init', { tokenProvider: () => Promise.resolve({ token: 't', iv: 'i' }) });</script>
<script async src="${src}" integrity="${hash}" crossorigin="anonymous" data-api-host="${server.url}"
  onerror="log.push('refused')"></script>
</head><body><h1>Job board</h1></body></html>` });
  const page = await browser.context.newPage();
  await page.goto(`${server.url}/pages/${name}`);
  return page;
}

describe('the CDN files with Subresource Integrity', () => {
  it.each(['bounty-chat.js', `v${version}/bounty-chat.js`])('%s runs with its integrity hash and loads the app', async (file) => {
    const before = server.requests.length;
    const page = await hostWith(`sri-${file.replace('/', '-')}.html`, `/dist/${file}`, integrity()[file]!);
    // The app loaded and called the product service at data-api-host (the static server answers 404).
    await page.waitForFunction(() => (window as unknown as { log: string[] }).log.length > 0);
    expect(await page.evaluate(() => (window as unknown as { log: string[] }).log)).toEqual(['http_404']);
    const entries = server.requests.slice(before).filter((path) => /^\/dist\/app\/(index|mount-\w+)\.js$/.test(path));
    // The pinned copy runs its own build's app (a content-hashed entry), never the moving app/index.js.
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatch(file.startsWith('v') ? /^\/dist\/app\/mount-\w+\.js$/ : /^\/dist\/app\/index\.js$/);
    await page.close();
  });

  it('refuses a loader whose bytes differ from the published hash', async () => {
    const pinned = readFileSync(`${dist}v${version}/bounty-chat.js`, 'utf8');
    server.setPage('evil/bounty-chat.js', { html: `${pinned}\n;window.tampered = true;`, headers: { 'content-type': 'text/javascript' } });
    const page = await hostWith('sri-tampered.html', '/pages/evil/bounty-chat.js', integrity()[`v${version}/bounty-chat.js`]!);
    await page.waitForFunction(() => (window as unknown as { log: string[] }).log.length > 0);
    expect(await page.evaluate(() => (window as unknown as { log: string[] }).log)).toEqual(['refused']);
    expect(await page.evaluate(() => ({ tampered: 'tampered' in window, loaded: window.BountyChat?.loaded ?? false }))).toEqual({ tampered: false, loaded: false });
    await page.close();
  });
});
