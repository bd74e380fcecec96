/**
 * Group commit: an item handed in while a batch is in flight waits for it, then goes with every item that came
 * meanwhile into the next batch. A lone item goes at once (no timer, no added wait); under a burst one round trip
 * and one commit serve many items. `run` answers one result per item, in the items' order; when it throws, every
 * item of that batch gets the error. Batches hold at most `most` items.
 */
export function groupCommit<Item, Result>(run: (items: Item[]) => Promise<Result[]>, most: number): (item: Item) => Promise<Result> {
  const waiting: Array<{ item: Item; settle: (result: Result) => void; fail: (error: unknown) => void }> = [];
  let running = false;

  async function drain(): Promise<void> {
    running = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, most);
      try {
        const results = await run(batch.map(({ item }) => item));
        batch.forEach(({ settle }, index) => settle(results[index]!));
      } catch (error) {
        for (const { fail } of batch) fail(error);
      }
    }
    running = false;
  }

  return (item) =>
    new Promise<Result>((settle, fail) => {
      waiting.push({ item, settle, fail });
      if (!running) void drain();
    });
}
