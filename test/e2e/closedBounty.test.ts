// Close and reopen, kind to the winner, as each person sees it on a desktop and a phone: after an awarded bounty
// closes, the winner's DM keeps its composer and full menu; another candidate's says when the bounty closed (in her
// locale) where the composer was, and her menu offers nothing that writes; a reopen keeps the award and says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { StreamChat } from 'stream-chat';
import { makeHostUser } from './helpers/backend.js';
import { SIZES } from './helpers/devices.js';
import { makePair, openDirectMessage, sendMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';

let env: HostEnvironment;
beforeAll(async () => {
  env = await startHostEnvironment();
  // The service's masking runs in the provider's before-send hook.
  const { backend } = env;
  await new StreamChat(backend.streamKey, backend.streamSecret, { baseURL: backend.streamUrl })
    .updateAppSettings({ before_message_send_hook_url: `${backend.apiHost}/webhooks/before-message-send` } as never);
}, 60_000);
afterAll(async () => { await env?.close(); });

const list = (page: Page) => page.locator('.str-chat__main-panel .str-chat__message-list');
const messageIn = (page: Page, text: string) => list(page).locator('.str-chat__li', { hasText: text }).last();

/** Opens the menu of `text`'s message (hovering, as a mouse does, or a tap on the ⋯ a phone shows); answers its items' names. */
async function menuOf(page: Page, text: string): Promise<string[]> {
  const message = messageIn(page, text);
  const toggle = message.getByTestId('message-actions-toggle-button');
  const menu = page.getByRole('menu', { name: 'Message Actions' });
  await expect.poll(async () => {
    if (await menu.isVisible()) return true;
    await message.locator('.str-chat__message-bubble').hover();
    if (!(await toggle.isVisible())) return false;
    if (!(await toggle.click({ timeout: 1_000 }).then(() => true, () => false))) return false;
    return menu.waitFor({ timeout: 1_000 }).then(() => true, () => false);
  }, { timeout: 20_000 }).toBe(true);
  const labels = await menu.getByRole('menuitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
  await page.keyboard.press('Escape');
  await expect.poll(() => menu.count()).toBe(0);
  return labels;
}

/** The composer's place: the text box, or the read-only notice. */
const readOnly = (page: Page): Locator => page.getByTestId('composer-read-only');

describe.each(SIZES)('a closed awarded bounty on a %s', (device, context) => {
  it("keeps the winner's conversation open, closes the others with the day, and a reopen keeps the award", async () => {
    const { candidate: winner, poster } = makePair();
    const other = makeHostUser('Carol');
    const bountyId = `closed-${device}-${Math.random().toString(36).slice(2, 8)}`;
    expect(await env.backend.putBounty(bountyId, { title: 'Paint the fence', ownerId: poster.sub, status: 'open', contactPolicy: 'mask-until-awarded', firstContactGuard: 'off' })).toBe(200);
    const british = { initOptions: "locale: 'en-GB'" };
    const winnerPage = await env.openHost(winner, `closed-winner-${device}`, british, context);
    const otherPage = await env.openHost(other, `closed-other-${device}`, british, context);
    await openDirectMessage(winnerPage, { userId: poster.sub, bountyId, candidateId: winner.sub });
    await openDirectMessage(otherPage, { userId: poster.sub, bountyId, candidateId: other.sub });
    await sendMessage(winnerPage, 'I can start on Monday');
    await sendMessage(otherPage, 'I could do it too');

    expect(await env.backend.putBounty(bountyId, { status: 'awarded', awardedTo: winner.sub })).toBe(200);
    expect(await env.backend.putBounty(bountyId, { status: 'closed' })).toBe(200);
    const closedOn = `This bounty was closed on ${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' }).format(new Date())}`;

    // The other candidate: the notice with the day instead of the composer, a menu with nothing that writes.
    await list(otherPage).getByText('This bounty was closed', { exact: true }).waitFor();
    await expect.poll(() => readOnly(otherPage).textContent()).toBe(closedOn);
    expect(await otherPage.getByTestId('message-input').count()).toBe(0);
    // The card's badge follows the bounty's own update, which can come a moment after the conversation's.
    await expect.poll(() => otherPage.getByTestId('bounty-status').textContent()).toBe('Closed');
    const closedMenu = await menuOf(otherPage, 'I could do it too');
    expect(closedMenu).toEqual(expect.arrayContaining(['Delete Message']));
    expect(closedMenu.filter((label) => /edit|quote|thread|reply/i.test(label))).toEqual([]);
    // The notice sits where the composer was: at the foot of the conversation, inside the panel.
    const notice = await readOnly(otherPage).boundingBox();
    const messages = await list(otherPage).boundingBox();
    expect(notice!.y).toBeGreaterThanOrEqual(messages!.y + messages!.height - 1);
    expect(notice!.x + notice!.width).toBeLessThanOrEqual(context.viewport!.width);

    // The winner: still writing, the full menu, no notice, contact details as written (no warning, none hidden).
    await list(winnerPage).getByText('This bounty was closed', { exact: true }).waitFor();
    expect(await readOnly(winnerPage).count()).toBe(0);
    await winnerPage.getByTestId('message-input').fill('call me on +44 20 7946 0958');
    expect(await winnerPage.getByTestId('contact-warning').count()).toBe(0);
    await winnerPage.getByTestId('message-input').press('Enter');
    await list(winnerPage).getByText('call me on +44 20 7946 0958').waitFor();
    await sendMessage(winnerPage, 'Done with the first coat');
    const openMenu = await menuOf(winnerPage, 'Done with the first coat');
    expect(openMenu).toEqual(expect.arrayContaining(['Quote Message', 'Edit Message', 'Open Thread']));

    // Reopened without clearing the award: still awarded, said once, and the other composer is back.
    expect(await env.backend.putBounty(bountyId, { status: 'open' })).toBe(200);
    const reopened = `Bounty reopened; still awarded to ${winner.name}`;
    await list(winnerPage).getByText(reopened).waitFor();
    await expect.poll(() => winnerPage.getByTestId('bounty-status').textContent()).toBe('Awarded');
    await list(otherPage).getByText(reopened).waitFor();
    await otherPage.getByTestId('message-input').waitFor();
    expect(await list(otherPage).getByText(reopened).count()).toBe(1);
    await otherPage.context().close();
    await winnerPage.context().close();
  }, 90_000);
});
