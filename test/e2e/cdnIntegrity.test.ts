// The CDN files as a host pins them: the versioned loader with its Subresource Integrity hash runs the app it
// was built with; a file that differs by one byte from the published hash is refused by the browser, and so is
// every app chunk the pinned loader brings in, the lazy ones included.
import { readFileSync, readdirSync } from 'node:fs';
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

const appFiles = (): string[] => readdirSync(`${dist}app`).filter((file) => file.endsWith('.js'));
/** The pin module the pinned loader names. */
const pinModule = (): string => appFiles().find((file) => /^pin-[\w-]+\.js$/.test(file) && readFileSync(`${dist}v${version}/bounty-chat.js`, 'utf8').includes(file))!;
/** The chunk the app's entry re-exports from: a static import of the pinned entry. */
const staticChunk = (): string => /from"\.\/([\w-]+\.js)"/.exec(readFileSync(`${dist}app/index.js`, 'utf8'))![1]!;

/** A CDN that serves `file` (under dist/app/) with one line added. */
const tamperedCdn = (file: string) => (page: Page) =>
  page.route(`**/dist/app/${file}`, (route) => route.fulfill({ contentType: 'text/javascript', body: `${readFileSync(`${dist}app/${file}`, 'utf8')}\n;window.tampered = true;` }));

const logOf = async (page: Page): Promise<string[]> => {
  await page.waitForFunction(() => (window as unknown as { log: string[] }).log.length > 0);
  return page.evaluate(() => (window as unknown as { log: string[] }).log);
};

/** A host page with the README's tag: async, integrity, crossorigin, data-api-host; errors land in `log`. */
async function hostWith(name: string, src: string, hash: string, tamper?: (page: Page) => Promise<unknown>): Promise<Page> {
  server.setPage(name, { html: `<!doctype html><html><head><title>host</title>
<script>${SNIPPET}
window.log = [];
BountyChat('on', 'error', (e) => log.push(e.code));
BountyChat('init', { tokenProvider: () => Promise.resolve({ token: 't', iv: 'i' }) });</script>
<script async src="${src}" integrity="${hash}" crossorigin="anonymous" data-api-host="${server.url}"
  onerror="log.push('refused')"></script>
</head><body><h1>Job board</h1></body></html>` });
  const page = await browser.context.newPage();
  await tamper?.(page);
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
    // Only the pinned loader fetches the chunk list (the pin module): the moving one pays nothing for it.
    const pins = server.requests.slice(before).filter((path) => /^\/dist\/app\/pin-[\w-]+\.js$/.test(path));
    expect(pins).toEqual(file.startsWith('v') ? [`/dist/app/${pinModule()}`] : []);
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

  it('the pinned loader checks every app chunk: a CDN that changes a chunk of the app, or the chunk list, gets an error event and nothing runs', async () => {
    for (const file of [staticChunk(), pinModule()]) {
      const page = await hostWith(`sri-chunk-${file}.html`, `/dist/v${version}/bounty-chat.js`, integrity()[`v${version}/bounty-chat.js`]!, tamperedCdn(file));
      expect(await logOf(page)).toEqual(['load_failed']);
      expect(await page.evaluate(() => 'tampered' in window)).toBe(false);
      // No widget was drawn from the changed code.
      expect(await page.evaluate(() => document.querySelector('bounty-chat')?.shadowRoot?.childElementCount ?? 0)).toBe(0);
      await page.close();
    }
  });

  it('and its lazy chunks when they load: every import() between chunks goes through the check, which refuses a changed chunk and loads the rest', async () => {
    // No chunk imports another behind the check's back (the pin module's own import() is the check).
    for (const file of appFiles().filter((name) => name !== pinModule())) expect([file, /[^.\w]import\(/.test(readFileSync(`${dist}app/${file}`, 'utf8'))]).toEqual([file, false]);
    const lazy = appFiles().filter((file) => file.startsWith('linkify-') || file.startsWith('ListFilterBar-'));
    expect(lazy).toHaveLength(2);
    const [changed, intact] = lazy as [string, string];
    const page = await hostWith('sri-lazy.html', `/dist/v${version}/bounty-chat.js`, integrity()[`v${version}/bounty-chat.js`]!, tamperedCdn(changed));
    expect(await logOf(page)).toEqual(['http_404']);
    const load = (file: string) => page.evaluate((url) => window.BountyChat!.i!(url).then(() => 'loaded', (error: Error) => error.message), `${server.url}/dist/app/${file}`);
    expect(await load(changed)).toBe(`${server.url}/dist/app/${changed} failed its integrity check`);
    expect(await load(intact)).toBe('loaded');
    expect(await page.evaluate(() => 'tampered' in window)).toBe(false);
    await page.close();
  });
});
