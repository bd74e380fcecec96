// The history window: what a long channel keeps loaded after each page, and how the SDK's filing of pages is
// put right (a page that reached the live end, an empty last page).
import { describe, expect, it } from 'vitest';
import { HISTORY_PAGE, HISTORY_WINDOW, currentEnds, pagingRuns, readingEnd, windowAfterPage } from '../../../../src/chat/conversation/historyWindow.js';
import type { MessageRun } from '../../../../src/chat/conversation/historyWindow.js';

type M = { id: string };
const limits = { window: 5, latest: 2 };
/** Messages m<from>..m<to>. */
const span = (from: number, to: number): M[] => Array.from({ length: to - from + 1 }, (_, i) => ({ id: `m${from + i}` }));
const run = (from: number, to: number, flags: Partial<MessageRun<M>> = {}): MessageRun<M> =>
  ({ messages: span(from, to), isCurrent: false, isLatest: false, pagination: { hasPrev: true, hasNext: false }, ...flags });
/** A run as `m3..m7 CL <>`: ends, current/latest, has older (<) / newer (>). */
const show = (runs: MessageRun<M>[] | null): string[] | null => runs && runs.map((r) =>
  `${r.messages[0]?.id}..${r.messages.at(-1)?.id} ${r.isCurrent ? 'C' : ''}${r.isLatest ? 'L' : ''} ${r.pagination.hasPrev ? '<' : ''}${r.pagination.hasNext ? '>' : ''}`);

describe('windowAfterPage', () => {
  it.each([
    ['a run within the window is left alone', [run(3, 7, { isCurrent: true, isLatest: true })], 'older', 2, { first: 'm5', last: 'm7' }, null],
    ['an older page past the window splits off the live end', [run(1, 7, { isCurrent: true, isLatest: true })], 'older', 2, { first: 'm3', last: 'm7' },
      ['m6..m7 L <', 'm1..m5 C <>']],
    ['further older pages keep the live end and cut the newest of the window', [run(9, 10, { isLatest: true }), run(1, 7, { isCurrent: true, pagination: { hasPrev: true, hasNext: true } })], 'older', 2, { first: 'm3', last: 'm7' },
      ['m9..m10 L <', 'm1..m5 C <>']],
    ['a newer page past the window cuts the oldest', [run(12, 13, { isLatest: true }), run(1, 7, { isCurrent: true, pagination: { hasPrev: true, hasNext: true } })], 'newer', 2, { first: 'm1', last: 'm5' },
      ['m12..m13 L <', 'm3..m7 C <>']],
    ['a newer page filed into the live end joins the two', [run(6, 10, { isLatest: true, pagination: { hasPrev: true, hasNext: true } }), run(1, 5, { isCurrent: true, pagination: { hasPrev: false, hasNext: true } })], 'newer', 2, { first: 'm1', last: 'm5' },
      ['m6..m10 CL <']],
    ['an empty older page filed into the live end marks the current run as complete', [run(9, 10, { isLatest: true, pagination: { hasPrev: false, hasNext: false } }), run(1, 5, { isCurrent: true, pagination: { hasPrev: true, hasNext: true } })], 'older', 0, { first: 'm1', last: 'm5' },
      ['m9..m10 L <', 'm1..m5 C >']],
    ['a refused request (nothing fetched, nothing filed) changes nothing', [run(9, 10, { isLatest: true }), run(1, 5, { isCurrent: true, pagination: { hasPrev: true, hasNext: true } })], 'older', 0, { first: 'm1', last: 'm5' }, null],
  ] as const)('%s', (_name, runs, direction, received, before, expected) => {
    expect(show(windowAfterPage(runs as unknown as MessageRun<M>[], direction, received, before, direction, limits))).toEqual(expected);
  });

  it.each([
    // The list passed its top for a moment while jumping to the newest messages; the user reads at the bottom.
    ['an older page that arrives while the user reads the newest keeps them (and the message just sent)',
      [run(1, 7, { isCurrent: true, isLatest: true })], 'older', 2, 'newer', ['m3..m7 CL <']],
    ['a newer page that arrives while the user reads the oldest keeps them', [run(9, 10, { isLatest: true }), run(1, 7, { isCurrent: true, pagination: { hasPrev: false, hasNext: true } })], 'newer', 2, 'older',
      ['m9..m10 L <', 'm1..m5 C >']],
  ] as const)('%s', (_name, runs, direction, received, reading, expected) => {
    expect(show(windowAfterPage(runs as unknown as MessageRun<M>[], direction, received, { first: 'm3', last: 'm7' }, reading, limits))).toEqual(expected);
  });

  it('scrolling a long channel to its start and back keeps at most the window plus the live end loaded', () => {
    // A 2,000-message channel as a provider would page it, filed the way the SDK files pages (by position).
    const total = 2000;
    let runs: MessageRun<M>[] = [run(total - HISTORY_PAGE + 1, total, { isCurrent: true, isLatest: true, pagination: { hasPrev: true, hasNext: false } })];
    const current = () => runs.find((r) => r.isCurrent) as MessageRun<M>;
    const n = (m: M | undefined) => Number(m?.id.slice(1));
    let most = 0;
    for (let pages = 0; current().pagination.hasPrev; pages++) {
      expect(pages).toBeLessThan(40);
      runs = pagingRuns(runs);
      const before = currentEnds(runs);
      const from = n(current().messages[0]);
      const page = span(Math.max(1, from - HISTORY_PAGE), from - 1);
      current().messages = [...page, ...current().messages];
      if (page.length < HISTORY_PAGE) current().pagination = { ...current().pagination, hasPrev: false };
      runs = windowAfterPage(runs, 'older', page.length, before) ?? runs;
      most = Math.max(most, runs.reduce((sum, r) => sum + r.messages.length, 0));
    }
    expect(current().messages[0]).toEqual({ id: 'm1' });
    while (!current().isLatest) {
      runs = pagingRuns(runs);
      const before = currentEnds(runs);
      const to = n(current().messages.at(-1));
      const live = runs.find((r) => r.isLatest) as MessageRun<M>;
      const page = span(to + 1, Math.min(total, to + HISTORY_PAGE));
      // The SDK files a page that reaches the live end into the live end.
      if (n(page.at(-1)) >= n(live.messages[0])) live.messages = [...page.filter((m) => n(m) < n(live.messages[0])), ...live.messages];
      else current().messages = [...current().messages, ...page];
      runs = windowAfterPage(runs, 'newer', page.length, before) ?? runs;
      most = Math.max(most, runs.reduce((sum, r) => sum + r.messages.length, 0));
    }
    expect(current().messages.at(-1)).toEqual({ id: `m${total}` });
    expect(current().messages.map(n)).toEqual(span(total - HISTORY_WINDOW + 1, total).map(n));
    expect(most).toBeLessThanOrEqual(HISTORY_WINDOW + 2 * HISTORY_PAGE);
  });
});

describe('readingEnd', () => {
  it.each([
    ['at the top', { scrollTop: 0, scrollHeight: 5000, clientHeight: 600 }, 'older'],
    ['near the top', { scrollTop: 90, scrollHeight: 5000, clientHeight: 600 }, 'older'],
    ['at the bottom', { scrollTop: 4400, scrollHeight: 5000, clientHeight: 600 }, 'newer'],
    ['past the middle', { scrollTop: 2500, scrollHeight: 5000, clientHeight: 600 }, 'newer'],
  ] as const)('%s: %s', (_name, position, expected) => {
    expect(readingEnd(position)).toBe(expected);
  });
});

describe('pagingRuns', () => {
  it('keeps the current run and the live end, not the runs an earlier jump left', () => {
    const runs = [run(90, 99, { isLatest: true }), run(50, 60), run(10, 20, { isCurrent: true })];
    expect(show(pagingRuns(runs))).toEqual(['m90..m99 L <', 'm10..m20 C <']);
  });
});
