// A thread, on a desktop (1280×800) and a phone (375×740, touch): one header (the thread's, with the channel's
// name, Back at its start and the close button at its trailing end), Back, the close button and Escape each return
// to the conversation and its composer, and in a DM the reply can "Also send to the conversation".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { makePair, openDirectMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { providerAdmin } from './support/providerAdmin.js';
import { CHANNEL_TYPE } from '../../src/contract/ids.js';
import { DESKTOP, SHARP_PHONE } from './helpers/devices.js';

let env: HostEnvironment;
beforeAll(async () => { env = await startHostEnvironment(); });
afterAll(async () => { await env?.close(); });

const sizes: Array<{ name: string; context: BrowserContextOptions; touch: boolean }> = [
  { name: 'desktop', context: DESKTOP, touch: false },
  { name: 'phone', context: SHARP_PHONE, touch: true },
];

/** The visible headers in the panel (the panel's bar and the thread's), with their boxes. */
const headers = (page: Page) => page.locator('.bc-bar, .str-chat__thread-header').evaluateAll((nodes) => nodes
  .filter((node) => (node as HTMLElement).offsetParent !== null && node.getBoundingClientRect().height > 0)
  .map((node) => {
    const { left, right, height } = node.getBoundingClientRect();
    return { className: node.className, left, right, height };
  }));

describe.each(sizes)('on a $name', ({ name, context, touch }) => {
  let page: Page;
  const main = () => page.locator('.str-chat__main-panel');
  const thread = () => page.locator('.str-chat__thread');
  const press = (locator: Locator) => (touch ? locator.tap() : locator.click());

  beforeAll(async () => {
    const { candidate, poster } = makePair();
    const admin = providerAdmin(env.backend);
    await admin.upsertUser({ id: poster.sub, name: poster.name });
    page = await env.openHost(candidate, `thread-${name}.html`, {}, context);
    page.setDefaultTimeout(10_000);
    await openDirectMessage(page, { userId: poster.sub, bountyId: `bounty-thread-${name}`, candidateId: candidate.sub });
    const [dm] = await admin.queryChannels({ members: { $in: [candidate.sub] } }, {}, { limit: 1 });
    const channel = admin.channel(CHANNEL_TYPE, dm!.id!);
    const parent = await channel.sendMessage({ text: 'Shall we split the work?', user_id: poster.sub });
    await channel.sendMessage({ text: 'I take the backend', parent_id: parent.message.id, user_id: poster.sub });
  });
  afterAll(async () => { await page?.close(); });

  const openThread = async () => {
    await press(main().locator('.str-chat__message-replies-count-button'));
    await thread().getByText('I take the backend').waitFor();
  };
  /** Back in the conversation: no thread, its messages and composer in view. */
  const inConversation = async () => {
    await expect.poll(() => thread().count()).toBe(0);
    await expect.poll(() => main().getByTestId('message-input').isVisible()).toBe(true);
    expect(await main().getByText('Shall we split the work?').isVisible()).toBe(true);
  };

  it('shows one header, the thread\'s: the channel\'s name, Back at its start, the close button at its trailing end', async () => {
    const title = await page.locator('.bc-bar-title').textContent();
    await openThread();
    await expect.poll(async () => (await headers(page)).map((header) => header.className)).toEqual(['str-chat__thread-header']);
    const [header] = await headers(page);
    // As high as the panel's bar it stands in for (the two together were 56 + 72 px).
    expect(header!.height).toBeLessThanOrEqual(56.5);
    const bar = thread().locator('.str-chat__thread-header');
    expect(await bar.locator('.str-chat__thread-header-title').textContent()).toBe('Thread');
    expect(await bar.getByTestId('thread-channel-name').textContent()).toBe(title);
    const close = (await bar.getByTestId('close-thread-button').boundingBox())!;
    const back = (await bar.getByRole('button', { name: 'Back' }).boundingBox())!;
    expect(header!.right - (close.x + close.width)).toBeLessThanOrEqual(16);
    expect(back.x - header!.left).toBeLessThanOrEqual(16);
    // A reply in a DM can go to the conversation too, in the product's words.
    await thread().getByText('Also send to the conversation').waitFor();
    expect(await page.getByText('Also send as a direct message').count()).toBe(0);
  });

  it('Back, the close button and Escape each return to the conversation and its composer', async () => {
    await press(thread().getByRole('button', { name: 'Back' }));
    await inConversation();
    // The panel's bar is back, with its own Back (to the list).
    expect(await page.locator('.bc-back').isVisible()).toBe(true);

    await openThread();
    await press(thread().getByTestId('close-thread-button'));
    await inConversation();

    await openThread();
    await thread().getByTestId('message-input').focus();
    await page.keyboard.press('Escape');
    await inConversation();
    expect(await page.locator('.bc-panel').isVisible()).toBe(true);
  });
});
