// A message shows in the other person's window at once, even while the read receipts of the previous messages
// are still arriving (they used to push each message onto the next half-second state copy), and reading still
// updates the sender's read receipt.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeHostUser } from './helpers/backend.js';
import { startWidgetEnv } from '../bench/chat/widgetEnv.js';
import { measureLatency, type LatencyResult } from '../bench/chat/latency.js';
import { openDmIn, openWidget } from '../bench/chat/session.js';

let env: Awaited<ReturnType<typeof startWidgetEnv>>;

beforeAll(async () => { env = await startWidgetEnv(); });
afterAll(async () => { await env?.close(); });

/** A candidate and a poster, each in a window of their own with their DM open: the poster receives. */
async function openPair(candidateName: string, posterName: string) {
  const candidate = makeHostUser(candidateName);
  const poster = makeHostUser(posterName, 'poster');
  const receiver = await openWidget(env, poster);
  const sender = await openWidget(env, candidate);
  await openDmIn(sender.page, candidate, poster);
  await openDmIn(receiver.page, candidate, poster);
  return { sender, receiver };
}

describe('send → shown between two windows', () => {
  it('shows each message in the other window within a fraction of the old half-second wait, read receipts intact', async () => {
    const { sender, receiver } = await openPair('Cara', 'Pim');

    // 12 messages 100–500 ms apart, as a user sees them. With the kit's throttled state copy, most of a round
    // waited behind the read events of the one before: a median of 193–340 ms and up to four messages past 450 ms
    // (measured); with the flush, a median near 40 ms. A machine busy with the rest of the suite holds messages up
    // now and then (a CI run saw a median of 165 ms and one message late in each of three rounds), so a round
    // passes with the median under 200 ms and at most two messages past 450 ms, and up to five rounds are sent (a
    // clean-clone run of the suite saw medians of 229, 203 and 239 ms in three; this file beside composerRules alone,
    // 100–214 ms from round to round). The next test catches the throttle whatever the machine's load.
    const late = (result: LatencyResult) => result.each.filter((ms) => ms >= 450).length;
    const passes = (result: LatencyResult) => result.shown === 12 && result.p50 < 200 && late(result) <= 2;
    const rounds: LatencyResult[] = [];
    for (let round = 0; round < 5; round++) {
      const result = await measureLatency(sender.page, receiver.page, 12, 'test', round * 12 + 1);
      rounds.push(result);
      if (passes(result)) break;
    }
    const last = rounds.at(-1)!; // the passing round, or the fifth
    expect(last.shown, JSON.stringify(rounds)).toBe(12);
    expect(last.p50, JSON.stringify(rounds)).toBeLessThan(200);
    expect(late(last), JSON.stringify(rounds)).toBeLessThanOrEqual(2);

    // Right after the burst, the poster reads a last message and the candidate sees it as read: read events still
    // reach the list (they only no longer copy the messages), and a mark asked for within the kit's 500 ms
    // mark-read throttle is sent at the window's end instead of dropped.
    const composer = sender.page.getByTestId('message-input');
    await composer.fill('Did you see this one?');
    await composer.press('Enter');
    await sender.page.locator('.str-chat__li', { hasText: 'Did you see this one?' }).locator('.str-chat__message-status-read-by').waitFor({ timeout: 10_000 });

    // Plain lines render without the Markdown parser; the first line with Markdown loads it and is formatted.
    await composer.fill('Run **npm ci** first');
    await composer.press('Enter');
    await receiver.page.locator('.str-chat__message-list strong', { hasText: 'npm ci' }).waitFor();
    await Promise.all([sender.close(), receiver.close()]);
  }, 90_000);

  it('shows a message that arrives while the receiving page\'s timers stand still: none waits on a throttle', async () => {
    const { sender, receiver } = await openPair('Cody', 'Pia');
    // The receiver's clock stands still and moves only as the test moves it, however busy the machine: once the
    // page has handled a message's event (the widget's host `message` event, fired in the same turn as the kit's
    // own handling), the page's clock may move 240 ms, under half the kit's 500 ms state-copy throttle, and the
    // message must be shown. Without the flush on message events, every message after the first of a burst took
    // the throttle's full window of that clock (31 steps of 16 ms, measured); the first passed its leading edge
    // either way. (Waiting for the WebSocket frame instead let a busy page step its clock before it had read the
    // frame: the message then sat in the throttle with the clock spent, and the test failed once under load.)
    await receiver.page.evaluate(() => {
      const handled: string[] = [];
      (window as unknown as { handled: string[] }).handled = handled;
      window.addEventListener('bountychat:message', (event) => handled.push((event as CustomEvent<{ text: string }>).detail.text));
    });
    const handled = (text: string) => receiver.page.evaluate((t) => (window as unknown as { handled: string[] }).handled.includes(t), text);
    await receiver.page.clock.install();
    await receiver.page.clock.pauseAt(await receiver.page.evaluate(() => Date.now()) + 1_000);
    try {
      const composer = sender.page.getByTestId('message-input');
      for (const n of [1, 2, 3, 4]) {
        const text = `Still-clock message ${n}`;
        await composer.fill(text);
        await composer.press('Enter');
        await expect.poll(() => handled(text)).toBe(true);
        const row = receiver.page.locator('.str-chat__message-list .str-chat__li', { hasText: text });
        for (let step = 0; step < 15 && (await row.count()) === 0; step++) await receiver.page.clock.runFor(16);
        // Real time to render in, with the clock still: no timer can fire meanwhile.
        await row.waitFor({ timeout: 5_000 });
      }
    } finally {
      await receiver.page.clock.resume();
    }
    await Promise.all([sender.close(), receiver.close()]);
  }, 60_000);
});
