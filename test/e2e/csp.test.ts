// A host page with a strict Content-Security-Policy (no 'unsafe-inline', no 'unsafe-eval'): the whole journey
// works and the browser reports no violation (styles only as adopted constructable sheets).
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

describe('a page with a strict Content-Security-Policy', () => {
  it('runs init, open, a DM, sending and the emoji picker without a single violation', async () => {
    const { candidate, poster } = makePair();
    const consoleErrors: string[] = [];
    const page = await env.openHost(candidate, 'csp.html', { headers: { 'content-security-policy': strictPolicy() } });
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
  });
});
