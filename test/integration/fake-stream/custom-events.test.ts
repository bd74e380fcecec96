import type { Event, StreamChat, UserCustomEvent } from 'stream-chat';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { errorOf, eventsDuring, nextEvent, startProvider } from '../helpers/provider';
import type { Provider } from '../helpers/provider';

let provider: Provider;
let ann: StreamChat;
let ben: StreamChat;
let cid: { type: string; id: string };

beforeAll(async () => {
  provider = await startProvider();
  const annId = provider.id('ann');
  const benId = provider.id('ben');
  ann = await provider.connect(annId);
  ben = await provider.connect(benId);
  cid = { type: 'messaging', id: provider.id('custom') };
  await provider.server().channel(cid.type, cid.id, { created_by_id: annId, members: [annId, benId] }).create();
  await ann.channel(cid.type, cid.id).watch();
  await ben.channel(cid.type, cid.id).watch();
});

afterAll(() => provider.close());

it('delivers a custom event with its own fields to the other watchers, stamped with the sender', async () => {
  const received = nextEvent(ben, 'bounty.updated');

  // An app declares its custom event types by augmenting the SDK's types; this test sends one undeclared.
  const custom = { type: 'bounty.updated', bounty_status: 'paid' } as unknown as Event;
  await ann.channel(cid.type, cid.id).sendEvent(custom);

  const event = await received;
  expect(event).toMatchObject({ type: 'bounty.updated', cid: `${cid.type}:${cid.id}`, bounty_status: 'paid' });
  expect(event.user?.id).toBe(ann.userID);
});

it('refuses an event that pretends to be one of the provider\'s own', async () => {
  const failure = await errorOf(ann.channel(cid.type, cid.id).sendEvent({ type: 'message.deleted' }));
  expect(failure.status).toBe(400);
});

it('delivers an event sent to a user (server-side) to every connection of that user, and to no one else', async () => {
  const annAgain = await provider.connect(ann.userID!);
  const first = nextEvent(ann, 'friendship_request');
  const second = nextEvent(annAgain, 'friendship_request');
  const others = eventsDuring(ben, 'friendship_request', 300);
  await provider.server().sendUserCustomEvent(ann.userID!, { type: 'friendship_request', text: 'Hey there' } as UserCustomEvent);
  for (const event of [await first, await second]) {
    expect(event).toMatchObject({ type: 'friendship_request', text: 'Hey there' } as UserCustomEvent);
    expect(typeof event.created_at).toBe('string');
  }
  expect(await others).toEqual([]);
});

it('refuses an event to a user from a client, to an unknown user, or with a "." in its type', async () => {
  const fromClient = await errorOf(ben.sendUserCustomEvent(ann.userID!, { type: 'friendship_request' }));
  expect(fromClient.status).toBe(403);
  const unknown = await errorOf(provider.server().sendUserCustomEvent(provider.id('nobody'), { type: 'friendship_request' }));
  expect(unknown.status).toBe(404);
  const dotted = await errorOf(provider.server().sendUserCustomEvent(ann.userID!, { type: 'friendship.request' }));
  expect(dotted.status).toBe(400);
});
