/**
 * "The page has settled", for benchmarks that measure a page at rest instead of after a fixed pause: none of its
 * requests in flight, then a whole idle period of its main thread (50 ms, which Chromium grants only when no task,
 * timer or frame is due within it) with no new request meanwhile. Work the page schedules for later than that
 * (a warm-up after a timer) is not waited for: a caller that counts it waits for its request as well.
 */
import type { Page, Request } from 'playwright-core';

// A string, not a function: tsx would wrap a function's inner helpers in its own __name(), which the page lacks.
const IDLE_PERIOD = `new Promise((resolve) => {
  const next = () => requestIdleCallback((deadline) => (deadline.timeRemaining() >= 49 ? resolve() : next()));
  next();
})`;

/** A page's requests seen since `watchRequests` (WebSockets aside). */
export interface PageRequests {
  page: Page;
  started(): number;
  noneInFlight(): Promise<void>;
  /** Resolves once a request whose URL matches `pattern` has finished (at once if one has); fails after `limitMs`. */
  finished(pattern: RegExp, limitMs?: number): Promise<void>;
}

/** Starts watching `page`'s requests; a request that began before is not waited for. */
export function watchRequests(page: Page): PageRequests {
  let started = 0;
  const inFlight = new Set<Request>();
  const done: string[] = [];
  const waiting: Array<() => void> = [];
  const wake = (): void => { for (const resolve of waiting.splice(0)) resolve(); };
  const ended = (request: Request): void => { inFlight.delete(request); done.push(request.url()); wake(); };
  page.on('request', (request) => { started++; inFlight.add(request); });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const until = async (condition: () => boolean): Promise<void> => {
    while (!condition()) await new Promise<void>((resolve) => { waiting.push(resolve); });
  };
  return {
    page,
    started: () => started,
    noneInFlight: () => until(() => inFlight.size === 0),
    finished: (pattern, limitMs = 15_000) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const limit = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no request to ${pattern} finished within ${limitMs} ms`)), limitMs);
      });
      return Promise.race([until(() => done.some((url) => pattern.test(url))), limit]).finally(() => clearTimeout(timer));
    },
  };
}

/** Waits until the page has settled; resolves with that moment on the page's clock (ms since its navigation). */
export async function settled(requests: PageRequests): Promise<number> {
  for (;;) {
    await requests.noneInFlight();
    const before = requests.started();
    await requests.page.evaluate(IDLE_PERIOD);
    if (requests.started() === before) return requests.page.evaluate(() => performance.now());
  }
}
