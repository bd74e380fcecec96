// On a phone every control a finger needs is at least 44 × 44 px (WCAG 2.5.5): the list's search box, Archived and
// settings; in a conversation the bounty card's link, a message's ⋯, the emoji button and the record button (the
// composer's send button in its place once there is text); in a thread the "also send" checkbox, whose input
// covers its whole field. Before: search/Archived/settings 34 tall, the bounty link 20, ⋯ 32, emoji 28, record 32,
// the checkbox 20.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { makePair, openDirectMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { providerAdmin } from './support/providerAdmin.js';
import { PHONE } from './helpers/devices.js';
import { CHANNEL_TYPE } from '../../src/contract/ids.js';

let env: HostEnvironment;
let page: Page;
const bountyId = `phone-targets-${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  env = await startHostEnvironment();
  const { candidate, poster } = makePair();
  const admin = providerAdmin(env.backend);
  await admin.upsertUser({ id: poster.sub, name: poster.name });
  expect(await env.backend.putBounty(bountyId, { title: 'Fix the flaky checkout test', ownerId: poster.sub, url: 'https://jobs.example.com/bounties/checkout', status: 'open' })).toBe(200);
  page = await env.openHost(candidate, 'phone-targets.html', {}, PHONE);
  page.setDefaultTimeout(10_000);
  await page.evaluate(() => window.BountyChat!.open());
  await page.locator('.bc-search').waitFor();
  await openDirectMessage(page, { userId: poster.sub, bountyId, candidateId: candidate.sub });
  const [dm] = await admin.queryChannels({ type: CHANNEL_TYPE, members: { $in: [candidate.sub] } }, {}, { limit: 1 });
  const channel = admin.channel(CHANNEL_TYPE, dm!.id!);
  const parent = await channel.sendMessage({ text: 'Shall we split the work?', user_id: poster.sub });
  await channel.sendMessage({ text: 'I take the backend', parent_id: parent.message.id, user_id: poster.sub });
}, 60_000);
afterAll(async () => { await env?.close(); });

/** The control's box, its width and height rounded to a tenth of a pixel. */
async function size(control: Locator): Promise<{ width: number; height: number }> {
  const box = await control.boundingBox();
  if (!box) throw new Error('not on screen');
  return { width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 };
}

/** Each named control is at least 44 × 44. */
async function expectFingerSized(controls: Record<string, Locator>): Promise<void> {
  const sizes: Record<string, { width: number; height: number }> = {};
  for (const [name, control] of Object.entries(controls)) sizes[name] = await size(control);
  const small = Object.entries(sizes).filter(([, box]) => box.width < 44 || box.height < 44);
  expect(Object.fromEntries(small)).toEqual({});
}

describe('targets on a phone', () => {
  it('a conversation\'s bounty link, message ⋯, emoji and record buttons, and send once there is text', async () => {
    const main = page.locator('.str-chat__main-panel');
    const message = main.locator('.str-chat__li', { hasText: 'Shall we split the work?' });
    await message.locator('.str-chat__message-bubble').tap();
    await expectFingerSized({
      'bounty link': page.getByTestId('bounty-card').getByRole('link'),
      'message ⋯': message.getByTestId('message-actions-toggle-button'),
      emoji: main.getByRole('button', { name: 'Emoji picker' }),
      record: main.getByTestId('start-recording-audio-button'),
    });
    await main.getByTestId('message-input').fill('On it');
    await expectFingerSized({ send: main.locator('.str-chat__send-button') });
    await main.getByTestId('message-input').fill('');
  });

  it('the thread\'s "also send" checkbox', async () => {
    await page.locator('.str-chat__main-panel .str-chat__message-replies-count-button').tap();
    const thread = page.locator('.str-chat__thread');
    await thread.getByText('I take the backend').waitFor();
    await expectFingerSized({ 'also send': thread.getByRole('checkbox') });
    await thread.getByRole('button', { name: 'Back' }).tap();
  });

  it('the list\'s search box, Archived and settings', async () => {
    await page.locator('.bc-back').tap();
    await page.locator('.bc-search').waitFor();
    await expectFingerSized({
      search: page.locator('.bc-search'),
      archived: page.getByRole('button', { name: 'Archived' }),
      settings: page.getByRole('button', { name: 'Settings' }),
    });
  });
});
