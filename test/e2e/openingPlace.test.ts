// Where a conversation opens, on desktop (1280×800) and on a phone (375×740, touch): at its first unread message
// under the new-messages separator, at the newest message when nothing is unread, and where the user left it
// when she comes back. One's own message (text, image, file) is always wholly in view above the composer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import type { HostUser } from './helpers/backend.js';
import { createDirectMessage, makePair, openDirectMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { providerAdmin } from './support/providerAdmin.js';

let env: HostEnvironment;
beforeAll(async () => { env = await startHostEnvironment(); });
afterAll(async () => { await env?.close(); });

const SCREENS: [string, BrowserContextOptions][] = [
  ['desktop', { viewport: { width: 1280, height: 800 } }],
  ['phone', { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }],
];

type Dm = { userId: string; bountyId: string; candidateId: string };

/** `user` sends `texts` in their only channel, through the provider, oldest first. */
async function sendAs(user: HostUser, texts: string[]): Promise<void> {
  const [channel] = await providerAdmin(env.backend).queryChannels({ members: { $in: [user.sub] } });
  for (const text of texts) await channel!.sendMessage({ text, user_id: user.sub });
}

/** A DM between a fresh pair in which Bob has written `read` (which Alice opened and so read), then `unread`. */
async function dmWith(bountyId: string, read: string[], unread: string[], screen: BrowserContextOptions): Promise<{ alice: Page; dm: Dm; candidate: HostUser }> {
  const { candidate, poster } = makePair();
  const dm = { userId: poster.sub, bountyId, candidateId: candidate.sub };
  await createDirectMessage(env.backend, poster, dm);
  await sendAs(poster, read);
  if (read.length) {
    const before = await env.openHost(candidate, `${candidate.sub}.html`, {}, screen);
    // The page's marks: the opening's, and the list's, sent up to half a second later (the kit's throttle).
    let marks = 0;
    let answered = 0;
    before.on('request', (request) => { if (new URL(request.url()).pathname.endsWith('/read')) marks += 1; });
    before.on('requestfinished', (request) => { if (new URL(request.url()).pathname.endsWith('/read')) answered += 1; });
    await openDirectMessage(before, { ...dm, userId: poster.sub });
    // Opening the DM marks it read, whatever is in view.
    // The read reached the provider: the service's unread count for Alice is 0.
    await expect.poll(async () => (await providerAdmin(env.backend).queryChannels({ members: { $in: [candidate.sub] } }))[0]!.state.read[candidate.sub]?.unread_messages).toBe(0);
    // No mark still on its way when Bob writes again: a late one would mark his new messages read.
    await before.waitForTimeout(600);
    await expect.poll(() => answered).toBe(marks);
    await before.close();
  }
  await sendAs(poster, unread);
  const alice = await env.openHost(candidate, `${candidate.sub}.html`, {}, screen);
  alice.setDefaultTimeout(15_000);
  await openDirectMessage(alice, dm);
  return { alice, dm, candidate };
}

const messageText = (page: Page, text: string) => page.locator('.str-chat__message-list [data-testid=message-text-inner-wrapper]').getByText(text, { exact: true });

/** Where the row holding `text` lies against the scrolled list's visible area (px; top 0 is the area's top). */
const place = (page: Page, text: string) => page.locator('.str-chat__message-list-scroll').evaluate((scroller, wanted) => {
  const area = scroller.getBoundingClientRect();
  const bubble = [...scroller.querySelectorAll('[data-testid=message-text-inner-wrapper]')].find((node) => node.textContent?.trim() === wanted);
  const row = bubble?.closest('.str-chat__li');
  const box = row?.getBoundingClientRect();
  return box ? { top: Math.round(box.top - area.top), bottom: Math.round(box.bottom - area.top), height: Math.round(area.height) } : undefined;
}, text);

/** Whether the row holding `text` is wholly inside the list's visible area. */
const inView = async (page: Page, text: string) => {
  const at = await place(page, text);
  return !!at && at.top >= -1 && at.bottom <= at.height + 1;
};

/** Scrolls the list by `dy` px as the user would: the mouse wheel on desktop, a finger on a touch screen. */
async function scrollBy(page: Page, dy: number, touch: boolean): Promise<void> {
  const scroller = page.locator('.str-chat__message-list-scroll');
  const box = (await scroller.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (!touch) {
    await page.mouse.move(x, y);
    await page.mouse.wheel(0, dy);
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  // A finger moving up scrolls the list down: it travels -dy px, in steps, then lifts.
  const steps = 12;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 1; i <= steps; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - (dy * i) / steps }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The scroller's position, once it has stopped moving for a few frames. */
const settled = (page: Page) => page.locator('.str-chat__message-list-scroll').evaluate(async (scroller) => {
  let last = -1;
  let still = 0;
  while (still < 8) {
    await new Promise(requestAnimationFrame);
    still = scroller.scrollTop === last ? still + 1 : 0;
    last = scroller.scrollTop;
  }
  return last;
});

describe.each(SCREENS)('opening a conversation (%s)', (name, screen) => {
  const touch = !!screen.hasTouch;

  it('with many unread messages: at the first unread one, under the separator with the count', async () => {
    const read = Array.from({ length: 30 }, (_, i) => `Earlier line ${i + 1}`);
    const unread = Array.from({ length: 25 }, (_, i) => `New line ${i + 1}`);
    const { alice } = await dmWith(`bounty-open-many-${name}`, read, unread, screen);
    const separator = alice.locator('.str-chat__unread-messages-separator');
    await separator.waitFor();
    await settled(alice);
    // The separator says how many, heads the first unread message, and sits at the top of the view.
    await expect.poll(() => separator.textContent()).toContain('25');
    const first = alice.locator('.str-chat__li').filter({ has: alice.getByText('New line 1', { exact: true }) });
    expect(await first.locator('.str-chat__unread-messages-separator').count()).toBe(1);
    const at = (await place(alice, 'New line 1'))!;
    expect(at.top).toBeGreaterThanOrEqual(-1);
    expect(at.top).toBeLessThan(at.height / 3);
    expect(await inView(alice, 'New line 1')).toBe(true);
    // Not at the end: the newest unread message is below the view.
    expect(await inView(alice, 'New line 25')).toBe(false);
    await alice.close();
  }, 90_000);

  it('with a few unread messages: at the newest, with the separator above the first unread one in view', async () => {
    const read = Array.from({ length: 30 }, (_, i) => `Earlier line ${i + 1}`);
    const unread = ['Are you free on Monday?', 'Or Tuesday?', 'Let me know.'];
    const { alice } = await dmWith(`bounty-open-few-${name}`, read, unread, screen);
    await messageText(alice, 'Let me know.').waitFor();
    await settled(alice);
    expect(await inView(alice, 'Let me know.')).toBe(true);
    expect(await inView(alice, 'Are you free on Monday?')).toBe(true);
    const first = alice.locator('.str-chat__li').filter({ has: alice.getByText('Are you free on Monday?', { exact: true }) });
    await expect.poll(() => first.locator('.str-chat__unread-messages-separator').textContent()).toContain('3');
    await alice.close();
  }, 90_000);

  it('with nothing unread: at the newest message; coming back: where she left it', async () => {
    const read = Array.from({ length: 60 }, (_, i) => `History line ${i + 1}`);
    const { alice, dm } = await dmWith(`bounty-open-back-${name}`, read, [], screen);
    await messageText(alice, 'History line 60').waitFor();
    await settled(alice);
    expect(await inView(alice, 'History line 60')).toBe(true);
    expect(await alice.locator('.str-chat__unread-messages-separator').count()).toBe(0);

    // She scrolls up a good way, by hand, and leaves for the list.
    for (let i = 0; i < 4; i++) await scrollBy(alice, -400, touch);
    await settled(alice);
    const rows = await alice.locator('.str-chat__message-list-scroll [data-testid=message-text-inner-wrapper]').allTextContents();
    const visible: string[] = [];
    for (const text of rows) if (await inView(alice, text.trim())) visible.push(text.trim());
    expect(visible).not.toContain('History line 60');
    const anchor = visible[1] ?? visible[0]!;
    const before = (await place(alice, anchor))!;
    await alice.locator('.bc-back').click();
    // The list shows (the conversation may stay rendered ahead, hidden).
    await alice.getByTestId('message-input').waitFor({ state: 'hidden' });

    // Back in the conversation, the same message is where it was.
    await openDirectMessage(alice, dm);
    await messageText(alice, anchor).waitFor();
    await settled(alice);
    const after = await place(alice, anchor);
    expect(after, `"${anchor}" is rendered again`).toBeDefined();
    expect(Math.abs(after!.top - before.top)).toBeLessThanOrEqual(24);
    expect(await inView(alice, 'History line 60')).toBe(false);
    await alice.close();
  }, 90_000);

  it('her own message, text, image or file, shows wholly above the composer, even scrolled up', async () => {
    const read = Array.from({ length: 40 }, (_, i) => `Thread line ${i + 1}`);
    const { alice } = await dmWith(`bounty-open-own-${name}`, read, [], screen);
    await messageText(alice, 'Thread line 40').waitFor();
    const composer = alice.getByTestId('message-input');
    const lastRowFits = () => alice.locator('.str-chat__message-list-scroll').evaluate((scroller) => {
      const root = scroller.getRootNode() as ShadowRoot;
      const last = [...scroller.querySelectorAll('.str-chat__li')].at(-1)!.getBoundingClientRect();
      const area = scroller.getBoundingClientRect();
      const composerBox = root.querySelector('.str-chat__message-composer')!.getBoundingClientRect();
      return last.top >= area.top - 1 && last.bottom <= area.bottom + 1 && last.bottom <= composerBox.top + 1;
    });

    await scrollBy(alice, -900, touch);
    await settled(alice);
    await composer.fill('My own text');
    await composer.press('Enter');
    await messageText(alice, 'My own text').waitFor();
    await expect.poll(() => inView(alice, 'My own text')).toBe(true);

    const input = alice.locator('.str-chat__message-composer input[type="file"]').first();
    // A real 200×300 photo, drawn by the browser: the service checks what an upload is.
    const png = Buffer.from((await alice.evaluate(() => {
      const canvas = document.createElement('canvas');
      Object.assign(canvas, { width: 200, height: 300 });
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#2a7';
      context.fillRect(0, 0, 200, 300);
      return canvas.toDataURL('image/png');
    })).split(',')[1]!, 'base64');
    for (const [file, label] of [[{ name: 'photo.png', mimeType: 'image/png', buffer: png }, 'the photo'], [{ name: 'brief.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') }, 'the file']] as const) {
      await scrollBy(alice, -900, touch);
      await settled(alice);
      await input.setInputFiles([file]);
      await alice.locator('.str-chat__attachment-preview-list').waitFor();
      await expect.poll(() => alice.locator('[data-testid=send-button]:not([disabled])').count()).toBe(1);
      await alice.getByTestId('send-button').click();
      await expect.poll(() => alice.locator('.str-chat__message-list-scroll .str-chat__li').last().locator(file.mimeType === 'image/png' ? 'img' : '.str-chat__message-attachment--file').count(), { message: label }).toBeGreaterThan(0);
      await settled(alice);
      await expect.poll(lastRowFits, { message: `${label} wholly in view` }).toBe(true);
    }
    await alice.close();
  }, 120_000);
});
