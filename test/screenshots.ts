// `npm run screenshots` (after `npm run build`, which the npm script runs first): PNGs of the widget's panel, the
// list, a conversation, a thread and the open message menu, in light and dark, on desktop (1280×800) and on a touch
// phone (375×740), written to docs/screenshots/ so the next person can see the widget without starting it. The
// same servers as the browser tests: fake-stream, the product service, a static host page and Chromium. Then a
// closed awarded bounty as another candidate and as the winner see it, the composer's masking warning (a draft with
// a link and a phone number), the phone's back step (a conversation open, then the browser's back: the list), and
// one picture per look option of `init` (font, place, panel size, words, right to left) for docs/api.md. Last, in
// an environment of its own with the provider's webhook on, the notification e-mail an offline candidate gets,
// taken from the service's outbox and its HTML shown in Chromium, light and dark, at both widths.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { shoot, shootPage, SHOTS_DIR } from './shots/shoot.js';
import { shootMaskingWarning } from './shots/masking.js';
import { shootPhoneBack } from './shots/phoneBack.js';
import { shootEmail } from './shots/email.js';
import { sceneRead } from './shots/readScene.js';
import { createDirectMessage, makePair, openDirectMessage, sendMessage, startHostEnvironment } from './e2e/helpers/widgetHost.js';
import { makeHostUser } from './e2e/helpers/backend.js';
import { lookUsers, seedLookScene } from './e2e/support/lookScene.js';
import { PHONE, SIZES } from './e2e/helpers/devices.js';

const devices = SIZES;
const schemes = ['light', 'dark'] as const;

/** Opens the message menu of the message saying `text`: hover and its ⋯ with a mouse, a long press on touch. */
async function openMessageMenu(page: Page, text: string, touch: boolean): Promise<void> {
  const message = page.locator('.str-chat__main-panel .str-chat__li', { hasText: text }).last();
  const bubble = message.locator('.str-chat__message-bubble');
  const menu = page.getByRole('menu', { name: 'Message Actions' });
  const toggle = message.getByTestId('message-actions-toggle-button');
  for (let tries = 0; tries < 10 && !(await toggle.isVisible()); tries++) await bubble.hover();
  if (touch && !(await toggle.isVisible())) {
    const area = (await bubble.boundingBox())!;
    const at = { x: area.x + area.width / 2, y: area.y + area.height / 2 };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
    await menu.waitFor();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } else await toggle.click();
  await menu.waitFor({ state: 'visible' });
}

mkdirSync(SHOTS_DIR, { recursive: true });
const env = await startHostEnvironment();
try {
  for (const [device, options] of devices) {
    for (const scheme of schemes) {
      const users = lookUsers();
      const page = await env.openHost(users.candidate, `shots-${device}-${scheme}.html`, { initOptions: `theme: { colorScheme: '${scheme}' }` },
        { ...options, colorScheme: scheme, reducedMotion: 'reduce' });
      page.setDefaultTimeout(15_000);
      await page.locator('.bc-launcher').click();
      await sceneRead(await seedLookScene(env, page, users));
      const prefix = `${device}-${scheme}`;
      await page.locator('.bc-back').click();
      await page.locator('.bc-row').filter({ hasText: users.other.name }).getByTestId('unread-badge').waitFor();
      await shoot(page, `${prefix}-list`);
      await page.locator('.bc-row').filter({ hasText: users.poster.name }).getByTestId('channel-list-item-button').click();
      const list = page.locator('.str-chat__main-panel .str-chat__message-list');
      await list.getByText('the deadline is flexible').waitFor();
      await shoot(page, `${prefix}-conversation`);
      await openMessageMenu(page, 'the deadline is flexible', device === 'phone');
      await shoot(page, `${prefix}-message-menu`);
      await page.keyboard.press('Escape');
      await page.getByRole('menu', { name: 'Message Actions' }).waitFor({ state: 'detached' });
      await list.locator('.str-chat__message-replies-count-button').first().click();
      await page.locator('.str-chat__thread').getByText('include the A/B test setup').waitFor();
      await shoot(page, `${prefix}-thread`);
      await page.close();
    }
  }

  // A closed awarded bounty, in light on each device: another candidate's conversation, read-only with the day it
  // closed, and the winner's, still open.
  for (const [device, options] of devices) {
    const { candidate: winner, poster } = makePair();
    const other = makeHostUser('Carol');
    const bountyId = `shots-closed-${device}-${Math.random().toString(36).slice(2, 8)}`;
    await env.backend.putBounty(bountyId, { title: 'Fix the flaky checkout test', ownerId: poster.sub, reward: '$400', status: 'open', firstContactGuard: 'off' });
    // The poster signs in once (his name, not his id, heads the conversations).
    await createDirectMessage(env.backend, poster, { userId: poster.sub, bountyId, candidateId: winner.sub });
    const pages: Page[] = [];
    for (const [user, text] of [[winner, 'I can start on Monday'], [other, 'I could do it by Friday']] as const) {
      const page = await env.openHost(user, `shots-closed-${device}-${user.sub}.html`, { initOptions: "locale: 'en-GB'" }, { ...options, reducedMotion: 'reduce' });
      page.setDefaultTimeout(15_000);
      await openDirectMessage(page, { userId: poster.sub, bountyId, candidateId: user.sub });
      await sendMessage(page, text);
      pages.push(page);
    }
    await env.backend.putBounty(bountyId, { status: 'awarded', awardedTo: winner.sub });
    await env.backend.putBounty(bountyId, { status: 'closed' });
    const [winnerPage, otherPage] = pages as [Page, Page];
    await otherPage.getByTestId('composer-read-only').waitFor();
    await shoot(otherPage, `${device}-closed`);
    await winnerPage.locator('.str-chat__message-list').getByText('This bounty was closed', { exact: true }).waitFor();
    await shoot(winnerPage, `${device}-closed-winner`);
    for (const page of pages) await page.close();
  }

  for (const [device, options] of devices) await shootMaskingWarning(env, device, options);
  await shootPhoneBack(env, PHONE);

  /**
   * The look options, each on the desktop in light: its name, init options, whether the whole window shows, and
   * whether the list (where the panel's title shows) rather than a conversation.
   */
  const looks: Array<[string, string, boolean, boolean]> = [
    ['look-font', `theme: { fontFamily: 'Georgia, "Times New Roman", serif' }`, false, false],
    ['look-place', `position: 'left', offset: { x: 48, y: 32 }`, true, false],
    ['look-panel', 'panel: { width: 560, height: 720 }', true, false],
    ['look-texts', `texts: { title: 'Inbox', search: 'Find a conversation' }`, false, true],
    ['look-rtl', `locale: 'ar', dir: 'rtl'`, false, false],
  ];
  for (const [name, initOptions, whole, onList] of looks) {
    const users = lookUsers();
    const page = await env.openHost(users.candidate, `${name}.html`, { initOptions }, { ...devices[0]![1], reducedMotion: 'reduce' });
    page.setDefaultTimeout(15_000);
    await page.locator('.bc-launcher').click();
    await sceneRead(await seedLookScene(env, page, users));
    await page.locator('.bc-back').click();
    await page.locator('.bc-row').filter({ hasText: users.other.name }).getByTestId('unread-badge').waitFor();
    if (!onList) {
      await page.locator('.bc-row').filter({ hasText: users.poster.name }).getByTestId('channel-list-item-button').click();
      await page.locator('.str-chat__main-panel .str-chat__message-list').getByText('the deadline is flexible').waitFor();
    }
    if (whole) await shootPage(page, name);
    else await shoot(page, name);
    await page.close();
  }
} finally {
  await env.close();
}
console.log(`e-mail: ${await shootEmail()}`);
