/**
 * A long channel's history window: how many messages the open channel keeps loaded while the user pages
 * through it. Every page costs the SDK and the kit a pass over all loaded messages (message-set merging,
 * grouping, date separators, the state copies), so the loaded run is kept to a few pages around what the user
 * reads; the part left behind is queried again when the user scrolls back to it.
 */

/** Messages one history request asks for. */
export const HISTORY_PAGE = 100;

/** Most messages kept in the run the user is reading. */
export const HISTORY_WINDOW = 3 * HISTORY_PAGE;

/** Newest messages kept for the live end while the user reads far back (new messages land there). */
export const LATEST_KEPT = HISTORY_PAGE;

/** What the provider's SDK calls a message set: one contiguous run of a channel's messages, oldest first. */
export interface MessageRun<M> {
  messages: M[];
  isCurrent: boolean;
  isLatest: boolean;
  pagination: { hasPrev: boolean; hasNext: boolean };
}

/** Which end a page was added to: `older` when the user scrolled up, `newer` when back down. */
export type PageDirection = 'older' | 'newer';

/** Where a scroller stands, in pixels (the DOM's scrollTop, scrollHeight, clientHeight). */
export interface ScrollPosition {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/**
 * The end of the loaded run the user is reading at: the one the view is nearer to. The list asks for a page when
 * an end comes near, but also, for a moment, when it jumps (to the newest messages, it passes the top): what is
 * cut after the page follows where the user is, not where the page was added.
 */
export function readingEnd(position: ScrollPosition): PageDirection {
  const below = position.scrollHeight - position.scrollTop - position.clientHeight;
  return below < position.scrollTop ? 'newer' : 'older';
}

/** Sizes of the window (see the constants above). */
export interface WindowLimits {
  window: number;
  latest: number;
}

const LIMITS: WindowLimits = { window: HISTORY_WINDOW, latest: LATEST_KEPT };

/**
 * The runs worth keeping before a page is fetched: the current one and the live end. Others (left by an
 * earlier jump) go: the SDK files a page into whichever run its times overlap, so a stray run could swallow it.
 */
export function pagingRuns<M>(runs: readonly MessageRun<M>[]): MessageRun<M>[] {
  return runs.filter((run) => run.isCurrent || run.isLatest);
}

/** Where the current run ended before a page was fetched (see `windowAfterPage`). */
export interface RunEnds {
  first: string | undefined;
  last: string | undefined;
}

/** The current run's first and last message ids. */
export function currentEnds<M extends { id: string }>(runs: readonly MessageRun<M>[]): RunEnds {
  const current = runs.find((run) => run.isCurrent);
  return { first: current?.messages[0]?.id, last: current?.messages.at(-1)?.id };
}

/** The current run and the live end as one run, the page that closed the gap between them included. */
function joined<M extends { id: string }>(current: MessageRun<M>, live: MessageRun<M>): MessageRun<M> {
  const ids = new Set(current.messages.map((message) => message.id));
  return {
    messages: [...current.messages, ...live.messages.filter((message) => !ids.has(message.id))],
    isCurrent: true,
    isLatest: true,
    pagination: { hasPrev: current.pagination.hasPrev, hasNext: false },
  };
}

/**
 * The runs to keep after a page of `received` messages was fetched at `direction`'s end of the current run
 * (newest run first), or null when nothing needs to change. `before` is `currentEnds` from before the fetch.
 * - The SDK files a page by time and answers into the first run it holds, not always into the current one:
 *   a newer page that reaches the live end lands there (the current run's newer side would then never load),
 *   so the two are joined; an empty older page marks the live end as having nothing older, so that flag goes
 *   to the current run instead. The live end, apart from the current run, always has older messages.
 * - Over the window, the end away from the user (`reading`: by default where the page was added) is dropped and
 *   marked as having more; the live end survives as its own run (its newest `latest` messages), where new
 *   messages keep arriving.
 */
export function windowAfterPage<M extends { id: string }>(runs: readonly MessageRun<M>[], direction: PageDirection, received: number, before: RunEnds, reading: PageDirection = direction, limits: WindowLimits = LIMITS): MessageRun<M>[] | null {
  let current = runs.find((run) => run.isCurrent);
  if (!current) return null;
  let live = runs.find((run) => run.isLatest && !run.isCurrent);
  let changed = false;
  if (live && direction === 'newer' && received > 0 && current.messages.at(-1)?.id === before.last) {
    current = joined(current, live);
    live = undefined;
    changed = true;
  }
  if (live && direction === 'older' && received === 0 && !live.pagination.hasPrev) {
    current = { ...current, pagination: { ...current.pagination, hasPrev: false } };
    changed = true;
  }
  if (live && (!live.pagination.hasPrev || live.pagination.hasNext)) {
    live = { ...live, pagination: { hasPrev: true, hasNext: false } };
    changed = true;
  }
  if (current.messages.length > limits.window) {
    changed = true;
    if (reading === 'newer') {
      current = { ...current, messages: current.messages.slice(-limits.window), pagination: { ...current.pagination, hasPrev: true } };
    } else {
      if (current.isLatest) {
        live = { messages: current.messages.slice(limits.window).slice(-limits.latest), isCurrent: false, isLatest: true, pagination: { hasPrev: true, hasNext: false } };
      }
      current = { ...current, isLatest: false, messages: current.messages.slice(0, limits.window), pagination: { ...current.pagination, hasNext: true } };
    }
  }
  if (!changed) return null;
  return live ? [live, current] : [current];
}
