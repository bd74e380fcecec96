// A host page with a strict Content-Security-Policy (no 'unsafe-inline', no 'unsafe-eval'): the whole journey
// works and the browser reports no violation (styles only as adopted constructable sheets), with the moving
// loader and with a version's pinned one, whose app chunks are each checked against the build's hashes.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostEvents, makePair, openDirectMessage, sendMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';

let env: HostEnvironment;

beforeAll(async () => { env = await startHostEnvironment(); });
afterAll(async () => { await env?.close(); });

/** The policy a careful job board would send: its own origin, the product service and the chat provider. */
function strictPolicy(): string {
  const stream = new URL(env.backend.streamUrl);
  const socket = `ws://${stream.host}`;
  return [
    "default-src 'self'", "script-src 'self'", "style-src 'self'",
    `connect-src 'self' ${env.backend.apiHost} ${stream.origin} ${socket}`,
    `img-src 'self' data: blob: ${stream.origin}`,
  ].join('; ');
}

const WATCH_PRELOADS = `window.preloaded = [];
new MutationObserver((records) => { for (const record of records) for (const node of record.addedNodes)
  if (node.rel === 'modulepreload') preloaded.push([new URL(node.href).pathname, node.integrity]); }).observe(document.head, { childList: true });`;

const dist = new URL('../../dist/', import.meta.url);
const integrity = JSON.parse(readFileSync(new URL('integrity.json', dist), 'utf8')) as { version: string; files: Record<string, string> };
const pinnedFile = `v${integrity.version}/bounty-chat.js`;

describe('a page with a strict Content-Security-Policy', () => {
  it.each(['bounty-chat.js', pinnedFile])('runs init, open, a DM, sending and the emoji picker without a single violation (%s)', async (file) => {
    const { candidate, poster } = makePair();
    const consoleErrors: string[] = [];
    const loader = file === pinnedFile ? { file, integrity: integrity.files[file]! } : undefined;
    // Every module preload the page gets, recorded from the start (a script of the page's own origin).
    env.server.setPage('watch-preloads.js', { html: WATCH_PRELOADS, headers: { 'content-type': 'text/javascript' } });
    const page = await env.openHost(candidate, `csp-${file.replace('/', '-')}.html`, { headers: { 'content-security-policy': strictPolicy() }, loader, head: '<script src="/pages/watch-preloads.js"></script>' });
    page.on('console', (message) => { if (message.type() == 'error') consoleErrors.push(message.text()); });
    page.setDefaultTimeout(8000);
    expect(JSON.stringify(await hostEvents(page))).toContain('"ready"');

    await page.locator('.bc-launcher').click();
    await page.locator('.str-chat__channel-list').waitFor();
    await openDirectMessage(page, { userId: poster.sub, bountyId: 'bounty-csp', candidateId: candidate.sub });
    await sendMessage(page, 'Sent under a strict policy');

    const composer = page.getByTestId('message-input');
    await page.locator('.str-chat__emoji-picker-button').click();
    const picker = page.locator('em-emoji-picker');
    await picker.locator('.category button').first().click();
    await expect.poll(() => composer.inputValue()).toMatch(/\p{Extended_Pictographic}/u);
    // The picker's own stylesheet applied: its search field is laid out as emoji-mart styles it.
    expect(await picker.locator('input[type=search]').evaluate((input) => getComputedStyle(input).borderRadius)).toBe('10px');

    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    expect(violations).toEqual([]);
    expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    if (!loader) return;
    // Pinned: every app module the journey needed (the lazy ones included) came through a preload with its hash.
    const { fetched, preloaded } = await page.evaluate(() => ({
      fetched: performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => path.startsWith('/dist/app/')),
      preloaded: (window as unknown as { preloaded: [string, string][] }).preloaded,
    }));
    expect(fetched.length).toBeGreaterThan(10);
    expect(fetched.filter((path) => !preloaded.some(([href, hash]) => href === path && /^sha(256|384)-/.test(hash)))).toEqual([]);
  });
});
