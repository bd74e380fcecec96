// The hub's frame serializer must send what JSON.stringify would (as parsed by the client), only faster.
import type { Event } from 'stream-chat';
import { expect, it } from 'vitest';
import { DeliveryFrames } from '../../../fake-stream/ws/event-frame';

const user = { id: 'ann', role: 'user', online: true };
const message = { id: 'm1', type: 'regular' as const, text: 'hello', user, attachments: [], pinned_at: null };

it.each<[string, Event[]]>([
  ['per-recipient counts around shared objects', [0, 1, 1, 2].map((unread) => ({ type: 'message.new', cid: 'messaging:x', message, user, unread_count: unread, total_unread_count: unread }) as Event)],
  ['one event object for everyone', Array(3).fill({ type: 'typing.start', cid: 'messaging:x', user } as Event) as Event[]],
  ['new objects between recipients', [{ type: 'message.updated', message } as Event, { type: 'message.updated', message: { ...message, text: 'edited' } } as Event]],
  ['scalars only, and undefined fields dropped', [{ type: 'health.check', connection_id: 'c', me: undefined } as Event]],
  ['objects only', [{ message } as unknown as Event]],
])('%s parse back to JSON.stringify of each event', (_case, events) => {
  const frames = new DeliveryFrames();
  for (const event of events) expect(JSON.parse(frames.bytes(event).toString('utf8'))).toEqual(JSON.parse(JSON.stringify(event)));
});
