/**
 * The phone's back step: on a phone, the lived-in account with a conversation open, then the browser's back
 * (history back, as Android's back button does), and the list shows, the panel still open.
 */
import type { BrowserContextOptions } from 'playwright-core';
import { lookUsers, seedLookScene } from '../e2e/support/lookScene.js';
import type { HostEnvironment } from '../e2e/helpers/widgetHost.js';
import { sceneRead } from './readScene.js';
import { shoot } from './shoot.js';

/** Writes docs/screenshots/phone-back-before.png and phone-back-after.png. */
export async function shootPhoneBack(env: HostEnvironment, phone: BrowserContextOptions): Promise<void> {
  const users = lookUsers();
  const page = await env.openHost(users.candidate, 'shots-phone-back.html', {}, { ...phone, reducedMotion: 'reduce' });
  page.setDefaultTimeout(15_000);
  await page.locator('.bc-launcher').click();
  await sceneRead(await seedLookScene(env, page, users));
  await shoot(page, 'phone-back-before');
  const url = page.url();
  await page.goBack();
  await page.locator('.bc-search').waitFor();
  await page.locator('.bc-row').filter({ hasText: users.other.name }).getByTestId('unread-badge').waitFor();
  // Back stepped out of the conversation only: the panel is open, on the host's own page.
  if (!(await page.locator('.bc-panel').isVisible())) throw new Error('back closed the panel');
  if (page.url() !== url) throw new Error(`back left the host's page for ${page.url()}`);
  await shoot(page, 'phone-back-after');
  await page.close();
}
