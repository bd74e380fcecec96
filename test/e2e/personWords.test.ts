// Words a person expects, not a group chat's: a DM's header names the other person and says whether she is there
// ("Online", then "Active … ago" once she leaves); the list never says "channel" (visible text or accessible name);
// menus in one capitalisation (sentence case); the built list of English words says "channel" only in the kit's
// texts the widget never shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makePair, openDirectMessage, sendMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { readFileSync } from 'node:fs';
import { KIT_TEXTS_NOT_SHOWN } from '../../src/chat/texts/kitEnglish.js';

let env: HostEnvironment;
beforeAll(async () => { env = await startHostEnvironment(); });
afterAll(async () => { await env?.close(); });

const presence = (page: Page) => page.locator('.bc-bar-counts').innerText();

describe('person-first words', () => {
  it("a DM's header shows the other person's name and \"Online\", then \"Active … ago\" once she goes offline", async () => {
    const { candidate, poster } = makePair();
    const page = await env.openHost(poster, 'presence.html', {}, { viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(10_000);
    const other = await env.openHost(candidate, 'presence-other.html');
    await openDirectMessage(page, { userId: poster.sub, bountyId: 'bounty-presence', candidateId: candidate.sub });
    expect(await page.locator('.bc-bar-title').textContent()).toBe(candidate.name);
    await expect.poll(() => presence(page)).toBe('Online');
    await other.close();
    await expect.poll(() => presence(page)).toMatch(/^Active (now|\d+ seconds? ago|1 minute ago)$/);
    expect(await presence(page)).not.toMatch(/members|online/);
    await page.close();
  });

  it('the list says "conversation", never "channel", in its texts and names; the message menu is in sentence case', async () => {
    const { candidate, poster } = makePair();
    const page = await env.openHost(candidate, 'words.html', {}, { viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(10_000);
    await page.evaluate(() => window.BountyChat!.open());
    await page.locator('.bc-search').waitFor();
    // The empty list first, then with a conversation in it.
    await expect.poll(() => page.locator('.str-chat__channel-list-empty').count()).toBe(1);
    const listWords = () => page.locator('.str-chat__channel-list').evaluate((list) => {
      const names = Array.from(list.querySelectorAll('*')).flatMap((el) => ['aria-label', 'placeholder', 'title'].map((a) => el.getAttribute(a) ?? ''));
      return [(list as HTMLElement).innerText, ...names].join(' | ');
    });
    const empty = await listWords();
    expect(empty).not.toMatch(/channel/i);
    expect(empty).toContain('Search conversations');
    expect(empty).toContain('You have no conversations yet');

    await openDirectMessage(page, { userId: poster.sub, bountyId: 'bounty-words', candidateId: candidate.sub });
    await sendMessage(page, 'Hello there');
    const message = page.locator('.str-chat__message-list .str-chat__message').filter({ hasText: 'Hello there' });
    await message.hover();
    await message.locator('.str-chat__message-options button').first().click();
    const menu = page.getByRole('menu', { name: 'Message actions' });
    await menu.waitFor();
    const items = (await menu.locator('button').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
    expect(items, JSON.stringify(items)).toContain('Edit message');
    // Sentence case: no word after the first capitalised (names aside: none here).
    for (const item of items) expect(item, item).toBe(item.charAt(0) + item.slice(1).toLowerCase());
    await page.keyboard.press('Escape');
    await page.locator('.bc-back').click();
    await page.getByTestId('channel-list-item-button').first().waitFor();
    expect(await listWords()).not.toMatch(/channel/i);
    await page.close();
  });

  it("dist/texts.en.json, the English a host translates, says 'channel' only in the kit's texts the widget never shows", () => {
    const texts = JSON.parse(readFileSync(new URL('../../dist/texts.en.json', import.meta.url), 'utf8')) as Record<string, string>;
    const channel = Object.entries(texts).filter(([, text]) => /channel/i.test(text.replace(/{{[^}]*}}|{[^{}]*}/g, ' '))).map(([key]) => key);
    expect(channel.filter((key) => !KIT_TEXTS_NOT_SHOWN.includes(key))).toEqual([]);
    expect(texts['Edit Message']).toBe('Edit message');
    expect(texts.readOnly).toBe("You can't send messages in this conversation");
  });
});
