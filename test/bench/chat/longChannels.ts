/**
 * A long channel scrolled through its history (mouse-wheel steps over the message list), and a user with many
 * channels opening the list: DOM size, frame times and what the user saw on the way, widget and plain kit alike.
 */
import type { Page } from 'playwright-core';
import { inPage } from './session.js';

/** The lowest and highest message number in view, or null when no numbered message is. */
export type View = [number, number] | null;

/** What scrolling through a long channel cost and showed. */
export interface ScrollResult {
  /** Whether `until` came into the list before the time ran out. */
  reached: boolean;
  seconds: number;
  maxNodes: number;
  /** Animation frames of 50 ms or more while scrolling, and the longest. */
  longFrames: number;
  longestFrame: number;
  /** The messages in view after each step (with `numbers` only). */
  views: View[];
}

/** How to scroll: which way, to which text, for how long, how far per wheel step, how messages are numbered. */
export interface ScrollPlan {
  direction: 'up' | 'down';
  until: string;
  limitSeconds: number;
  /** Pixels per wheel step (default 2,500: several screens, a fling). */
  step?: number;
  /** A pattern whose first group is a message's number: the view is sampled after every step. */
  numbers?: RegExp;
}

/** The in-page expression for the numbered messages in view of the list's scroller. */
function viewExpression(numbers: RegExp): string {
  return `(() => {
    const scroller = bench.root().querySelector('.str-chat__message-list-scroll');
    if (!scroller) return null;
    const box = scroller.getBoundingClientRect();
    const pattern = new RegExp(${JSON.stringify(numbers.source)});
    const seen = [...bench.root().querySelectorAll('.str-chat__li')].filter((item) => {
      const r = item.getBoundingClientRect();
      return r.bottom > box.top + 1 && r.top < box.bottom - 1;
    }).map((item) => Number(pattern.exec(item.textContent)?.[1])).filter((n) => n > 0);
    return seen.length ? [Math.min(...seen), Math.max(...seen)] : null;
  })()`;
}

/** The numbered messages in view in the open channel's list. */
export function visibleMessages(page: Page, numbers: RegExp): Promise<View> {
  return inPage<View>(page, viewExpression(numbers));
}

/** Scrolls the open channel's message list until `until` shows or the time runs out. */
export async function scrollThrough(page: Page, plan: ScrollPlan): Promise<ScrollResult> {
  const list = page.locator('.str-chat__message-list').first();
  const box = await list.boundingBox();
  if (!box) throw new Error('no message list to scroll');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const framesBefore = await inPage<number>(page, 'bench.frames.length');
  const delta = (plan.direction === 'up' ? -1 : 1) * (plan.step ?? 2500);
  const sample = `({ nodes: bench.nodes(), reached: [...bench.root().querySelectorAll('.str-chat__message-list')].some((e) => e.textContent.includes(${JSON.stringify(plan.until)})), view: ${plan.numbers ? viewExpression(plan.numbers) : 'null'} })`;
  const started = Date.now();
  const views: View[] = [];
  let maxNodes = 0;
  let reached = false;
  let step = 0;
  while (Date.now() - started < plan.limitSeconds * 1000) {
    await page.mouse.wheel(0, delta);
    // The next step once the page has drawn this one (a slow page scrolls slower, as a user waits on it).
    await inPage(page, 'bench.painted()');
    if (++step % 5 !== 0 && !plan.numbers) continue;
    const state = await inPage<{ nodes: number; reached: boolean; view: View }>(page, sample);
    maxNodes = Math.max(maxNodes, state.nodes);
    if (plan.numbers) views.push(state.view);
    if (state.reached) { reached = true; break; }
  }
  const frames = await inPage<number[]>(page, `bench.frames.slice(${framesBefore})`);
  return {
    reached, seconds: Math.round((Date.now() - started) / 1000), maxNodes,
    longFrames: frames.length, longestFrame: Math.round(Math.max(0, ...frames)), views,
  };
}

/** Scrolls the open channel's message list up until `firstText` shows or `limitSeconds` pass. */
export function scrollToFirst(page: Page, firstText: string, limitSeconds: number): Promise<ScrollResult> {
  return scrollThrough(page, { direction: 'up', until: firstText, limitSeconds });
}

/**
 * Where consecutive views of a scroll broke continuity: more than a screen of messages skipped, or a jump back
 * against the scroll by more than two screens (a screen: the median number of messages in view). Smaller
 * slips happen as a page of history lands above the view and its messages take their measured heights.
 * Empty when the list moved as one.
 */
export function discontinuities(views: readonly View[], direction: 'up' | 'down'): string[] {
  const seen = views.filter((view): view is [number, number] => view !== null);
  const sizes = seen.map(([low, high]) => high - low + 1).sort((a, b) => a - b);
  const screen = sizes[Math.floor(sizes.length / 2)] ?? 1;
  const found: string[] = [];
  for (let i = 1; i < seen.length; i++) {
    const [lastLow, lastHigh] = seen[i - 1] as [number, number];
    const [low, high] = seen[i] as [number, number];
    const skipped = direction === 'up' ? lastLow - high - 1 : low - lastHigh - 1;
    const back = direction === 'up' ? high - lastHigh : lastLow - low;
    if (skipped > screen || back > 2 * screen) found.push(`${lastLow}–${lastHigh} → ${low}–${high}`);
  }
  return found;
}
