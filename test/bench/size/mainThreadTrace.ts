/**
 * The renderer main thread's tasks from a Chromium trace (CDP Tracing, 'devtools.timeline'): unlike the
 * 'longtask' observer, which only reports tasks of 50 ms and more, this gives the longest task whatever its length.
 */
import type { CDPSession } from 'playwright-core';

interface TraceEvent { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: { name?: string } }

/** One main-thread task: duration in ms, and whether it started after the page's `performance.mark(after)`. */
export interface MainThreadTask {
  ms: number;
  afterMark: boolean;
}

/** A running trace; `stop()` returns the main thread's tasks. */
export interface MainThreadTrace {
  stop(): Promise<MainThreadTask[]>;
}

/** Starts tracing through `cdp` (a session on the page). */
export async function traceMainThread(cdp: CDPSession, mark: string): Promise<MainThreadTrace> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => { events.push(...(value as unknown as TraceEvent[])); });
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing', transferMode: 'ReportEvents' });
  return {
    async stop() {
      const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.end');
      await complete;
      const mainThreads = new Set(events
        .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
        .map((e) => `${e.pid}:${e.tid}`));
      const markedAt = Math.min(...events.filter((e) => e.name === mark).map((e) => e.ts));
      return events
        .filter((e) => e.ph === 'X' && e.name === 'RunTask' && mainThreads.has(`${e.pid}:${e.tid}`))
        .map((e) => ({ ms: (e.dur ?? 0) / 1000, afterMark: e.ts >= markedAt }));
    },
  };
}
