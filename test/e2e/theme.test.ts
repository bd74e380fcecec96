// The host's theme: primaryColor, zIndex and colorScheme reach what a user sees, through our
// variables and the kit's --str-chat__* ones; a value the browser would not take as a colour is ignored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makePair, openDirectMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';

let env: HostEnvironment;
beforeAll(async () => { env = await startHostEnvironment(); });
afterAll(async () => { await env?.close(); });

const style = (page: Page, selector: string, property: string) =>
  page.locator(selector).first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name).trim(), property);

/** Opens the panel on a DM so both our shell and the kit's message view are on screen. */
async function openChat(page: Page, bountyId: string, target: { candidate: { sub: string }; poster: { sub: string } }): Promise<void> {
  page.setDefaultTimeout(8000);
  await page.locator('.bc-launcher').click();
  await openDirectMessage(page, { userId: target.poster.sub, bountyId, candidateId: target.candidate.sub });
  await page.locator('.str-chat__message-list').waitFor();
}

describe('theme', () => {
  it('primaryColor colours the launcher and the kit; zIndex stacks launcher and panel', async () => {
    const pair = makePair();
    const page = await env.openHost(pair.candidate, 'themed.html', { initOptions: "theme: { primaryColor: '#0b6e4f', zIndex: 1234 }" });
    expect(await style(page, '.bc-launcher', 'background-color')).toBe('rgb(11, 110, 79)');
    expect(await style(page, '.bc-launcher', 'z-index')).toBe('1234');
    await openChat(page, 'bounty-theme', pair);
    expect(await style(page, '.bc-panel', 'z-index')).toBe('1234');
    expect(await style(page, '.str-chat__message-list', '--str-chat__accent-primary')).toBe('#0b6e4f');
    await page.close();
  });

  it('ignores a primaryColor that is not a colour', async () => {
    const pair = makePair();
    const [plain, odd] = await Promise.all([
      env.openHost(pair.candidate, 'plain-theme.html'),
      env.openHost(pair.candidate, 'odd-theme.html', { initOptions: "theme: { primaryColor: 'red;}*{display:none}' }" }),
    ]);
    expect(await style(odd, '.bc-launcher', 'background-color')).toBe(await style(plain, '.bc-launcher', 'background-color'));
    expect(await odd.locator('.bc-launcher').isVisible()).toBe(true);
    await Promise.all([plain.close(), odd.close()]);
  });

  it("colorScheme 'dark' darkens the panel and the kit", async () => {
    const pair = makePair();
    const page = await env.openHost(pair.candidate, 'dark.html', { initOptions: "theme: { colorScheme: 'dark' }" });
    await openChat(page, 'bounty-dark', pair);
    expect(await style(page, '.bc-panel', 'background-color')).toBe('rgb(16, 20, 24)');
    expect(await page.locator('.str-chat__theme-dark').count()).toBeGreaterThan(0);
    expect(await page.locator('.str-chat__theme-light').count()).toBe(0);
    await page.close();
  });

  it("colorScheme 'auto' follows the system setting, also when it changes", async () => {
    const pair = makePair();
    const page = await env.openHost(pair.candidate, 'auto.html', { initOptions: "theme: { colorScheme: 'auto' }" }, { colorScheme: 'dark' });
    await openChat(page, 'bounty-auto', pair);
    expect(await style(page, '.bc-panel', 'background-color')).toBe('rgb(16, 20, 24)');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => style(page, '.bc-panel', 'background-color')).not.toBe('rgb(16, 20, 24)');
    await expect.poll(() => page.locator('.str-chat__theme-light').count()).toBeGreaterThan(0);
    await page.close();
  });
});
