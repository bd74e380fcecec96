// Block and report from both sides (issue 60): Bob (the poster) reports Alice's message with a reason and is
// thanked, then blocks her from the conversation's header; her DM says "You can't send messages in this
// conversation", his list no longer shows it, and "Blocked people" in his settings unblocks her. On a phone, Alice
// reports Bob with "Something else" and blocks him in the same step; a ban by the board replaces her composer with
// "You were blocked by the board's team". Every dialog is keyboard reachable and axe clean.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './helpers/devices.js';
import { startDmPair } from './helpers/dmPair.js';
import type { DmPair } from './helpers/dmPair.js';
import { chooseConversationOption } from './helpers/conversationOptions.js';
import { sendMessage } from './helpers/widgetHost.js';
import { addAxe, seriousFindings } from './support/axe.js';
import { providerAdmin } from './support/providerAdmin.js';

const list = (page: Page) => page.locator('.str-chat__main-panel .str-chat__message-list');
const messageIn = (page: Page, text: string) => list(page).locator('.str-chat__li', { hasText: text }).last();

/** Opens the menu of `text`'s message with the mouse (clicking again when a re-render swallowed the click). */
async function openMenu(page: Page, text: string) {
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
  return menu;
}

describe('block and report, desktop', () => {
  let pair: DmPair;
  beforeAll(async () => {
    pair = await startDmPair({ bountyId: 'bounty-safety', viewport: DESKTOP.viewport, timeout: 15_000 });
  }, 90_000);
  afterAll(async () => { await pair?.close(); });

  it('the poster reports a message with a reason, by keyboard, and is thanked', async () => {
    const { alice, bob } = pair;
    await sendMessage(alice, 'Pay the deposit on Telegram first');
    await messageIn(bob, 'Pay the deposit on Telegram first').waitFor();
    await (await openMenu(bob, 'Pay the deposit on Telegram first')).getByRole('menuitem', { name: 'Report message' }).click();
    const dialog = bob.getByRole('dialog', { name: 'Report message' });
    await dialog.waitFor();
    await addAxe(bob);
    expect(await seriousFindings(bob)).toEqual([]);
    // Keyboard: focus starts on the first reason; the arrow picks the next one, Tab reaches the Report button.
    await bob.keyboard.press('ArrowDown');
    expect(await dialog.getByRole('radio', { name: 'Scam or payment outside the board' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Report', exact: true }).focus();
    await bob.keyboard.press('Enter');
    await dialog.getByText("Thanks, the board's team will look at it").waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('the poster blocks her: her composer says so, his list drops the DM, and he unblocks her in settings', async () => {
    const { alice, bob, dm, poster } = pair;
    const [channel] = await providerAdmin(pair.env.backend).queryChannels({ bounty_id: dm.bountyId, kind: 'dm', members: { $in: [poster.sub] } } as Record<string, unknown>, {}, { limit: 1 });
    const row = bob.locator(`li.bc-row[data-cid="${channel!.cid}"]`);
    await chooseConversationOption(bob, 'Block Alice');
    const confirm = bob.getByRole('dialog', { name: 'Block Alice?' });
    await confirm.waitFor();
    expect(await seriousFindings(bob)).toEqual([]);
    await confirm.getByRole('button', { name: 'Block', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });

    // Alice opens the conversation again: no composer, the one sentence, nothing about a block.
    await alice.reload();
    await alice.evaluate((t) => window.BountyChat!.openDM(t), dm);
    await alice.getByText("You can't send messages in this conversation", { exact: true }).waitFor();
    expect(await alice.getByTestId('message-input').count()).toBe(0);

    // Bob's list no longer holds the DM.
    await bob.getByRole('button', { name: 'Back' }).click();
    await bob.getByRole('button', { name: 'Settings', exact: true }).waitFor();
    await expect.poll(() => row.count()).toBe(0);

    await bob.getByRole('button', { name: 'Settings', exact: true }).click();
    const blocked = bob.getByTestId('blocked-people');
    await blocked.getByText('Alice').waitFor();
    await blocked.getByRole('button', { name: 'Unblock Alice' }).click();
    await blocked.getByText('You have not blocked anyone.').waitFor();

    // Unblocked, Alice can write again, and her message brings the conversation back to his list (the row the
    // test looked for is the one that was gone).
    await bob.getByRole('button', { name: 'Back' }).click();
    await channel!.sendMessage({ text: 'Sorry about that', user_id: pair.candidate.sub });
    await row.waitFor();
  });
});

describe('report and ban, phone', () => {
  let pair: DmPair;
  beforeAll(async () => {
    pair = await startDmPair({ bountyId: 'bounty-safety-phone', viewport: PHONE.viewport, alice: PHONE, bob: PHONE, timeout: 15_000 });
  }, 90_000);
  afterAll(async () => { await pair?.close(); });

  it('the candidate reports the poster with her own words and blocks him in the same step', async () => {
    const { alice, bob } = pair;
    await sendMessage(bob, 'Log in to your bank here so I can pay you');
    await messageIn(alice, 'Log in to your bank here so I can pay you').waitFor();
    await chooseConversationOption(alice, 'Report Bob');
    const dialog = alice.getByRole('dialog', { name: 'Report Bob' });
    await dialog.getByRole('radio', { name: 'Something else' }).check();
    const send = dialog.getByRole('button', { name: 'Report', exact: true });
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByLabel('Tell us more (up to 500 characters)').fill('He asked for my bank login');
    await dialog.getByRole('checkbox', { name: 'Also block Bob' }).check();
    await send.click();
    await dialog.getByText("Thanks, the board's team will look at it").waitFor();
    await addAxe(alice);
    expect(await seriousFindings(alice)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await bob.reload();
    await bob.evaluate((t) => window.BountyChat!.openDM(t), pair.dm);
    await bob.getByText("You can't send messages in this conversation", { exact: true }).waitFor();
  });

  it('a ban by the board replaces the composer with "You were blocked by the board\'s team"', async () => {
    const { bob, poster } = pair;
    await providerAdmin(pair.env.backend).banUser(poster.sub, { reason: 'scam' });
    await bob.getByText("You were blocked by the board's team", { exact: true }).waitFor();
    expect(await bob.getByTestId('message-input').count()).toBe(0);
  });
});
