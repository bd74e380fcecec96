// The widget's own words in the host's language: the frame and the list in German or Arabic (the kit's words too,
// Arabic from the widget's own table), right to left for Arabic, and the host's `texts` over any translation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makePair, openDirectMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';

let env: HostEnvironment;
beforeAll(async () => { env = await startHostEnvironment(); });
afterAll(async () => { await env?.close(); });

/** The frame's and the list's words as a person (or a screen reader) meets them. */
const frameWords = (page: Page) => page.locator('.bc-root').evaluate((root) => ({
  dir: (root as HTMLElement).dir,
  launcher: root.querySelector('.bc-launcher')?.getAttribute('aria-label'),
  close: root.querySelector('.bc-close')?.getAttribute('aria-label'),
  title: root.querySelector('.bc-bar-title')?.textContent,
  search: root.querySelector('.bc-search')?.getAttribute('placeholder'),
  list: (root.querySelector('.str-chat__channel-list') as HTMLElement | null)?.innerText.trim(),
}));

describe("the widget's own words in the host's language", () => {
  it("locale 'de': the frame and the list in German, the host's texts over them", async () => {
    const { candidate } = makePair();
    const page = await env.openHost(candidate, 'words-de.html', { initOptions: "locale: 'de', texts: { emptyArchived: 'Archiv leer' }" });
    await page.evaluate(() => window.BountyChat!.open());
    await expect.poll(() => frameWords(page)).toMatchObject({
      dir: 'ltr', launcher: 'Chat öffnen', close: 'Chat schließen', title: 'Nachrichten', search: 'Unterhaltungen durchsuchen',
      list: expect.stringContaining('Du hast noch keine Unterhaltungen'),
    });
    // The Archived view's button and its empty list: the translation, then the host's own word for it.
    await page.getByRole('button', { name: 'Archiviert' }).click();
    await expect.poll(() => frameWords(page).then((words) => words.list)).toContain('Archiv leer');
    await page.close();
  });

  it("locale 'ar': right to left, the frame, the list and the kit's composer in Arabic", async () => {
    const { candidate, poster } = makePair();
    const page = await env.openHost(candidate, 'words-ar.html', { initOptions: "locale: 'ar'" });
    await page.evaluate(() => window.BountyChat!.open());
    await expect.poll(() => frameWords(page)).toMatchObject({
      dir: 'rtl', launcher: 'فتح الدردشة', close: 'إغلاق الدردشة', title: 'الرسائل', search: 'البحث في المحادثات',
      list: expect.stringContaining('ليست لديك محادثات بعد'),
    });
    await openDirectMessage(page, { userId: poster.sub, bountyId: 'bounty-words-ar', candidateId: candidate.sub });
    await expect.poll(() => page.getByTestId('message-input').getAttribute('placeholder')).toBe('اكتب رسالة');
    expect(await page.locator('.bc-back').textContent()).toBe('‹ رجوع');
    await page.close();
  });
});
