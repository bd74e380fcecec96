import type { Event, StreamChat } from 'stream-chat';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { errorOf, nextEvent, startProvider } from '../helpers/provider';
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
