// On a phone the browser's back steps back in the chat: opening the panel, a conversation and a thread each add one
// history entry (the host's URL unchanged, its own history.state kept), and back closes the thread, then the
// conversation, then the panel; closing a level from inside the widget steps back over its entry, so no dead entry is
// left behind. `phoneBack: false` leaves the history alone, and so does a desktop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makePair, openDirectMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { providerAdmin } from './support/providerAdmin.js';
import { DESKTOP, PHONE } from './helpers/devices.js';
import { CHANNEL_TYPE } from '../../src/contract/ids.js';

let env: HostEnvironment;
beforeAll(async () => { env = await startHostEnvironment(); }, 60_000);
afterAll(async () => { await env?.close(); });

/** The page's history length, URL and state. */
const where = (page: Page) => page.evaluate(() => ({ length: history.length, url: location.href, state: history.state as unknown }));
const panelOpen = (page: Page) => page.locator('.bc-panel').isVisible();
const inThread = (page: Page) => page.locator('.str-chat__thread').isVisible();
const inConversation = (page: Page) => page.locator('.str-chat__main-panel').getByTestId('message-input').isVisible();
const onList = (page: Page) => page.locator('.bc-search').isVisible();

/** A host page signed in as a candidate whose DM with a poster holds a message with a reply, with the host's own state set. */
async function hostWithThread(name: string, device: typeof PHONE, initOptions?: string): Promise<{ page: Page; open(): Promise<void> }> {
  const { candidate, poster } = makePair();
  const admin = providerAdmin(env.backend);
  await admin.upsertUser({ id: poster.sub, name: poster.name });
  const page = await env.openHost(candidate, `${name}.html`, initOptions ? { initOptions } : {}, device);
  page.setDefaultTimeout(10_000);
  await page.evaluate(() => history.replaceState({ hostPage: 'jobs' }, ''));
  return {
    page,
    async open() {
      await openDirectMessage(page, { userId: poster.sub, bountyId: `bounty-${name}`, candidateId: candidate.sub });
      const [dm] = await admin.queryChannels({ type: CHANNEL_TYPE, members: { $in: [candidate.sub] } }, {}, { limit: 1 });
      const channel = admin.channel(CHANNEL_TYPE, dm!.id!);
      const parent = await channel.sendMessage({ text: 'Shall we split the work?', user_id: poster.sub });
      await channel.sendMessage({ text: 'I take the backend', parent_id: parent.message.id, user_id: poster.sub });
    },
  };
}

/** Opens the thread of the conversation's one message with replies. */
async function openThread(page: Page): Promise<void> {
  await page.locator('.str-chat__main-panel .str-chat__message-replies-count-button').click();
  await page.locator('.str-chat__thread').getByText('I take the backend').waitFor();
}

describe('the back button on a phone', () => {
  it('steps out of the thread, the conversation, then the panel, one entry each, the host\'s URL and state kept', async () => {
    const { page, open } = await hostWithThread('phone-back', PHONE);
    const start = await where(page);
    await page.evaluate(() => window.BountyChat!.open());
    await page.locator('.bc-search').waitFor();
    await expect.poll(async () => (await where(page)).length).toBe(start.length + 1);
    await open();
    await expect.poll(async () => (await where(page)).length).toBe(start.length + 2);
    await openThread(page);
    await expect.poll(async () => (await where(page)).length).toBe(start.length + 3);
    expect(await where(page)).toMatchObject({ url: start.url, state: { hostPage: 'jobs' } });

    await page.evaluate(() => history.back());
    await expect.poll(() => inThread(page)).toBe(false);
    expect(await inConversation(page)).toBe(true);
    await page.evaluate(() => history.back());
    await expect.poll(() => onList(page)).toBe(true);
    expect(await panelOpen(page)).toBe(true);
    await page.evaluate(() => history.back());
    await expect.poll(() => panelOpen(page)).toBe(false);
    // Back where the host was: its own entry, URL and state (the three entries ahead are the widget's, forward).
    expect(await where(page)).toEqual({ ...start, length: start.length + 3 });
    await page.close();
  });

  it('closing a level from inside the widget steps back over its entry', async () => {
    const { page, open } = await hostWithThread('phone-back-inside', PHONE);
    const start = await where(page);
    await page.evaluate(() => window.BountyChat!.open());
    await open();
    await expect.poll(async () => (await where(page)).length).toBe(start.length + 2);
    // The widget's own Back: the conversation's entry is stepped back over; the next back closes the panel.
    await page.locator('.bc-back').tap();
    await expect.poll(() => onList(page)).toBe(true);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    await page.evaluate(() => history.back());
    await expect.poll(() => panelOpen(page)).toBe(false);
    expect(await where(page)).toMatchObject({ url: start.url, state: { hostPage: 'jobs' } });
    await page.close();
  });

  it.each([
    ['with phoneBack: false', PHONE, 'phoneBack: false'],
    ['on a desktop', DESKTOP, undefined],
  ])('adds no entry %s', async (name, device, initOptions) => {
    const { page, open } = await hostWithThread(`phone-back-off-${name.replace(/\W+/g, '-')}`, device, initOptions);
    const start = await where(page);
    await page.evaluate(() => window.BountyChat!.open());
    await open();
    await openThread(page);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(await where(page)).toEqual(start);
    await page.close();
  });
});
