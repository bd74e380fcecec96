// The widget's own words in the host's language: the frame and the list in German or Arabic (the kit's words too,
// Arabic from the widget's own table), right to left for Arabic, and the host's `texts` over any translation; in a
// conversation, the bounty card's badge, the empty conversation, the composer's warning and the block and report
// dialogs in German and Arabic; a thread's "also send" in English and German says conversation where the kit's
// words say channel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makePair, openDirectMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostUser } from './helpers/backend.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { providerAdmin } from './support/providerAdmin.js';
import { CHANNEL_TYPE } from '../../src/contract/ids.js';

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

  /** Opens, as `candidate`, a DM with `poster` about a new open bounty that hides contact details until it is awarded. */
  async function openBountyDm(candidate: HostUser, poster: HostUser, page: Page): Promise<void> {
    const bountyId = `words-${Math.random().toString(36).slice(2, 8)}`;
    expect(await env.backend.putBounty(bountyId, { title: 'Fix the flaky test', ownerId: poster.sub, reward: '$300', status: 'open', contactPolicy: 'mask-until-awarded' })).toBe(200);
    await page.evaluate(() => window.BountyChat!.open());
    await openDirectMessage(page, { userId: poster.sub, bountyId, candidateId: candidate.sub });
  }

  it("locale 'de': the bounty card, the empty conversation, the composer's warning and the block and report dialogs in German", async () => {
    const { candidate, poster } = makePair();
    const page = await env.openHost(candidate, 'words-de-dm.html', { initOptions: "locale: 'de', texts: { reportWhy: 'Was ist passiert?' }" });
    await openBountyDm(candidate, poster, page);
    await expect.poll(() => page.getByTestId('bounty-status').textContent()).toBe('Offen');
    await expect.poll(() => page.locator('.str-chat__empty-channel-text').textContent()).toBe('Hier gibt es noch keine Nachrichten …');
    await page.getByTestId('message-input').fill('Ruf mich an: +49 30 1234 5678');
    await expect.poll(() => page.getByTestId('contact-warning').textContent())
      .toBe('Telefonnummern und E-Mail-Adressen bleiben verborgen, bis das Bounty vergeben ist');

    // The poster has not signed in yet: the provider knows him by his id, which the dialogs name him by.
    const bob = poster.sub;
    // Block and report are in the header's options menu, named in German too.
    await page.getByRole('button', { name: 'Optionen der Unterhaltung', exact: true }).click();
    await page.getByRole('menuitem', { name: `${bob} blockieren…`, exact: true }).click();
    const block = page.getByRole('dialog', { name: `${bob} blockieren?` });
    await block.getByText(`${bob} kann dir dann nicht mehr schreiben, und du siehst eure Unterhaltungen nicht mehr.`, { exact: false }).waitFor();
    await block.getByRole('button', { name: 'Abbrechen' }).click();
    await block.waitFor({ state: 'detached' });

    // The report dialog: the translation, and the host's own word over it.
    await page.getByRole('button', { name: 'Optionen der Unterhaltung', exact: true }).click();
    await page.getByRole('menuitem', { name: `${bob} melden…`, exact: true }).click();
    const report = page.getByRole('dialog', { name: `${bob} melden` });
    await report.getByText('Was ist passiert?').waitFor();
    expect(await report.getByRole('radio', { name: 'Betrug oder Zahlung außerhalb der Plattform' }).count()).toBe(1);
    expect(await report.getByRole('checkbox', { name: `${bob} auch blockieren` }).count()).toBe(1);
    await page.close();
  }, 60_000);

  it("locale 'ar': the bounty card, the empty conversation and the block dialog in Arabic", async () => {
    const { candidate, poster } = makePair();
    const page = await env.openHost(candidate, 'words-ar-dm.html', { initOptions: "locale: 'ar'" });
    await openBountyDm(candidate, poster, page);
    await expect.poll(() => page.getByTestId('bounty-status').textContent()).toBe('مفتوحة');
    await expect.poll(() => page.locator('.str-chat__empty-channel-text').textContent()).toBe('لا توجد رسائل هنا بعد…');
    const bob = poster.sub;
    await page.getByRole('button', { name: 'خيارات المحادثة', exact: true }).click();
    await page.getByRole('menuitem', { name: `حظر ${bob}…`, exact: true }).click();
    const block = page.getByRole('dialog', { name: `حظر ${bob}؟` });
    await block.getByText(`لن يتمكن ${bob} من مراسلتك بعد الآن`, { exact: false }).waitFor();
    expect(await block.getByRole('button', { name: 'حظر', exact: true }).count()).toBe(1);
    await block.getByRole('button', { name: 'إلغاء' }).click();
    await block.waitFor({ state: 'detached' });
    await page.close();
  }, 60_000);

  it.each([
    { locale: 'en', also: 'Also send to the conversation', kit: 'Also send in channel' },
    { locale: 'de', also: 'Auch in die Unterhaltung senden', kit: 'Auch im Kanal senden' },
  ])('locale $locale: a thread among three offers $also, not the kit\'s $kit', async ({ locale, also, kit }) => {
    const { candidate, poster } = makePair();
    const third = makePair().poster;
    const admin = providerAdmin(env.backend);
    await admin.upsertUsers([{ id: poster.sub, name: poster.name }, { id: third.sub, name: third.name }]);
    const page = await env.openHost(candidate, `words-thread-${locale}.html`, { initOptions: `locale: '${locale}'` });
    page.setDefaultTimeout(10_000);
    await page.evaluate(() => window.BountyChat!.open());
    await openDirectMessage(page, { userId: poster.sub, bountyId: `bounty-words-thread-${locale}`, candidateId: candidate.sub });
    const [dm] = await admin.queryChannels({ members: { $in: [candidate.sub] } }, {}, { limit: 1 });
    const channel = admin.channel(CHANNEL_TYPE, dm!.id!);
    // With a third person the kit's label is its "in channel" one (two members read "as a direct message").
    await channel.addMembers([third.sub]);
    const parent = await channel.sendMessage({ text: 'Who takes the backend?', user_id: poster.sub });
    await channel.sendMessage({ text: 'I do', parent_id: parent.message.id, user_id: third.sub });
    await page.locator('.str-chat__main-panel .str-chat__message-replies-count-button').click();
    const thread = page.locator('.str-chat__thread');
    await thread.getByText('I do').waitFor();
    await thread.getByText(also, { exact: true }).waitFor();
    expect(await page.getByText(kit).count()).toBe(0);
    await page.close();
  }, 60_000);
});
