import type { Clock } from '../clock';
import type { EmailQueue } from './emailQueue';
import type { EmailTransport } from './emailTransport';
import { renderEmail } from './renderEmail';

/** Sends due batches in the background; `wake` after an enqueue, `stop` before closing the store. */
export interface DeliveryWorker {
  wake(): void;
  stop(): Promise<void>;
}

/** Longest sleep between checks, so a clock jump or a missed wake never stalls the queue for long. */
const MAX_SLEEP_MS = 30_000;

/** Starts the loop that sends each due batch once and retries failures with exponential backoff. */
export function startDeliveryWorker(options: {
  queue: EmailQueue;
  transport: EmailTransport;
  clock: Clock;
  from: string;
  retryBaseMs: number;
  retryMaxMs: number;
  log: (line: string) => void;
}): DeliveryWorker {
  const { queue, transport, clock, from, retryBaseMs, retryMaxMs, log } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  async function deliverDue(): Promise<void> {
    for (let batches = queue.due(20); batches.length > 0 && !stopped; batches = queue.due(20)) {
      for (const batch of batches) {
        if (stopped) return;
        const email = renderEmail(batch);
        try {
          await transport.send({
            from,
            to: { name: batch.recipientName, address: batch.recipientEmail },
            ...email,
            messageId: `<batch-${batch.id}-${batch.createdAt}@bountychat>`,
          });
          queue.markSent(batch.id);
        } catch (error) {
          const delay = Math.min(retryBaseMs * 2 ** batch.attempts, retryMaxMs);
          queue.markFailed(batch.id, error instanceof Error ? error.message : String(error), clock.now() + delay);
          log(`e-mail batch ${batch.id}: delivery failed (attempt ${batch.attempts + 1}), retrying in ${delay} ms`);
        }
      }
    }
  }

  function schedule(): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    const next = queue.nextDueAt();
    const sleep = next === null ? MAX_SLEEP_MS : Math.max(0, Math.min(next - clock.now(), MAX_SLEEP_MS));
    timer = setTimeout(run, sleep);
    timer.unref();
  }

  function run(): void {
    timer = null;
    if (running || stopped) return;
    running = deliverDue()
      .catch((error: unknown) => log(`e-mail delivery loop: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = null;
        schedule();
      });
  }

  schedule();
  return {
    wake: () => {
      if (!running) schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
