// The guard on first contact in a real browser (issue 60, items 4 and 5): the poster reads a stranger's off-board
// pitch under the notice, with Report beside it and its link dead, on desktop and phone, by keyboard, axe clean;
// the stranger whose pitch went to too many posters reads why the next one was refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { StreamChat } from 'stream-chat';
import { CHANNEL_TYPE } from '../../src/contract/ids.js';
import { addAxe, seriousFindings } from './support/axe.js';
import { DESKTOP, SIZES } from './helpers/devices.js';
import { createDirectMessage, makePair, openDirectMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import type { HostUser } from './helpers/backend.js';

const NOTICE = 'Keep payment and contact on the board. Never pay outside it.';
const REFUSAL = 'You have sent this message to many people. Write to each poster about their bounty.';
let env: HostEnvironment;
let provider: StreamChat;

beforeAll(async () => {
  env = await startHostEnvironment();
  const { backend } = env;
  provider = new StreamChat(backend.streamKey, backend.streamSecret, { baseURL: backend.streamUrl });
  await provider.updateAppSettings({ before_message_send_hook_url: `${backend.apiHost}/webhooks/before-message-send` } as never);
}, 60_000);
afterAll(async () => { await env?.close(); });

/** A bounty of `poster`'s, the DM `candidate` opened about it, and its id. */
async function dmAbout(candidate: HostUser, poster: HostUser): Promise<{ bountyId: string; channelId: string; dm: { userId: string; bountyId: string; candidateId: string } }> {
  const bountyId = `guard-${Math.random().toString(36).slice(2, 8)}`;
  expect(await env.backend.putBounty(bountyId, { title: 'Design a logo', ownerId: poster.sub, status: 'open' })).toBe(200);
  const dm = { userId: poster.sub, bountyId, candidateId: candidate.sub };
  await createDirectMessage(env.backend, candidate, dm);
  const [channel] = await provider.queryChannels({ type: CHANNEL_TYPE, bounty_id: bountyId, members: { $in: [candidate.sub] } } as never, {}, { limit: 1 });
  return { bountyId, channelId: channel!.id!, dm };
}

/** Sends as `user` at the provider (what the user's widget does); answers the provider's message. */
async function sendAs(channelId: string, user: HostUser, text: string) {
  return (await provider.channel(CHANNEL_TYPE, channelId).sendMessage({ text, user_id: user.sub })).message;
}

const list = (page: Page) => page.locator('.str-chat__message-list');

describe.each(SIZES)('the off-board notice (%s)', (size, device) => {
  it(`shows above the stranger's pitch with Report, the link dead; Report is reached by keyboard and flags it`, async () => {
    const { candidate, poster } = makePair();
    const { channelId, dm } = await dmAbout(candidate, poster);
    const pitch = 'Hi! Let us continue on WhatsApp and pay outside the board, it is cheaper: https://pay.example.net/deal';
    expect(await sendAs(channelId, candidate, pitch)).toMatchObject({ first_contact: true, off_board: true });
    const page = await env.openHost(poster, `guard-notice-${size}`, {}, device);
    await openDirectMessage(page, dm);
    const message = list(page).locator('.str-chat__message', { hasText: 'Let us continue on WhatsApp' });
    await message.waitFor();
    const notice = list(page).getByTestId('off-board-notice');
    expect(await notice.getByText(NOTICE, { exact: true }).count()).toBe(1);
    const report = notice.getByRole('button', { name: 'Report' });
    // Above the message it is about, inside the list's width.
    const [noticeBox, messageBox] = [await notice.boundingBox(), await message.boundingBox()];
    expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(messageBox!.y + 1);
    expect(noticeBox!.width).toBeLessThanOrEqual(device.viewport!.width);
    // Text only: the address is shown, and is no link.
    expect(await message.getByText('https://pay.example.net/deal', { exact: false }).count()).toBe(1);
    expect(await list(page).locator('a[href*="pay.example.net"]').count()).toBe(0);

    await addAxe(page);
    expect(await seriousFindings(page)).toEqual([]);

    // By keyboard: from the composer, back through the list until Report has focus; Enter flags the message.
    await page.getByTestId('message-input').focus();
    const reportFocused = () => report.evaluate((button) => (button.getRootNode() as ShadowRoot).activeElement === button);
    for (let step = 0; step < 8 && !(await reportFocused()); step++) await page.keyboard.press('Shift+Tab');
    expect(await reportFocused()).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByText('Message has been successfully flagged', { exact: true }).waitFor();
    await page.close();
  }, 60_000);
});

describe('a refused first message', () => {
  it('the same pitch to a sixth poster: the stranger reads why it was refused, in the conversation', async () => {
    const { candidate } = makePair();
    const pitch = 'Hello, I am a senior designer with ten years of experience; I deliver any logo in a day for half the price.';
    // Five posters already got it (the default limit: five people an hour).
    for (let i = 0; i < 5; i++) {
      const { poster } = makePair();
      const { channelId } = await dmAbout(candidate, poster);
      expect((await sendAs(channelId, candidate, pitch)).type).toBe('regular');
    }
    const { poster } = makePair();
    const { dm } = await dmAbout(candidate, poster);
    const page = await env.openHost(candidate, 'guard-refused', {}, DESKTOP);
    await openDirectMessage(page, dm);
    await page.getByTestId('message-input').fill(pitch);
    await page.getByTestId('message-input').press('Enter');
    const refusal = list(page).getByTestId('first-contact-refusal');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe(REFUSAL);
    expect(await list(page).locator('.str-chat__message--error', { hasText: 'senior designer' }).count()).toBe(1);
    await addAxe(page);
    // The kit's own "Review bounced message" button on every bounced message (a blocklisted word's too) names
    // itself apart from the text it holds: not the guard's to fix here. Anything else is.
    const kitBounce = (finding: { id: string; targets: string[] }) =>
      finding.id === 'label-content-name-mismatch' && finding.targets.every((target) => target.includes('.str-chat__message-inner'));
    expect((await seriousFindings(page)).filter((finding) => !kitBounce(finding))).toEqual([]);
    await page.close();
  }, 60_000);
});
