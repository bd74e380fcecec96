// A host's event endpoint on loopback: verifies each POST with the documented check, answers what the test sets
// (up, down with 500 and a garbage body, or 410 Gone), and keeps every call with the status it answered.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signatureProblem } from '../../../src/server/events/signature';
import type { HostEvent } from '../../../src/server/events/eventCatalogue';

/** One call: the event, whether its signature verified, what the receiver answered. */
export interface ReceivedEvent {
  event: HostEvent;
  verified: boolean;
  status: number;
  /** Date.now() when it was answered. */
  answeredAt: number;
}

/** A listening receiver. */
export interface EventReceiver {
  url: string;
  calls: ReceivedEvent[];
  /** The events answered 2xx, in the order they were accepted. */
  accepted(): HostEvent[];
  /** How the next calls are answered. */
  mode: 'up' | 'down' | 'gone';
  /** Ids of the events whose call has arrived and is not answered yet (held). */
  inFlight: Set<string>;
  close(): Promise<void>;
}

/**
 * Starts a receiver that checks signatures with `secret`. `hold`, when given, runs once a call's body has arrived
 * and before it is answered, so a test can keep deliveries in flight (and kill their sender meanwhile).
 */
export async function startEventReceiver(secret: string, hold?: () => Promise<void>): Promise<EventReceiver> {
  const calls: ReceivedEvent[] = [];
  const receiver: EventReceiver = {
    url: '',
    calls,
    accepted: () => calls.filter((call) => call.status === 200).map((call) => call.event),
    mode: 'up',
    inFlight: new Set(),
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => void (async () => {
      const raw = Buffer.concat(chunks);
      const event = JSON.parse(raw.toString('utf8')) as HostEvent;
      if (hold) {
        receiver.inFlight.add(event.id);
        await hold();
        receiver.inFlight.delete(event.id);
      }
      const header = req.headers['bountychat-signature'];
      const verified = signatureProblem(secret, raw, Array.isArray(header) ? header[0] : header, Date.now() / 1000) === null;
      const status = !verified ? 400 : receiver.mode === 'up' ? 200 : receiver.mode === 'gone' ? 410 : 500;
      calls.push({ event, verified, status, answeredAt: Date.now() });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 500 ? '<html>garbage' : 'ok');
    })());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/bountychat-events`;
  return receiver;
}
