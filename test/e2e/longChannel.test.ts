// A long channel keeps the widget light: the message list is virtualized (only the messages in view are in the
// DOM) and only a window of a few history pages stays loaded, so each page costs the same however far back the
// user reads. Scrolling through it must still look like one continuous list: every message passes by in order,
// in its sender's group, and a message sent from far back lands with the newest ones, in view.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeHostUser } from './helpers/backend.js';
import type { HostUser } from './helpers/backend.js';
import { startWidgetEnv } from '../bench/chat/widgetEnv.js';
import { discontinuities, scrollThrough, visibleMessages } from '../bench/chat/longChannels.js';
import { createDm, inPage, openDmIn, openWidget } from '../bench/chat/session.js';
import type { BenchPage } from '../bench/chat/session.js';

const COUNT = 700;
const line = (n: number): string => `History line ${n} of the bounty`;
const NUMBERS = /History line (\d+) of/;
// A frame bound a busy CI machine still meets (frames there run several times slower than on a quiet one);
// `npm run bench:chat` measures the frames of a 10,000-message channel against the plain kit.
const FRAME_BOUND_MS = 2_000;

let env: Awaited<ReturnType<typeof startWidgetEnv>>;

beforeAll(async () => { env = await startWidgetEnv(); });
afterAll(async () => { await env?.close(); });

/** A candidate and a poster whose DM holds COUNT messages, opened by the candidate. */
async function longDm(fields?: (cid: string) => (n: number) => Record<string, unknown>): Promise<{ widget: BenchPage; cid: string; candidate: HostUser }> {
  const candidate = makeHostUser('Lena');
  const poster = makeHostUser('Lars', 'poster');
  await createDm(env, candidate, poster);
  const cid = env.backend.dmCid(candidate.sub, poster.sub);
  // Message n is sent by senders[n % 3]: the poster sends 2, 5, 8 …, the candidate the two between each.
  env.backend.seedMessages(cid, [candidate.sub, candidate.sub, poster.sub], COUNT, line, fields?.(cid));
  const widget = await openWidget(env, candidate);
  await openDmIn(widget.page, candidate, poster);
  await inPage(widget.page, `bench.when('.str-chat__message-list', ${JSON.stringify(line(COUNT))})`);
  return { widget, cid, candidate };
}

/** Wheel steps of most of a screen, so that consecutive views overlap unless the list jumps. */
async function screenStep(page: Page): Promise<number> {
  const box = await page.locator('.str-chat__message-list-scroll').first().boundingBox();
  if (!box) throw new Error('no message list');
  return Math.round(box.height * 0.7);
}

/** The group class of each numbered message in view (`single`, `top`, `middle`, `bottom`, or '' when none). */
function groupsInView(page: Page): Promise<Record<number, string>> {
  return inPage(page, `(() => {
    const box = bench.root().querySelector('.str-chat__message-list-scroll').getBoundingClientRect();
    const groups = {};
    for (const item of bench.root().querySelectorAll('.str-chat__li')) {
      const r = item.getBoundingClientRect();
      const n = Number(/History line (\\d+) of/.exec(item.textContent)?.[1]);
      if (!n || r.bottom <= box.top || r.top >= box.bottom) continue;
      groups[n] = /str-chat__li--(single|top|middle|bottom)/.exec(item.className)?.[1] ?? '';
    }
    return groups;
  })()`);
}

describe(`a channel of ${COUNT} messages`, () => {
  it('scrolls up to its first message and back down to its newest without skipping or jumping, newer pages fetched again, at most 1,500 elements', async () => {
    const { widget } = await longDm();
    const step = await screenStep(widget.page);

    const up = await scrollThrough(widget.page, { direction: 'up', until: line(1), limitSeconds: 150, step, numbers: NUMBERS });
    expect(up.reached).toBe(true);
    expect(discontinuities(up.views, 'up')).toEqual([]);
    expect(up.maxNodes).toBeLessThanOrEqual(1500);
    // Only the messages in view are rendered, not the loaded ones.
    expect(await widget.page.locator('.str-chat__li').count()).toBeLessThan(60);
    // Loaded after the window had dropped as many messages as the page added, the first ones still show their
    // senders' groups: the poster's 2 and 5 alone, the candidate's 3–4 and 6–7 as runs of two.
    const groups = await groupsInView(widget.page);
    const expected: Record<number, string> = { 2: 'single', 3: 'top', 4: 'bottom', 5: 'single', 6: 'top', 7: 'bottom' };
    for (const n of Object.keys(groups).map(Number).filter((n) => n >= 2 && n <= 7)) expect([n, groups[n]]).toEqual([n, expected[n]]);

    // Back down: the window dropped the newer pages on the way up, so they are fetched again.
    const newerPages: string[] = [];
    widget.page.on('request', (request) => { if (request.url().includes('/query') && request.postData()?.includes('id_gt')) newerPages.push(request.url()); });
    const down = await scrollThrough(widget.page, { direction: 'down', until: line(COUNT), limitSeconds: 150, step, numbers: NUMBERS });
    expect(down.reached).toBe(true);
    expect(discontinuities(down.views, 'down')).toEqual([]);
    expect(newerPages.length).toBeGreaterThanOrEqual(3);
    expect(down.maxNodes).toBeLessThanOrEqual(1500);
    expect(Math.max(up.longestFrame, down.longestFrame)).toBeLessThan(FRAME_BOUND_MS);
    await widget.close();
  }, 360_000);

  // The jump to the newest messages passes the list's top for a moment, and the list asks for an older page: the
  // window is cut away from where the user reads when that page arrives, so the message just sent stays.
  it('a quoted message far back is shown on click, and a message sent from there lands in view with the newest ones', { timeout: 180_000 }, async () => {
    const { widget } = await longDm((cid) => (n) => (n === COUNT ? { quoted_message_id: env.backend.seededId(cid, 5) } : {}));
    const newest = widget.page.locator('.str-chat__li', { hasText: line(COUNT) });
    await newest.locator('.str-chat__quoted-message-preview', { hasText: line(5) }).click();
    // Shown: the view holds the far-back run alone. The newest message's quote reads "History line 5" too, so a
    // view of the newest messages once passed for it: the message was then sent before the jump had landed, and
    // the jump, landing after the send, carried the list away from it (the test fails so with the jump's page held
    // back 300 ms; most likely the 1 failure in 175 busy runs a retry used to cover). A send while a jump is on
    // its way is a case of its own: the next test.
    await expect.poll(async () => {
      const view = await visibleMessages(widget.page, NUMBERS);
      return !!view && view[0] <= 5 && view[1] < COUNT / 2;
    }, { timeout: 30_000 }).toBe(true);

    const composer = widget.page.getByTestId('message-input');
    await composer.fill('Back to the newest messages');
    await composer.press('Enter');
    const sent = widget.page.locator('.str-chat__li', { hasText: 'Back to the newest messages' });
    await sent.waitFor({ timeout: 30_000 });
    await expect.poll(() => sent.evaluate((item) => {
      const list = item.closest('.str-chat__message-list-scroll')?.getBoundingClientRect();
      const r = item.getBoundingClientRect();
      return !!list && r.top >= list.top - 1 && r.bottom <= list.bottom + 1;
    }), { timeout: 30_000 }).toBe(true);
    await widget.page.locator('.str-chat__li', { hasText: line(COUNT) }).waitFor();
    await widget.close();
  });

  // The later wish wins: a message sent while the jump to a quoted message is still loading is not carried out of
  // view when that jump lands after it.
  it('a message sent while the jump to a quoted message is loading stays in view once the jump has landed', { timeout: 180_000 }, async () => {
    const { widget } = await longDm((cid) => (n) => (n === COUNT ? { quoted_message_id: env.backend.seededId(cid, 5) } : {}));
    const { page } = widget;
    // The jump's page (the messages around the quoted one) is held until the message has been sent.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let jumpAsked = false;
    await page.route('**/query**', async (route) => {
      if (!route.request().postData()?.includes('id_around')) return route.continue();
      jumpAsked = true;
      const answer = await route.fetch();
      await held;
      return route.fulfill({ response: answer });
    });
    await page.locator('.str-chat__li', { hasText: line(COUNT) }).locator('.str-chat__quoted-message-preview', { hasText: line(5) }).click();
    await expect.poll(() => jumpAsked).toBe(true);

    const composer = page.getByTestId('message-input');
    await composer.fill('Sent while the jump was loading');
    await composer.press('Enter');
    const sent = page.locator('.str-chat__li', { hasText: 'Sent while the jump was loading' });
    await sent.waitFor({ timeout: 30_000 });
    // Once the jump's page has come back, the view settles: where it rests after 10 frames without a change.
    const landed = page.waitForResponse((response) => response.request().postData()?.includes('id_around') ?? false);
    release();
    await landed;
    let view = '';
    let unchanged = 0;
    for (const started = Date.now(); unchanged < 10 && Date.now() - started < 30_000;) {
      await inPage(page, 'bench.painted()');
      const now = JSON.stringify(await visibleMessages(page, NUMBERS));
      unchanged = now === view ? unchanged + 1 : 0;
      view = now;
    }
    expect(unchanged).toBe(10);
    // evaluateAll: the row may be gone from the virtualized list, which reads as "not in view" rather than a wait.
    expect(await sent.evaluateAll((items) => items.some((item) => {
      const list = item.closest('.str-chat__message-list-scroll')?.getBoundingClientRect();
      const r = item.getBoundingClientRect();
      return !!list && r.top >= list.top - 1 && r.bottom <= list.bottom + 1;
    }))).toBe(true);
    await widget.close();
  });
});
