/** Work spread out over time: a few items at once, then a pause, so a burst never trips the provider's rate limit. */

/** Items per batch and the pause between batches when joining the user's bounty channels. */
export const JOIN_BATCH = { size: 5, pauseMs: 500 } as const;

/** `items` cut into consecutive batches of `size`. */
export function batchesOf<T>(items: ReadonlyArray<T>, size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new TypeError('size must be a positive integer');
  const batches: T[][] = [];
  for (let at = 0; at < items.length; at += size) batches.push(items.slice(at, at + size));
  return batches;
}

/**
 * Runs `run` on every item, `size` at a time (together), pausing `pauseMs` between batches; a failed item does
 * not stop the others. Resolves with each item's outcome, in order. `sleep` is a port (tests drive time).
 */
export async function inBatches<T, R>(
  items: ReadonlyArray<T>,
  options: { size: number; pauseMs: number; sleep(ms: number): Promise<void>; stopped?(): boolean },
  run: (item: T) => Promise<R>,
): Promise<Array<PromiseSettledResult<R>>> {
  const results: Array<PromiseSettledResult<R>> = [];
  const batches = batchesOf(items, options.size);
  for (const [index, batch] of batches.entries()) {
    if (options.stopped?.()) break;
    if (index > 0) await options.sleep(options.pauseMs);
    results.push(...await Promise.allSettled(batch.map(run)));
  }
  return results;
}
