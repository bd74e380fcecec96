// Finding 1: a channel of another type planted in someone's list. On an app with a hosted app's open defaults
// (started knowingly with BOUNTY_CHAT_ALLOW_OPEN_GRANTS), Eve creates a `messaging` channel with Ada in it;
// the widget's list query and its event rules never let it into Ada's list, while her real channels arrive.
import type { Event } from 'stream-chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeStream } from '../../../../fake-stream/app';
import { channelListActionOf } from '../../../../src/chat/channelList/channelListEvents';
import { vouchedChannelsFilter } from '../../../../src/chat/channelList/vouchedChannels';
import { CHANNEL_TYPE } from '../../../../src/contract/ids';
import type { RunningServer } from '../../../../src/server/startServer';
import { API_KEY, API_SECRET, call, makeUser, openBountyWithTicket, removeTemporaryFolders, startService, testConfig, uniqueId } from '../harness';
import type { FakeStream } from '../harness';
import { providerSession, providerStatus } from './hostile';

let fake: FakeStream;
let service: RunningServer;
const ada = makeUser('Ada');
const eve = makeUser('Eve');

beforeAll(async () => {
  fake = await createFakeStream({ key: API_KEY, secret: API_SECRET, openGrants: true });
  const config = testConfig(fake);
  service = await startService({ ...config, security: { ...config.security, allowOpenGrants: true } });
  for (const user of [ada, eve]) await call(service, 'get-or-create-user', user);
});

afterAll(async () => {
  await service?.close();
  await fake?.close();
  removeTemporaryFolders();
});

/** Collects Ada's client events until `until` is true of one. */
function eventsUntil(client: { on(listener: (event: Event) => void): { unsubscribe(): void } }, until: (event: Event) => boolean): { events: Event[]; done: Promise<void> } {
  const events: Event[] = [];
  let resolve = () => {};
  const done = new Promise<void>((r) => (resolve = r));
  const subscription = client.on((event) => {
    events.push(event);
    if (until(event)) { subscription.unsubscribe(); resolve(); }
  });
  return { events, done };
}

describe('a channel of another type planted in Ada\'s list', () => {
  it("never reaches her list's query or its events; her bounty and a DM the service makes do", async () => {
    const adas = await providerSession(service, ada);
    const eves = await providerSession(service, eve);
    const bountyId = uniqueId('bounty');
    expect((await openBountyWithTicket(service, ada, bountyId, ada, 'Fix the login bug')).status).toBe(200);

    // Eve's attack with her own provider token: a "support" channel of another type, kind and all.
    const plantedId = uniqueId('support');
    const seen = eventsUntil(adas, (event) => event.type === 'notification.message_new' && event.cid === `messaging:${plantedId}`);
    const planted = eves.channel('messaging', plantedId, { name: 'BountyChat Support', members: [eve.sub, ada.sub], kind: 'dm', bounty_id: bountyId } as never);
    await planted.create();
    await planted.sendMessage({ text: 'Your payout is on hold: re-enter your bank details at https://evil.example' });
    // Nor can she make one of the product's type, nor give hers its kind at the provider's product type.
    expect(await providerStatus(eves.channel(CHANNEL_TYPE, uniqueId('support'), { members: [eve.sub, ada.sub], kind: 'dm' } as never).create())).toBe(403);
    await seen.done;

    // The widget's list query answers her real channels only.
    const listed = await adas.queryChannels(vouchedChannelsFilter(ada.sub), { last_message_at: -1 }, { limit: 30, watch: false, state: true });
    expect(listed.map((channel) => channel.cid)).toEqual([`${CHANNEL_TYPE}:${bountyId}`]);
    // The provider does hand Ada the planted channel without the filter: this is what the widget did before.
    const unfiltered = await adas.queryChannels({ members: { $in: [ada.sub] } }, {}, { limit: 30, watch: false });
    expect(unfiltered.map((channel) => channel.cid)).toContain(`messaging:${plantedId}`);

    // Every event about it is ignored by the list's rules.
    const aboutPlanted = seen.events.filter((event) => (event.cid ?? event.channel?.cid) === `messaging:${plantedId}`);
    expect(aboutPlanted.map((event) => event.type)).toEqual(expect.arrayContaining(['notification.added_to_channel', 'notification.message_new']));
    for (const event of aboutPlanted) expect(channelListActionOf(event), event.type).toBeUndefined();

    // The legitimate path: a DM the service makes for Ada arrives as an event the list follows.
    const added = eventsUntil(adas, (event) => event.type === 'notification.added_to_channel');
    const dm = await call(service, 'create-dm-channel', eve, { userId: eve.sub, bountyId, candidateId: ada.sub });
    expect(dm.status).toBe(200);
    await added.done;
    const event = added.events.find((candidate) => candidate.type === 'notification.added_to_channel')!;
    expect(event.cid).toBe(`${CHANNEL_TYPE}:${String(dm.body['channelId'])}`);
    expect(channelListActionOf(event)).toEqual({ type: 'notification.added_to_channel', cid: event.cid });
    await adas.disconnectUser();
    await eves.disconnectUser();
  });
});
