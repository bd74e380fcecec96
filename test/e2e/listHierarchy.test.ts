// The list with hierarchy, on desktop and on a touch phone: unread rows bold with one unread marker (the count),
// the "New" mark only on channels the provider says the user never wrote in or read (whatever this browser
// stored) and unlike the count, avatars in the person's own colour with legible initials, and 44 px touch targets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { lookUsers, seedLookScene } from './support/lookScene.js';
import type { LookScene } from './support/lookScene.js';
import { AVATAR_COLORS, avatarColor } from '../../src/chat/look/avatarColor.js';
import { contrastRatio } from '../helpers/contrast.js';
import { SIZES } from './helpers/devices.js';

let env: HostEnvironment;
beforeAll(async () => { env = await startHostEnvironment(); });
afterAll(async () => { await env?.close(); });

const sizes = SIZES;
const css = (locator: Locator, property: string) => locator.evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);
const hex = (rgb: string) => `#${(rgb.match(/\d+/g) ?? []).slice(0, 3).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;

describe.each(sizes)('the list on %s', (name, device) => {
  let page: Page;
  let scene: LookScene;
  const users = lookUsers();
  const rowOf = (p: Page, who: string) => p.locator('.bc-row').filter({ hasText: who });
  const openList = async (p: Page) => {
    await p.locator('.bc-launcher').click();
    await p.getByTestId('channel-list-item-button').first().waitFor();
  };

  beforeAll(async () => {
    page = await env.openHost(users.candidate, `hierarchy-${name}.html`, {}, device);
    page.setDefaultTimeout(10_000);
    await page.locator('.bc-launcher').click();
    scene = await seedLookScene(env, page, users);
    await page.locator('.bc-back').click();
    await rowOf(page, users.other.name).getByTestId('unread-badge').waitFor();
  }, 60_000);
  afterAll(async () => { await page?.close(); });

  it('an unread row is bold and has one marker, the count; a read row is not bold', async () => {
    const unread = rowOf(page, users.other.name);
    const read = rowOf(page, users.poster.name);
    const title = (row: Locator) => row.locator('.str-chat__channel-list-item-data__title');
    expect(Number(await css(title(unread), 'font-weight'))).toBeGreaterThanOrEqual(700);
    // Read (here marked so at the provider, as another device would): then its row is not bold.
    await scene.dmChannel.markRead({ user_id: users.candidate.sub });
    await expect.poll(async () => Number(await css(title(read), 'font-weight'))).toBeLessThan(600);
    expect(Number(await css(unread.locator('.str-chat__summarized-message-preview'), 'font-weight'))).toBeGreaterThanOrEqual(600);
    expect(await unread.getByTestId('unread-badge').textContent()).toBe('2');
    // One marker of unread: the count; no dot or second badge.
    expect(await unread.locator('.str-chat__badge, .bc-badge, [class*="dot"]').count()).toBe(1);
    expect(await read.getByTestId('unread-badge').count()).toBe(0);
  });

  it('"New" marks only the channel never opened, and looks unlike the count', async () => {
    const fresh = rowOf(page, users.other.name);
    await fresh.getByTestId('row-new').waitFor();
    expect(await rowOf(page, users.poster.name).getByTestId('row-new').count()).toBe(0);
    const mark = fresh.getByTestId('row-new');
    const badge = fresh.getByTestId('unread-badge');
    expect(await css(mark, 'background-color')).not.toBe(await css(badge, 'background-color'));
    expect(await css(mark, 'color')).not.toBe(await css(badge, 'color'));
  });

  it('a fresh browser (nothing stored) marks new only what the provider says was never written in or read', async () => {
    const other = await env.openHost(users.candidate, `hierarchy-fresh-${name}.html`, {}, device);
    other.setDefaultTimeout(10_000);
    await openList(other);
    await rowOf(other, users.other.name).getByTestId('row-new').waitFor();
    // The user wrote in the DM with Bob: never new, though this browser never opened it.
    expect(await rowOf(other, users.poster.name).getByTestId('row-new').count()).toBe(0);
    await other.close();
    // Read elsewhere (another device): the provider's read state says so, and a third browser shows it not new.
    const carla = scene.admin.channel('bountychat', `look-${users.candidate.sub.slice(-6)}`);
    await carla.markRead({ user_id: users.candidate.sub });
    const third = await env.openHost(users.candidate, `hierarchy-third-${name}.html`, {}, device);
    third.setDefaultTimeout(10_000);
    await openList(third);
    await rowOf(third, users.other.name).waitFor();
    expect(await third.getByTestId('row-new').count()).toBe(0);
    await third.close();
  });

  it("avatars without a picture take the person's own colour, with initials at AA contrast", async () => {
    const backgrounds = new Set<string>();
    for (const who of [users.poster, users.other]) {
      const avatar = rowOf(page, who.name).locator('.str-chat__avatar');
      const bg = hex(await css(avatar, 'background-color'));
      expect(AVATAR_COLORS).toContain(bg);
      expect(bg).toBe(avatarColor(who.sub));
      const initials = avatar.locator('.str-chat__avatar-initials');
      expect(contrastRatio(await css(initials, 'color'), bg)).toBeGreaterThanOrEqual(4.5);
      backgrounds.add(bg);
    }
  });

  it(name === 'phone' ? 'touch targets (close ×, row ⋯, back) are at least 44 × 44 px' : 'a fine pointer keeps the compact controls', async () => {
    const coarse = await page.evaluate(() => matchMedia('(pointer: coarse)').matches);
    expect(coarse).toBe(name === 'phone');
    const check = async (target: Locator) => {
      const box = await target.boundingBox();
      const label = await target.evaluate((el) => el.className);
      if (name === 'phone') {
        expect(box?.width, label).toBeGreaterThanOrEqual(44);
        expect(box?.height, label).toBeGreaterThanOrEqual(44);
      } else expect(box?.height, label).toBeLessThan(44);
    };
    await check(page.locator('.bc-close'));
    await check(page.getByRole('button', { name: /^Actions for / }).first());
    await rowOf(page, users.poster.name).getByTestId('channel-list-item-button').click();
    await page.getByTestId('message-input').waitFor();
    await check(page.locator('.bc-back'));
    await page.locator('.bc-back').click();
  });
});
