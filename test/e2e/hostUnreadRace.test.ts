// The host page's unread count when a message arrives while the widget is asking the provider for the counts: the
// provider's answer, written before the message, must not take the message's count back. Seen in CI: a poster read
// two conversations elsewhere (each read makes the widget ask), a candidate wrote meanwhile, and the host's header
// went back to 0 with the candidate's message unread.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { StreamChat } from 'stream-chat';
import { makeHostUser } from './helpers/backend.js';
import { hostEvents, openDirectMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { providerAdmin } from './support/providerAdmin.js';
import { CHANNEL_TYPE } from '../../src/contract/ids.js';

const suffix = Math.random().toString(36).slice(2, 8);
const bounty = { id: `gutter-${suffix}`, title: 'Clean the gutters' };
const poster = makeHostUser('Paula', 'poster');
const [ann, ben] = [makeHostUser('Ann'), makeHostUser('Ben')];

let env: HostEnvironment;
let admin: StreamChat;
let page: Page;
const dm: Record<string, string> = {};
const write = (who: typeof ann, text: string) => admin.channel(CHANNEL_TYPE, dm[who.sub]!).sendMessage({ text, user_id: who.sub });
const unreadTotals = async () => (await hostEvents(page)).filter(([name]) => name == 'unread').map(([, detail]) => (detail as { total: number }).total);

beforeAll(async () => {
  env = await startHostEnvironment();
  admin = providerAdmin(env.backend);
  await admin.upsertUsers([ann, ben].map((user) => ({ id: user.sub, name: user.name })));
  await env.backend.ensureBounty(bounty.id, bounty.title);
  page = await env.openHost(poster, 'unread-race.html', {}, { viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(10_000);
  for (const who of [ann, ben]) {
    await openDirectMessage(page, { userId: poster.sub, bountyId: bounty.id, candidateId: who.sub });
    const [channel] = await admin.queryChannels({ type: CHANNEL_TYPE, members: { $in: [who.sub] } }, {}, { limit: 1 });
    dm[who.sub] = channel!.id!;
  }
  await page.locator('.bc-back').click();
  await page.getByTestId('channel-list-item-button').first().waitFor();
}, 60_000);
afterAll(async () => { await env?.close(); });

describe("the host's unread count", () => {
  it('keeps a message that came while the counts were being asked for: the older answer does not take it back', async () => {
    await write(ann, 'Done with the front');
    await expect.poll(async () => (await unreadTotals()).at(-1)).toBe(1);
    // The poster reads Ann's message elsewhere: the widget asks the provider for the counts. Its answer (nothing
    // unread) is written at once and held until Ben's message has reached the page.
    let release = () => {};
    const released = new Promise<void>((resolve) => { release = resolve; });
    let answers = 0;
    let written = () => {};
    const answerWritten = new Promise<void>((resolve) => { written = resolve; });
    let delivered = () => {};
    const answerDelivered = new Promise<void>((resolve) => { delivered = resolve; });
    await page.route((url) => new URL(url).pathname.endsWith('/unread'), async (route) => {
      const first = answers++ === 0;
      const response = await route.fetch();
      if (!first) return route.fulfill({ response });
      written();
      await released;
      await route.fulfill({ response });
      delivered();
    });
    await admin.channel(CHANNEL_TYPE, dm[ann.sub]!).markRead({ user_id: poster.sub });
    await answerWritten;
    await write(ben, 'Is the ladder in the shed?');
    await page.waitForFunction(() => (window as unknown as { events: Array<[string, { text?: string }]> }).events
      .some(([name, detail]) => name == 'message' && detail.text == 'Is the ladder in the shed?'), null, { polling: 50 });
    expect((await unreadTotals()).at(-1)).toBe(1);
    release();
    await answerDelivered;
    // The page has had time to take the held answer in (and to ask again): Ben's message still counts.
    await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
    expect((await unreadTotals()).at(-1)).toBe(1);
    await expect.poll(() => page.locator('.bc-launcher .bc-badge').textContent()).toBe('1');
    await page.unroute((url) => new URL(url).pathname.endsWith('/unread'));
  });
});
