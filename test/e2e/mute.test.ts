// Muting: Bob mutes his DM with Alice from the row's menu. Her messages still count in the row (dimmed, with a
// muted icon) but not in the launcher's badge nor in the host's `unread` event, and raise no preview; a reload
// keeps it muted (the mute lives at the provider); Unmute restores the counting. Then muting Alice herself, from
// the conversation header's options menu, does the same for the DM. On a phone, a tap on a message's "Edited" flag shows the
// edit's time (there is no hover).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Channel, StreamChat } from 'stream-chat';
import { DESKTOP, PHONE } from './helpers/devices.js';
import { createDirectMessage, hostEvents, makePair, openDirectMessage, startHostEnvironment, widgetStarted } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { chooseConversationOption, conversationOptions, optionsMenu } from './helpers/conversationOptions.js';
import { providerAdmin } from './support/providerAdmin.js';

let env: HostEnvironment;
let admin: StreamChat;
let page: Page;
let dm: Channel;
const { candidate: alice, poster: bob } = makePair();
const bountyId = `bounty-mute-${bob.sub.slice(-6)}`;

beforeAll(async () => {
  env = await startHostEnvironment();
  admin = providerAdmin(env.backend);
  await admin.upsertUsers([{ id: alice.sub, name: alice.name }, { id: bob.sub, name: bob.name }]);
  await createDirectMessage(env.backend, bob, { userId: bob.sub, bountyId, candidateId: alice.sub });
  const [found] = await admin.queryChannels({ bounty_id: bountyId, members: { $in: [bob.sub] } } as Record<string, unknown>, {}, { limit: 1 });
  if (!found) throw new Error('no DM');
  dm = found;
  page = await env.openHost(bob, 'mute.html', {}, DESKTOP);
  page.setDefaultTimeout(10_000);
}, 60_000);
afterAll(async () => { await env?.close(); });

const row = () => page.locator(`li.bc-row[data-cid="${dm.cid}"]`);
const rowBadge = () => row().getByTestId('unread-badge');
const launcherBadge = () => page.locator('.bc-launcher .bc-badge');
const unreadTotals = async () => (await hostEvents(page)).filter(([name]) => name == 'unread').map(([, detail]) => (detail as { total: number }).total);
const messageEvents = async () => (await hostEvents(page)).filter(([name]) => name == 'message').length;
/** Alice writes, through the provider (her own widget or app). */
const aliceSays = (text: string) => dm.sendMessage({ text, user_id: alice.sub });

async function openList(): Promise<void> {
  // The panel may come back open after a reload (the page remembers it).
  if (!(await page.locator('.bc-panel').isVisible())) await page.locator('.bc-launcher').click();
  await row().waitFor();
}
async function rowAction(item: string): Promise<void> {
  await row().getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: item }).click();
}
async function closePanel(): Promise<void> {
  await page.locator('.bc-close').click();
  await expect.poll(() => page.locator('.bc-panel').isVisible()).toBe(false);
}
/** Waits until the host saw `count` message events, then a moment for any count to follow. */
async function messagesSeen(count: number): Promise<void> {
  await expect.poll(() => messageEvents()).toBe(count);
  await page.evaluate(() => new Promise((done) => setTimeout(done, 700)));
}

describe('a muted conversation', () => {
  it('muted from the row menu: the row counts Alice\'s messages dimmed, with a muted icon; the badge, the host\'s unread and the preview do not', async () => {
    await openList();
    expect(await row().getByTestId('row-muted').count()).toBe(0);
    await rowAction('Mute conversation');
    await row().getByTestId('row-muted').waitFor();
    expect(await row().getByTestId('row-muted').textContent()).toContain('Muted');
    await closePanel();

    await aliceSays('Are you still hiring?');
    await aliceSays('I can start Monday');
    await messagesSeen(2);
    expect((await unreadTotals()).filter((total) => total > 0)).toEqual([]);
    expect(await launcherBadge().isVisible()).toBe(false);
    expect(await page.locator('.bc-arrival').isVisible()).toBe(false);

    await openList();
    await expect.poll(() => rowBadge().textContent()).toBe('2');
    // Dimmed: the badge loses its fill.
    const [muted, fill] = await rowBadge().evaluate((badge) => [badge.closest('.bc-row')!.classList.contains('bc-row--muted'), getComputedStyle(badge).backgroundColor]);
    expect(muted).toBe(true);
    expect(fill).toBe('rgba(0, 0, 0, 0)');
  });

  it('stays muted after a reload: the provider keeps the mute', async () => {
    await page.reload();
    await widgetStarted(page);
    await openList();
    await row().getByTestId('row-muted').waitFor();
    await expect.poll(() => rowBadge().textContent()).toBe('2');
    await expect.poll(async () => (await unreadTotals()).length).toBeGreaterThan(0);
    expect((await unreadTotals()).filter((total) => total > 0)).toEqual([]);
    expect(await launcherBadge().isVisible()).toBe(false);
  });

  it('Unmute restores the counting: the badge and the host\'s unread count the conversation again', async () => {
    await rowAction('Unmute');
    await expect.poll(() => row().getByTestId('row-muted').count()).toBe(0);
    await expect.poll(async () => (await unreadTotals()).at(-1)).toBe(2);
    await expect.poll(() => launcherBadge().textContent()).toBe('2');
    await aliceSays('Hello?');
    await expect.poll(async () => (await unreadTotals()).at(-1)).toBe(3);
  });

  it('muting Alice from the conversation\'s header mutes the DM with her too; unmuting her restores it', async () => {
    await row().getByTestId('channel-list-item-button').click();
    await chooseConversationOption(page, `Mute ${alice.name}`);
    // The header marks the conversation muted, and its menu now offers to unmute her.
    await page.getByTestId('conversation-muted').waitFor();
    await conversationOptions(page).click();
    await optionsMenu(page).getByRole('menuitem', { name: `Unmute ${alice.name}` }).waitFor();
    await page.keyboard.press('Escape');
    await optionsMenu(page).waitFor({ state: 'detached' });
    // Opened, the conversation is read: nothing counts; what Alice writes now counts nowhere but in the row.
    await expect.poll(async () => (await unreadTotals()).at(-1)).toBe(0);
    await page.locator('.bc-back').click();
    await row().getByTestId('row-muted').waitFor();
    const before = await messageEvents();
    await aliceSays('Still there?');
    await messagesSeen(before + 1);
    await expect.poll(() => rowBadge().textContent()).toBe('1');
    expect((await unreadTotals()).at(-1)).toBe(0);
    expect(await launcherBadge().isVisible()).toBe(false);
    // The row's Unmute unmutes the person it was muted through.
    await rowAction('Unmute');
    await expect.poll(async () => (await unreadTotals()).at(-1)).toBe(1);
  });
});

describe('the Edited flag on a phone', () => {
  it('a tap on "Edited" shows the time of the edit; a second tap hides it', async () => {
    const pair = makePair();
    const phoneBounty = `bounty-edited-${pair.poster.sub.slice(-6)}`;
    await admin.upsertUsers([{ id: pair.candidate.sub, name: pair.candidate.name }, { id: pair.poster.sub, name: pair.poster.name }]);
    await createDirectMessage(env.backend, pair.poster, { userId: pair.poster.sub, bountyId: phoneBounty, candidateId: pair.candidate.sub });
    const [channel] = await admin.queryChannels({ bounty_id: phoneBounty, members: { $in: [pair.poster.sub] } } as Record<string, unknown>, {}, { limit: 1 });
    const { message } = await channel!.sendMessage({ text: 'Budget is 300', user_id: pair.candidate.sub });
    const { message: edited } = await admin.updateMessage({ id: message.id, text: 'Budget is 350' }, pair.candidate.sub);
    const phone = await env.openHost(pair.poster, 'edited-phone.html', {}, PHONE);
    phone.setDefaultTimeout(10_000);
    await openDirectMessage(phone, { userId: pair.poster.sub, bountyId: phoneBounty, candidateId: pair.candidate.sub });
    const flag = phone.locator('.str-chat__message-list').getByTestId('message-edited-indicator');
    await flag.waitFor();
    const tooltip = phone.locator('.bc-edited-time');
    expect(await tooltip.count()).toBe(0);
    await flag.tap();
    await tooltip.waitFor();
    const shown = await tooltip.locator('time').getAttribute('datetime');
    expect(new Date(shown!).toISOString()).toBe(new Date(edited.message_text_updated_at!).toISOString());
    await flag.tap();
    await expect.poll(() => tooltip.count()).toBe(0);
    await phone.close();
  }, 60_000);
});
