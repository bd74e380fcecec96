// An outbox that survives (issue 29, item 3), on a desktop and on a phone: a message sent while offline stays in
// the conversation with its status, is kept in this browser's localStorage (per user and channel, no token in the
// key), goes by itself once the connection is back, and reaches the provider exactly once; kept across a reload,
// it shows pending in its conversation after the reload and is delivered once, then forgotten.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page, Route } from 'playwright-core';
import { StreamChat } from 'stream-chat';
import type { Channel } from 'stream-chat';
import { makePair, openDirectMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { DESKTOP, SHARP_PHONE } from './helpers/devices.js';

let env: HostEnvironment;
let server: StreamChat;
beforeAll(async () => {
  env = await startHostEnvironment();
  server = new StreamChat(env.backend.streamKey, env.backend.streamSecret, { baseURL: env.backend.streamUrl });
}, 60_000);
afterAll(async () => { await env?.close(); });

const sizes: Array<[string, BrowserContextOptions]> = [['desktop', DESKTOP], ['phone', SHARP_PHONE]];

const ownMessage = (page: Page, text: string) => page.locator('.str-chat__main-panel .str-chat__message--me').filter({ has: page.getByText(text, { exact: true }) });
const retryButton = (page: Page, text: string) => ownMessage(page, text).getByRole('button', { name: 'Message Failed · Click to try again' });
/** The widget's outbox keys in the page's localStorage, with their values. */
const storedOutbox = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('bountychat.outbox:')).map((key) => [key, localStorage.getItem(key) ?? ''] as const));
/** A message sent to a channel by the SDK (not a host page's request). */
const isMessagePost = (url: URL) => /\/channels\/[^/]+\/[^/]+\/message$/.test(url.pathname);
/** The widget's outbox code (a chunk of its own, loaded when there is something to resend). */
const OUTBOX_CODE = (url: URL) => /\/app\/outbox-[\w-]+\.js$/.test(url.pathname);

describe.each(sizes)('on a %s', (size, contextOptions) => {
  const { candidate, poster } = makePair();
  const dm = { userId: poster.sub, bountyId: `bounty-outbox-${size}`, candidateId: candidate.sub };
  let alice: Page;
  let channel: Channel;
  /** How many messages with `text` the provider holds. */
  const onProvider = async (text: string) => {
    const { messages } = await channel.query({ messages: { limit: 100 }, state: true, watch: false });
    return messages.filter((message) => message.text === text).length;
  };
  const send = async (text: string) => {
    const composer = alice.getByTestId('message-input');
    await composer.fill(text);
    await composer.press('Enter');
  };

  beforeAll(async () => {
    alice = await env.openHost(candidate, `outbox-${size}.html`, {}, contextOptions);
    alice.setDefaultTimeout(15_000);
    await server.upsertUser({ id: poster.sub, name: poster.name });
    await openDirectMessage(alice, dm);
    const found = (await server.queryChannels({ members: { $in: [candidate.sub] } })).find((c) => c.id?.startsWith('dm-'));
    if (!found) throw new Error('the DM was not created');
    channel = found;
  }, 60_000);

  it('sent while offline: stays with its status and kept in this browser, then sent by itself once the connection is back, exactly once', async () => {
    const text = `Written offline on a ${size}`;
    await alice.context().setOffline(true);
    try {
      await send(text);
      await retryButton(alice, text).waitFor();
      const stored = await storedOutbox(alice);
      expect(stored.map(([key]) => key)).toEqual([`bountychat.outbox:${encodeURIComponent(candidate.sub)}/${channel.cid}`]);
      expect(JSON.parse(stored[0]![1])).toMatchObject([{ text }]);
      expect(await onProvider(text)).toBe(0);
    } finally {
      await alice.context().setOffline(false);
    }
    await expect.poll(() => onProvider(text), { timeout: 20_000 }).toBe(1);
    await ownMessage(alice, text).and(alice.locator('.str-chat__message--received')).waitFor();
    await expect.poll(() => retryButton(alice, text).count()).toBe(0);
    await expect.poll(() => storedOutbox(alice)).toEqual([]);
    expect(await ownMessage(alice, text).count()).toBe(1);
    expect(await onProvider(text)).toBe(1);
  }, 60_000);

  it('kept across a reload: pending in its conversation after the reload, then delivered once and forgotten', async () => {
    const text = `Kept across a reload on a ${size}`;
    await alice.context().setOffline(true);
    await send(text);
    await retryButton(alice, text).waitFor();
    // Message sends fail as if offline until the reload; after it, they are held until released.
    const held: Route[] = [];
    let reloaded = false;
    let release!: () => void;
    const released = new Promise<void>((resolve) => { release = resolve; });
    await alice.context().route(isMessagePost, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      if (!reloaded) return route.abort('internetdisconnected');
      held.push(route);
      await released;
      await route.continue().catch(() => undefined);
    });
    // The new page's outbox code is held until its conversation is open: the outbox resends as soon as the widget
    // connects, and a held send fails after the provider request timeout (once the SDK's 3 s); on a slow CI
    // machine, opening the conversation took longer than that and the test missed "Sending...".
    let conversationOpen!: () => void;
    const opened = new Promise<void>((resolve) => { conversationOpen = resolve; });
    await alice.context().route(OUTBOX_CODE, async (route) => {
      await opened;
      await route.continue().catch(() => undefined);
    });
    await alice.context().setOffline(false);
    // From the new document on (committed, its scripts not yet run), sends are held.
    await alice.reload({ waitUntil: 'commit' });
    reloaded = true;
    await alice.waitForFunction(() => (window as unknown as { events?: [string][] }).events?.some(([e]) => e == 'ready'));
    await openDirectMessage(alice, dm);
    conversationOpen();
    // Pending after the reload: in its conversation, being sent (held on the wire), and still kept.
    await ownMessage(alice, text).getByText('Sending...', { exact: true }).waitFor();
    expect((await storedOutbox(alice)).length).toBe(1);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    expect(await onProvider(text)).toBe(0);
    release();
    await expect.poll(() => onProvider(text), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => ownMessage(alice, text).getByText('Sending...').count()).toBe(0);
    await expect.poll(() => storedOutbox(alice)).toEqual([]);
    expect(await ownMessage(alice, text).count()).toBe(1);
    expect(await retryButton(alice, text).count()).toBe(0);
    await alice.context().unroute(isMessagePost);
    await alice.context().unroute(OUTBOX_CODE);
    expect(await onProvider(text)).toBe(1);
  }, 60_000);

  it('on a slow network: a send that takes 5 s on the wire shows "Sending..." all along, then sent once, never failed', async () => {
    const text = `Sent over a slow network on a ${size}`;
    let held = 0;
    await alice.context().route(isMessagePost, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      held++;
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      await route.continue().catch(() => undefined);
    });
    try {
      const sentAt = Date.now();
      await send(text);
      await ownMessage(alice, text).getByText('Sending...', { exact: true }).waitFor();
      // The SDK's own 3 s timeout failed this send and offered "try again" while it was still on its way.
      while (Date.now() - sentAt < 4_500) {
        expect(await retryButton(alice, text).count()).toBe(0);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await expect.poll(() => onProvider(text), { timeout: 20_000 }).toBe(1);
      await expect.poll(() => ownMessage(alice, text).getByText('Sending...').count()).toBe(0);
      expect(await retryButton(alice, text).count()).toBe(0);
      await expect.poll(() => storedOutbox(alice)).toEqual([]);
      expect(held).toBe(1);
      expect(await onProvider(text)).toBe(1);
    } finally {
      await alice.context().unroute(isMessagePost);
    }
  }, 60_000);
});
