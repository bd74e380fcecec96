// Reactions and the message menu between two users in one DM: the five reactions, who reacted, and each menu
// action (thread reply, quote, edit, delete, pin, report, mark unread) seen from the other side; the menu also
// opens on a 400 ms long press and is absent on deleted, failed and blocked messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { LONG_PRESS_MS } from '../../src/chat/conversation/messageMenu.js';
import { startDmPair } from './helpers/dmPair.js';
import type { DmPair } from './helpers/dmPair.js';
import { hostEvents, sendMessage } from './helpers/widgetHost.js';

let pair: DmPair;
let alice: Page;
let bob: Page;
// "forbiddenword" is on the provider's blocklist with the block (remove) behaviour. Alice's screen takes touch as
// well as the mouse, for the long press.
beforeAll(async () => {
  ({ alice, bob } = pair = await startDmPair({ bountyId: 'bounty-menu', environment: { blockWords: ['forbiddenword'] }, viewport: { width: 1100, height: 900 }, alice: { hasTouch: true }, timeout: 10_000 }));
});
afterAll(async () => { await pair?.close(); });

/** The product service's edit route: every edit goes through it. */
const EDIT_MESSAGE = /\/api\/stream-chat\/edit-message(\?|$)/;
const list = (page: Page) => page.locator('.str-chat__main-panel .str-chat__message-list');
const messageIn = (page: Page, text: string) => list(page).locator('.str-chat__li', { hasText: text }).last();

/** Opens the menu of `text`'s message on `page` with the mouse; returns the menu. */
async function openMenu(page: Page, text: string): Promise<Locator> {
  const message = messageIn(page, text);
  const toggle = message.getByTestId('message-actions-toggle-button');
  // The list may still be scrolling the new message into place, and the toast of the action before may still lie
  // over the last message's buttons: hover until its buttons show, and click once nothing covers them (a click
  // that something else would take is not made).
  // A click that the list's re-render swallowed opens no menu: the user would click again.
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

/** Both see `text` (sent by `from`). */
async function exchanged(from: Page, to: Page, text: string): Promise<void> {
  await sendMessage(from, text);
  await messageIn(to, text).waitFor();
}

describe('reactions', () => {
  it('offers exactly haha, like, love, sad and wow; the other user sees the reaction and who reacted', async () => {
    await exchanged(alice, bob, 'React to this, please');
    await (await openMenu(bob, 'React to this, please')).getByRole('menuitem', { name: 'Open Reaction Selector' }).click();
    const selector = bob.getByTestId('reaction-selector');
    await selector.waitFor();
    const offered = await selector.getByTestId('select-reaction-button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-text')));
    expect(offered).toEqual(['haha', 'like', 'love', 'sad', 'wow']);
    expect(await selector.getByTestId('reaction-selector-add-button').count()).toBe(0);
    await selector.locator('[data-text="love"]').click();
    // The pick closes the selector and the menu it came from.
    await expect.poll(() => selector.count()).toBe(0);
    await expect.poll(() => bob.getByRole('menu', { name: 'Message Actions' }).count()).toBe(0);

    // Alice sees the reaction in the message's reactions list…
    const reactions = messageIn(alice, 'React to this, please').getByTestId('message-reactions-list-button');
    await reactions.waitFor();
    await expect.poll(() => reactions.textContent()).toContain('❤️');
    // …and the details modal says who reacted.
    await reactions.click();
    const details = alice.getByTestId('message-reactions-detail');
    await details.waitFor();
    await expect.poll(() => details.getByTestId('reaction-user-username').allTextContents()).toEqual([pair.poster.name]);
    await alice.keyboard.press('Escape');
    await expect.poll(() => details.count()).toBe(0);
  });
});

describe('the message menu', () => {
  it('offers the product actions only', async () => {
    await exchanged(bob, alice, 'A message with a menu');
    const menu = await openMenu(alice, 'A message with a menu');
    const labels = await menu.getByRole('menuitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
    // Edit and delete of someone else's message depend on the channel role; the kit's extras never show.
    const product = ['Open Reaction Selector', 'Open Thread', 'Quote Message', 'Pin Message', 'Edit Message', 'Mark Message Unread', 'Report message', 'Delete Message'];
    expect(labels.filter((label) => !product.includes(label ?? ''))).toEqual([]);
    expect(labels).toEqual(expect.arrayContaining(['Open Reaction Selector', 'Open Thread', 'Quote Message', 'Pin Message', 'Mark Message Unread', 'Report message']));
    await alice.keyboard.press('Escape');
  });

  it(`opens on a ${LONG_PRESS_MS} ms long press, not on a tap`, async () => {
    const bubble = messageIn(alice, 'A message with a menu').locator('.str-chat__message-bubble');
    const box = (await bubble.boundingBox())!;
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const cdp = await alice.context().newCDPSession(alice);
    const touch = (type: 'touchStart' | 'touchEnd') => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [at] });
    const menu = alice.getByRole('menu', { name: 'Message Actions' });
    // The page's clock stands still and moves only as far as the test moves it: a touch lasts exactly as long as
    // it says, however busy the machine (the timer that opens the menu runs on that clock).
    await alice.clock.install();
    await alice.clock.pauseAt(await alice.evaluate(() => Date.now()) + 1_000);
    try {
      // A short touch (a tap) opens nothing, even long after the finger lifted.
      await touch('touchStart');
      await alice.clock.runFor(150);
      await touch('touchEnd');
      await alice.clock.runFor(2 * LONG_PRESS_MS);
      expect(await menu.count()).toBe(0);
      // A resting finger: nothing 1 ms before LONG_PRESS_MS, the menu once it has passed.
      await touch('touchStart');
      await alice.clock.runFor(LONG_PRESS_MS - 1);
      expect(await menu.count()).toBe(0);
      await alice.clock.runFor(1);
      await menu.waitFor();
      await touch('touchEnd');
    } finally {
      await alice.clock.resume();
      await cdp.detach();
    }
    await alice.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
  });

  it('reply in thread: the other user sees the reply in the thread', async () => {
    await (await openMenu(alice, 'A message with a menu')).getByRole('menuitem', { name: 'Open Thread' }).click();
    const thread = alice.locator('.str-chat__thread');
    await thread.waitFor();
    const composer = thread.getByTestId('message-input');
    await composer.fill('Replying in the thread');
    await composer.press('Enter');
    await thread.getByText('Replying in the thread').waitFor();
    await thread.getByTestId('close-thread-button').click();
    await messageIn(bob, 'A message with a menu').locator('.str-chat__message-replies-count-button').click();
    await bob.locator('.str-chat__thread').getByText('Replying in the thread').waitFor();
    await bob.locator('.str-chat__thread').getByTestId('close-thread-button').click();
  });

  it('quote: the other user sees the quoted message above the answer', async () => {
    await (await openMenu(alice, 'A message with a menu')).getByRole('menuitem', { name: 'Quote Message' }).click();
    await sendMessage(alice, 'Answering with a quote');
    const answer = messageIn(bob, 'Answering with a quote');
    await answer.waitFor();
    await expect.poll(() => answer.locator('.str-chat__quoted-message-preview').textContent()).toContain('A message with a menu');
  });

  it('edit: offered on her own message, it goes through the service and the other user sees the new text; a failed edit says "Edit message request failed"', async () => {
    await exchanged(alice, bob, 'Text before the edit');
    // Members hold no edit grant at the provider: the menu offers editing where she may write.
    await (await openMenu(alice, 'Text before the edit')).getByRole('menuitem', { name: 'Edit Message' }).click();
    const composer = alice.locator('.str-chat__main-panel').getByTestId('message-input');
    await expect.poll(() => composer.inputValue()).toBe('Text before the edit');
    await composer.fill('Text after the edit');
    const edited = alice.waitForRequest((request) => EDIT_MESSAGE.test(request.url()) && request.method() === 'POST');
    await composer.press('Enter');
    expect((await edited).postDataJSON()).toMatchObject({ text: 'Text after the edit' });
    await messageIn(bob, 'Text after the edit').waitFor();

    // The service answers the next edit with a 502.
    await alice.route(EDIT_MESSAGE, (route) => {
      const request = route.request();
      if ((request.postData() ?? '').includes('This edit will fail')) {
        return route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ error: { code: 'provider_failed', message: 'Failed to edit message', detail: 'the chat provider failed or could not be reached' } }) });
      }
      return route.fallback();
    });
    await (await openMenu(alice, 'Text after the edit')).getByRole('menuitem', { name: 'Edit Message' }).click();
    await composer.fill('This edit will fail');
    await composer.press('Enter');
    await alice.getByTestId('notification').getByText('Edit message request failed', { exact: true }).waitFor();
    await alice.unrouteAll();
    expect(await list(bob).getByText('This edit will fail').count()).toBe(0);
  });

  it('the composer fits its text: a message of three lines edited opens it three lines high; writing, it grows to ten lines, then scrolls, and is one line again once sent', async () => {
    const composer = alice.locator('.str-chat__main-panel').getByTestId('message-input');
    const lines = (n: number, word: string) => Array.from({ length: n }, (_, i) => `${word} line ${i + 1}`).join('\n');
    // How many lines the textarea shows, and whether its text is taller than it.
    const shown = () => composer.evaluate((area: HTMLTextAreaElement) => {
      const style = getComputedStyle(area);
      const inner = area.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      return { lines: Math.round(inner / parseFloat(style.lineHeight)), scrolls: area.scrollHeight > area.clientHeight + 1 };
    });
    await exchanged(alice, bob, lines(3, 'Edited'));
    await (await openMenu(alice, 'Edited line 3')).getByRole('menuitem', { name: 'Edit Message' }).click();
    // The kit writes the message into the textarea itself, with no input event.
    await expect.poll(() => composer.inputValue()).toBe(lines(3, 'Edited'));
    await expect.poll(shown).toEqual({ lines: 3, scrolls: false });
    await composer.fill('Edited to one line');
    await composer.press('Enter');
    await messageIn(bob, 'Edited to one line').waitFor();
    await expect.poll(shown).toEqual({ lines: 1, scrolls: false });

    await composer.fill(lines(6, 'Growing'));
    await expect.poll(shown).toEqual({ lines: 6, scrolls: false });
    await composer.fill(lines(14, 'Growing'));
    await expect.poll(shown).toEqual({ lines: 10, scrolls: true });
    await composer.press('Enter');
    await messageIn(bob, 'Growing line 14').waitFor();
    await expect.poll(shown).toEqual({ lines: 1, scrolls: false });
  });

  it('delete: the other user sees "This message was deleted…", and a deleted message has no menu', async () => {
    await exchanged(alice, bob, 'Soon to be deleted');
    await (await openMenu(alice, 'Soon to be deleted')).getByRole('menuitem', { name: 'Delete Message' }).click();
    await alice.getByTestId('delete-message-alert-delete-button').click();
    // The deleter is told; the notice goes away by itself (until then it covers the messages below it).
    const told = alice.getByTestId('notification-list').getByText('Message deleted', { exact: true });
    await told.waitFor();
    const deleted = list(bob).getByText('This message was deleted…');
    await deleted.waitFor();
    expect(await list(bob).getByText('Soon to be deleted').count()).toBe(0);
    const row = list(alice).locator('.str-chat__li', { has: alice.getByText('This message was deleted…') }).last();
    await row.hover();
    expect(await row.getByTestId('message-actions-toggle-button').count()).toBe(0);
    await told.waitFor({ state: 'detached', timeout: 15_000 });
  });

  it('pin: the other user sees who pinned it', async () => {
    await exchanged(bob, alice, 'Pin this one');
    await (await openMenu(alice, 'Pin this one')).getByRole('menuitem', { name: 'Pin Message' }).click();
    await messageIn(bob, 'Pin this one').getByText(`Pinned by ${pair.candidate.name}`).waitFor();
  });

  it('report (in place of the kit\'s flag): opens the report step, which Escape closes; the other user\'s message stays', async () => {
    await (await openMenu(alice, 'Pin this one')).getByRole('menuitem', { name: 'Report message' }).click();
    const dialog = alice.getByRole('dialog', { name: 'Report message' });
    await dialog.waitFor();
    await alice.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await messageIn(bob, 'Pin this one').waitFor();
  });

  it('mark unread: the host page counts the other user\'s message as unread again', async () => {
    await exchanged(bob, alice, 'Read me later');
    const lastUnread = async () => (await hostEvents(alice)).filter(([name]) => name === 'unread').map(([, detail]) => (detail as { total: number }).total).at(-1);
    await expect.poll(lastUnread).toBe(0);
    await (await openMenu(alice, 'Read me later')).getByRole('menuitem', { name: 'Mark Message Unread' }).click();
    await expect.poll(lastUnread).toBeGreaterThanOrEqual(1);
  });

  it('a message that failed to send has no menu', async () => {
    await alice.route(/\/channels\/[^/]+\/[^/]+\/message(\?|$)/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":-1,"message":"boom","StatusCode":500}' }));
    const composer = alice.locator('.str-chat__main-panel').getByTestId('message-input');
    await composer.fill('This send fails');
    await composer.press('Enter');
    const failed = messageIn(alice, 'This send fails');
    await failed.locator('.str-chat__message--failed').waitFor();
    await failed.locator('.str-chat__message-bubble').hover();
    expect(await failed.getByTestId('message-actions-toggle-button').count()).toBe(0);
    await alice.unrouteAll();
  });

  it('a message blocked by moderation says so, reaches nobody and has no menu', async () => {
    const composer = alice.locator('.str-chat__main-panel').getByTestId('message-input');
    await composer.fill('this contains forbiddenword');
    await composer.press('Enter');
    const blocked = list(alice).getByText('Message was blocked by moderation policies', { exact: true });
    await blocked.waitFor();
    await blocked.hover();
    expect(await list(alice).locator('.str-chat__li', { has: blocked }).getByTestId('message-actions-toggle-button').count()).toBe(0);
    await exchanged(alice, bob, 'After the blocked one');
    expect(await list(bob).getByText('forbiddenword').count()).toBe(0);
  });
});
