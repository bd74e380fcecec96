/**
 * A long channel scrolled to its first message through history (mouse-wheel steps over the message list), and
 * a user with many channels opening the list: DOM size and frame times, widget and plain kit alike.
 */
import type { Page } from 'playwright-core';
import { inPage } from './session.js';

/** What scrolling up through a long channel cost. */
export interface ScrollResult {
  reachedFirst: boolean;
  seconds: number;
  maxNodes: number;
  /** Animation frames of 50 ms or more while scrolling, and the longest. */
  longFrames: number;
  longestFrame: number;
}

/** Scrolls the open channel's message list up until `firstText` shows or `limitSeconds` pass. */
export async function scrollToFirst(page: Page, firstText: string, limitSeconds: number): Promise<ScrollResult> {
  const list = page.locator('.str-chat__message-list').first();
  const box = await list.boundingBox();
  if (!box) throw new Error('no message list to scroll');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const framesBefore = await inPage<number>(page, 'bench.frames.length');
  const started = Date.now();
  let maxNodes = 0;
  let reachedFirst = false;
  let step = 0;
  while (Date.now() - started < limitSeconds * 1000) {
    await page.mouse.wheel(0, -2500);
    await page.waitForTimeout(40);
    if (++step % 5 !== 0) continue;
    const state = await inPage<{ nodes: number; first: boolean }>(page, `({ nodes: bench.nodes(), first: [...bench.root().querySelectorAll('.str-chat__message-list')].some((e) => e.textContent.includes(${JSON.stringify(firstText)})) })`);
    maxNodes = Math.max(maxNodes, state.nodes);
    if (state.first) { reachedFirst = true; break; }
  }
  const frames = await inPage<number[]>(page, `bench.frames.slice(${framesBefore})`);
  return {
    reachedFirst, seconds: Math.round((Date.now() - started) / 1000), maxNodes,
    longFrames: frames.length, longestFrame: Math.round(Math.max(0, ...frames)),
  };
}
