// The kit's translations other than English are not in the first download: a German host gets the kit in
// German once the German chunks arrive, and an English host never fetches any of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makePair, openDirectMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';

const LANGUAGE_CHUNK = /\/app\/(de|es|fr|hi|it|ja|ko|nl|pt|ru|tr)-[\w-]+\.js$/;

let env: HostEnvironment;
beforeAll(async () => { env = await startHostEnvironment(); });
afterAll(async () => { await env?.close(); });

/** Opens a DM on a host page with `initOptions`, recording which language chunks the page fetched. */
async function openWith(name: string, initOptions: string, timezoneId?: string): Promise<{ page: Page; languageChunks: string[] }> {
  const { candidate, poster } = makePair();
  const languageChunks: string[] = [];
  const page = await env.openHost(candidate, name, { initOptions }, timezoneId ? { timezoneId } : {});
  page.on('request', (request) => { if (LANGUAGE_CHUNK.test(request.url())) languageChunks.push(request.url().match(LANGUAGE_CHUNK)![1]!); });
  await openDirectMessage(page, { userId: poster.sub, bountyId: 'bounty-locale', candidateId: candidate.sub });
  return { page, languageChunks };
}

describe('the kit in the host\'s language', () => {
  it("locale 'de' shows the kit's German texts, loaded on demand", async () => {
    const { page, languageChunks } = await openWith('german.html', "locale: 'de'");
    await expect.poll(() => page.getByTestId('message-input').getAttribute('placeholder')).toBe('Nachricht senden');
    expect(new Set(languageChunks)).toEqual(new Set(['de']));
  });

  it('an English host fetches no other language', async () => {
    const { page, languageChunks } = await openWith('english.html', '');
    expect(await page.getByTestId('message-input').getAttribute('placeholder')).toBe('Send a message');
    expect(languageChunks).toEqual([]);
  });

  it("times read in the visitor's own time zone", async () => {
    // Kathmandu is 5 h 45 min ahead of UTC: neither UTC's clock nor a whole-hour offset shows the same minutes.
    const zone = 'Asia/Kathmandu';
    const { page } = await openWith('kathmandu.html', '', zone);
    const composer = page.getByTestId('message-input');
    await composer.fill('What time is it there?');
    await composer.press('Enter');
    const time = page.locator('.str-chat__li', { hasText: 'What time is it there?' }).locator('time');
    await expect.poll(async () => (await time.getAttribute('datetime')) ?? '').not.toBe('');
    const sentAt = new Date((await time.getAttribute('datetime'))!);
    // The message's clock time as the widget writes it for English, "3:45 PM" (spaces compared as plain spaces).
    const plain = (text: string | null): string => (text ?? '').replace(/\s/g, ' ');
    const clock = (timeZone: string): string => plain(new Intl.DateTimeFormat('en', { timeZone, hour: 'numeric', minute: '2-digit' }).format(sentAt));
    expect(plain(await time.textContent())).toContain(clock(zone));
    expect(plain(await time.textContent())).not.toContain(clock('UTC'));
  });
});
