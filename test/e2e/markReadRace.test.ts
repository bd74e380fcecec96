// A mark-read on its way while a message comes in: the widget marks up to the newest message it has, so a message
// that reached the provider before the mark, but not the reader's screen, stays unread. Before, the mark took
// everything the provider held when it arrived: the reader, leaving just then, was never told of that message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from 'playwright-core';
import type { StreamChat } from 'stream-chat';
import { createDirectMessage, makePair, openDirectMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { providerAdmin } from './support/providerAdmin.js';
import { CHANNEL_TYPE } from '../../src/contract/ids.js';

let env: HostEnvironment;
let admin: StreamChat;
beforeAll(async () => {
  env = await startHostEnvironment();
  admin = providerAdmin(env.backend);
});
afterAll(async () => { await env?.close(); });

const isMark = (url: string | URL) => new URL(url).pathname.endsWith('/read');

describe('a mark-read on its way while a message arrives', () => {
  it('leaves that message unread at the provider: the reader who left meanwhile still has it to read', async () => {
    const { candidate, poster } = makePair();
    const dm = { userId: poster.sub, bountyId: `bounty-mark-race-${candidate.sub}`, candidateId: candidate.sub };
    await createDirectMessage(env.backend, poster, dm);
    const [channel] = await admin.queryChannels({ type: CHANNEL_TYPE, members: { $in: [candidate.sub] } });
    const write = (text: string) => admin.channel(CHANNEL_TYPE, channel!.id!).sendMessage({ text, user_id: poster.sub });
    await write('Can you start on Monday?');

    const alice = await env.openHost(candidate, `${candidate.sub}.html`);
    // The opening's mark is held until Bob's next message has reached the provider. Marks after it are dropped, as
    // if Alice had closed the page before the widget could mark again.
    let markSent = () => {};
    const sent = new Promise<void>((resolve) => { markSent = resolve; });
    let release = () => {};
    const released = new Promise<void>((resolve) => { release = resolve; });
    let marks = 0;
    await alice.route((url) => isMark(url), async (route: Route) => {
      if (marks++ > 0) return route.abort();
      markSent();
      await released;
      await route.continue();
    });
    const answered = alice.waitForResponse((response) => isMark(response.url()));
    await openDirectMessage(alice, dm);
    await sent;
    await write('Or Tuesday, if that suits you better?');
    release();
    expect((await answered).ok()).toBe(true);
    await alice.close();

    // Her read state at the provider, which her next visit, her unread e-mail and her other tabs all go by.
    const [seen] = await admin.queryChannels({ cid: channel!.cid });
    expect(seen!.state.read[candidate.sub]).toMatchObject({ unread_messages: 1 });
    expect((await admin.getUnreadCount(candidate.sub)).total_unread_count).toBe(1);
  }, 60_000);
});
