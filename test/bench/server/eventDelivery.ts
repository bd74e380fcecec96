// The host events' delivery rate: events recorded in the outbox (PostgreSQL, a schema of its own) and delivered by
// one worker to a loopback receiver that checks each signature and answers 200. `count` events over
// `conversations` conversations: the worker sends one event per conversation at a time (their order), up to 16
// side by side. Runs in this process: `tsx test/bench/server/eventDelivery.ts` alone, or as a row of server.bench.ts.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import { systemClock } from '../../../src/server/clock';
import { startEventWorker } from '../../../src/server/events/eventWorker';
import { createHostEventOutbox, EVENT_SETTLE_MS, recordEvent } from '../../../src/server/events/hostEvents';
import { signatureProblem } from '../../../src/server/events/signature';
import { openStore } from '../../../src/server/store/openStore';

/** What the row measured. */
export interface EventDeliveryRow {
  events: number;
  seconds: number;
  refused: number;
}

const SECRET = 'bench-events-secret-0123456789abcdefghij';

/** Records `count` events, then times one worker delivering all of them. */
export async function eventDeliveryRow(databaseUrl: string, count = 3_000, conversations = 200): Promise<EventDeliveryRow> {
  let refused = 0;
  let accepted = 0;
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const ok = signatureProblem(SECRET, Buffer.concat(chunks), req.headers['bountychat-signature'] as string | undefined, Date.now() / 1000) === null;
      if (ok) accepted++;
      else refused++;
      res.writeHead(ok ? 200 : 400).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/events`;
  const schema = `bench_events_${Date.now()}`;
  const store = await openStore({ databaseUrl, databaseSchema: schema, databasePoolSize: 4, dataDir: null }, systemClock);
  try {
    for (let i = 0; i < count; i += 100) {
      await Promise.all(Array.from({ length: Math.min(100, count - i) }, (_, j) =>
        recordEvent(store.db, 'message.sent', { channelId: `dm-bench-${(i + j) % conversations}`, bountyId: 'bench', senderId: 'u', messageId: `m-${i + j}`, via: 'widget' })));
    }
    const worker = startEventWorker({
      outbox: createHostEventOutbox(store.db, systemClock, 10_000),
      config: { url, secret: SECRET, retryMs: 24 * 3_600_000, retentionMs: 30 * 86_400_000, retryBaseMs: 10_000 },
      clock: systemClock,
      owner: 'bench',
      log: () => {},
      registry: new Registry(),
      background: false,
    });
    // Every event waits out its settle window after recording; what is timed is delivery alone.
    await new Promise((resolve) => setTimeout(resolve, EVENT_SETTLE_MS));
    const started = performance.now();
    while (accepted < count && refused === 0) await worker.runDue();
    const seconds = (performance.now() - started) / 1000;
    await worker.stop();
    return { events: accepted, seconds, refused };
  } finally {
    await store.db.exec(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined);
    await store.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
}

/** The row as server.bench.ts prints it, beside the webhook row. */
export function printEventDelivery({ events, seconds, refused }: EventDeliveryRow): void {
  console.log(`\nhost events: ${events} signed events delivered by one worker to a loopback receiver (PostgreSQL outbox, 200 conversations)`);
  console.log(`event delivery: ${(events / seconds).toFixed(0)} events/s (${seconds.toFixed(1)} s${refused > 0 ? `, ${refused} refused` : ''})`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const databaseUrl = process.env['BENCH_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  printEventDelivery(await eventDeliveryRow(databaseUrl));
}
