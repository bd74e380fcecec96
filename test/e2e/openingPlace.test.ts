// A conversation opens where the reader left off, on desktop and on a phone: at its first unread message under the
// "N unread" separator, at the newest message (wholly in view) when nothing is unread, and where she had scrolled
// to when she comes back to it; her own message, text, image or file, is wholly in view above the composer once sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import type { HostUser } from './helpers/backend.js';
import { makePair, openDirectMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { providerAdmin } from './support/providerAdmin.js';

let env: HostEnvironment;
beforeAll(async () => { env = await startHostEnvironment(); });
afterAll(async () => { await env?.close(); });

const DEVICES: Array<[string, BrowserContextOptions]> = [
  ['desktop', { viewport: { width: 1280, height: 800 } }],
  ['phone', { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }],
];

interface Dm { alice: Page; candidate: HostUser; poster: HostUser; dm: { userId: string; bountyId: string; candidateId: string } }

/** A DM between a new pair in which `poster` (Bob) and `candidate` (Alice) have sent `lines`, oldest first. */
async function dmWith(bountyId: string, lines: Array<['alice' | 'bob', string]>, device: BrowserContextOptions): Promise<Dm> {
  const { candidate, poster } = makePair();
  const dm = { userId: poster.sub, bountyId, candidateId: candidate.sub };
  const bob = await env.openHost(poster, `${poster.sub}.html`);
  await openDirectMessage(bob, dm);
  await bob.close();
  const [channel] = await providerAdmin(env.backend).queryChannels({ members: { $in: [poster.sub] } });
  for (const [who, text] of lines) await channel!.sendMessage({ text, user_id: who === 'bob' ? poster.sub : candidate.sub });
  const alice = await env.openHost(candidate, `${candidate.sub}.html`, {}, device);
  alice.setDefaultTimeout(10_000);
  return { alice, candidate, poster, dm };
}

const scroller = (page: Page) => page.locator('.str-chat__main-panel .str-chat__message-list-scroll');

/** Where the message `text` lies against the list's visible area: wholly inside, or not (or not drawn). */
const inView = (page: Page, text: string) => scroller(page).evaluate((list, wanted) => {
  const area = list.getBoundingClientRect();
  const row = [...list.querySelectorAll('.str-chat__li')].find((node) => node.querySelector('[data-testid=message-text-inner-wrapper]')?.textContent?.trim() === wanted);
  const box = row?.getBoundingClientRect();
  return !!box && box.height > 0 && box.top >= area.top - 0.5 && box.bottom <= area.bottom + 0.5;
}, text);

/** The topmost message in view, with how far its top lies above the list's top edge. */
const topmost = (page: Page) => scroller(page).evaluate((list) => {
  const area = list.getBoundingClientRect();
  const rows = [...list.querySelectorAll('.str-chat__li')].filter((row) => row.querySelector('[data-testid=message-text-inner-wrapper]'));
  const row = rows.find((node) => node.getBoundingClientRect().bottom > area.top + 1);
  return row ? { text: row.querySelector('[data-testid=message-text-inner-wrapper]')!.textContent!.trim(), above: area.top - row.getBoundingClientRect().top } : null;
});

/** The topmost message in view once what she sees has stopped moving (unchanged for 300 ms of looks). */
async function resting(page: Page): Promise<Awaited<ReturnType<typeof topmost>>> {
  let seen = await topmost(page);
  let since = Date.now();
  await expect.poll(async () => {
    const now = await topmost(page);
    if (JSON.stringify(now) !== JSON.stringify(seen)) [seen, since] = [now, Date.now()];
    return Date.now() - since >= 300;
  }, { interval: 50 }).toBe(true);
  return seen;
}

/** Distance from the list's end, px (0: scrolled to the newest). */
const distanceToEnd = (page: Page) => scroller(page).evaluate((list) => list.scrollHeight - list.scrollTop - list.clientHeight);

const numbered = (prefix: string, count: number, who: 'alice' | 'bob'): Array<['alice' | 'bob', string]> =>
  Array.from({ length: count }, (_, i) => [who, `${prefix} ${String(i + 1).padStart(2, '0')}`]);

describe.each(DEVICES)('on %s', (device, options) => {
  it('opens at the first unread message under the "N unread" separator', async () => {
    const { alice, dm } = await dmWith(`bounty-open-unread-${device}`, [...numbered('Earlier line', 20, 'alice'), ...numbered('Unread line', 30, 'bob')], options);
    await openDirectMessage(alice, dm);
    await expect.poll(() => inView(alice, 'Unread line 01')).toBe(true);
    const separator = alice.locator('.str-chat__li', { hasText: 'Unread line 01' }).locator('.str-chat__unread-messages-separator');
    const listTop = async () => (await scroller(alice).boundingBox())!.y;
    await expect.poll(async () => (await separator.boundingBox())!.y >= (await listTop()) - 0.5).toBe(true);
    expect(await separator.textContent()).toMatch(/30 unread/i);
    // The first unread line sits near the top: the view shows what came after it, not before.
    expect(await inView(alice, 'Earlier line 19')).toBe(false);
    expect(await inView(alice, 'Unread line 30')).toBe(false);
    await alice.close();
  }, 60_000);

  it('opens with the newest message wholly in view when nothing is unread', async () => {
    const { alice, dm } = await dmWith(`bounty-open-newest-${device}`, numbered('Read line', 30, 'alice'), options);
    await openDirectMessage(alice, dm);
    await expect.poll(() => inView(alice, 'Read line 30')).toBe(true);
    expect(await distanceToEnd(alice)).toBeLessThanOrEqual(2);
    await alice.close();
  }, 60_000);

  it('comes back where the reader left it, and at the newest once she had scrolled back down', async () => {
    const { alice, dm } = await dmWith(`bounty-open-back-${device}`, numbered('History line', 60, 'alice'), options);
    await openDirectMessage(alice, dm);
    await expect.poll(() => inView(alice, 'History line 60')).toBe(true);
    await resting(alice);
    // She scrolls up a good way, as she would: the wheel on desktop, a swipe on the phone.
    const box = (await scroller(alice).boundingBox())!;
    const scrollBy = async (distance: number) => {
      if (device === 'phone') {
        // A finger drawn across the list, in steps (the list moves against the finger).
        const cdp = await alice.context().newCDPSession(alice);
        const x = box.x + box.width / 2;
        const from = distance < 0 ? box.y + 40 : box.y + box.height - 40;
        const step = Math.sign(distance) * -40;
        const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
        for (let left = Math.abs(distance); left > 0; left -= box.height - 100) {
          let y = from;
          await touch('touchStart', y);
          for (let moved = 0; moved < Math.min(left, box.height - 100); moved += 40) await touch('touchMove', (y += step));
          await touch('touchEnd', y);
        }
        await cdp.detach();
      } else {
        await alice.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await alice.mouse.wheel(0, distance);
      }
    };
    await scrollBy(-900);
    await expect.poll(() => distanceToEnd(alice)).toBeGreaterThan(600);
    const left = await resting(alice);
    expect(left).not.toBeNull();

    await alice.locator('.bc-back').click();
    await alice.locator('.str-chat__channel-list').waitFor();
    await openDirectMessage(alice, dm);
    await expect.poll(() => topmost(alice).then((now) => now?.text)).toBe(left!.text);
    const back = (await topmost(alice))!;
    expect(Math.abs(back.above - left!.above)).toBeLessThanOrEqual(4);

    // Down to the end again, then away and back: the newest message, wholly in view.
    for (let step = 0; step < 10; step++) await scrollBy(600);
    await expect.poll(() => distanceToEnd(alice)).toBeLessThanOrEqual(2);
    await expect.poll(() => inView(alice, 'History line 60')).toBe(true);
    await alice.locator('.bc-back').click();
    await alice.locator('.str-chat__channel-list').waitFor();
    await openDirectMessage(alice, dm);
    await expect.poll(() => inView(alice, 'History line 60')).toBe(true);
    await alice.close();
  }, 90_000);

  it("keeps one's own message, text, image or file, wholly in view above the composer once sent", async () => {
    const { alice, dm } = await dmWith(`bounty-open-own-${device}`, numbered('Filler line', 30, 'bob'), options);
    await openDirectMessage(alice, dm);
    const composer = alice.getByTestId('message-input');
    /** The newest row's box against the list's visible area and the composer's top. */
    const newestFits = () => scroller(alice).evaluate((list) => {
      const rows = [...list.querySelectorAll('.str-chat__li')];
      const last = rows.at(-1)?.getBoundingClientRect();
      const area = list.getBoundingClientRect();
      const composerTop = list.getRootNode() instanceof ShadowRoot
        ? (list.getRootNode() as ShadowRoot).querySelector('.str-chat__message-composer')!.getBoundingClientRect().top
        : Infinity;
      const fits = !!last && last.bottom <= area.bottom + 0.5 && last.bottom <= composerTop + 0.5 && last.top >= area.top - 0.5;
      // What it looked like, when it does not fit: the failure says so.
      return fits || JSON.stringify({ last: last && [last.top - area.top, last.bottom - area.bottom], composerTop: composerTop - area.bottom, scrollTop: list.scrollTop, scrollHeight: list.scrollHeight, height: list.clientHeight });
    });
    await composer.fill('My own words');
    await composer.press('Enter');
    await scroller(alice).locator('.str-chat__li', { hasText: 'My own words' }).waitFor();
    await expect.poll(newestFits).toBe(true);

    const fileInput = alice.locator('.str-chat__message-composer input[type="file"]').first();
    // A real 320×480 PNG (a tall photo), so the image takes its height only once it has loaded.
    const png = await alice.evaluate(async () => {
      const canvas = new OffscreenCanvas(320, 480);
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#3a7';
      context.fillRect(0, 0, 320, 480);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      return [...new Uint8Array(await blob.arrayBuffer())];
    });
    await fileInput.setInputFiles([{ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from(png) }]);
    await alice.locator('.str-chat__attachment-preview-list').waitFor();
    await alice.getByTestId('send-button').click();
    const image = scroller(alice).locator('img[src*="photo.png"]').last();
    await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalHeight > 0).catch(() => false)).toBe(true);
    await expect.poll(newestFits).toBe(true);

    await fileInput.setInputFiles([{ name: 'brief.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2048, 65) }]);
    await alice.locator('.str-chat__attachment-preview-list').waitFor();
    await alice.getByTestId('send-button').click();
    await scroller(alice).locator('.str-chat__li').last().getByText('brief.pdf').waitFor();
    await expect.poll(newestFits).toBe(true);
    await alice.close();
  }, 90_000);
});
