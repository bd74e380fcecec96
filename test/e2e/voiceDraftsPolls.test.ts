// Voice messages on Chromium's fake microphone, drafts that outlive closing the channel, and a poll two users
// vote on and its creator closes for good.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeHostUser } from './helpers/backend.js';
import { startDmPair } from './helpers/dmPair.js';
import type { DmPair } from './helpers/dmPair.js';
import { openDirectMessage, sendMessage } from './helpers/widgetHost.js';

let pair: DmPair;
let alice: Page;
let bob: Page;
beforeAll(async () => {
  const browserArgs = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];
  ({ alice, bob } = pair = await startDmPair({ bountyId: 'bounty-voice', environment: { browserArgs }, viewport: { width: 1100, height: 900 }, timeout: 15_000 }));
  await sendMessage(alice, 'Hello before the voice message');
}, 90_000);
afterAll(async () => { await pair?.close(); });

const main = (page: Page) => page.locator('.str-chat__main-panel');
const list = (page: Page) => main(page).locator('.str-chat__message-list');

describe('voice messages', () => {
  it('are recorded, sent, and played by the other user', async () => {
    await main(alice).getByTestId('start-recording-audio-button').click();
    await main(alice).getByTestId('audio-recorder').waitFor();
    // A recording of at least a second, as the recorder's own timer shows it.
    await expect.poll(() => main(alice).locator('.str-chat__recording-timer').textContent(), { timeout: 10_000 }).toMatch(/0?0:0[1-9]|0?0:[1-5]\d/);
    await main(alice).getByTestId('audio-recorder-stop-button').click();
    // Completing the recording attaches it to the composer (or sends it, depending on the kit's mode).
    const send = main(alice).locator('.str-chat__send-button, [aria-label="Send"]').first();
    // Counted, not waited for: isEnabled() waits the page's 15 s for a send button the kit's mode may not show, and
    // the poll sat through that twice before it looked at the list again.
    const canSend = async () => (await send.count()) > 0 && (await send.isEnabled());
    await expect.poll(async () => (await list(alice).locator('.str-chat__message-attachment__voice-recording-widget').count())
      + (await canSend() ? 1 : 0), { timeout: 30_000 }).toBeGreaterThan(0);
    if (await list(alice).locator('.str-chat__message-attachment__voice-recording-widget').count() === 0) await send.click();

    const recording = list(bob).locator('.str-chat__message-attachment__voice-recording-widget').last();
    await recording.waitFor({ timeout: 30_000 });
    // Watch what the browser plays: the kit's player uses a detached <audio> element.
    await bob.evaluate(() => {
      const plays: Array<{ src: string; ok: boolean; duration: number }> = [];
      (window as unknown as { plays: typeof plays }).plays = plays;
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        const started = play.call(this);
        started.then(() => plays.push({ src: this.currentSrc, ok: true, duration: this.duration }), () => plays.push({ src: this.currentSrc, ok: false, duration: this.duration }));
        return started;
      };
    });
    await recording.getByRole('button', { name: 'Play', exact: true }).click();
    // While it plays the button offers Pause, and Play again once the recording has ended.
    await recording.getByRole('button', { name: 'Pause', exact: true }).waitFor({ timeout: 5_000 });
    await recording.getByRole('button', { name: 'Play', exact: true }).waitFor({ timeout: 10_000 });
    const plays = () => bob.evaluate(() => (window as unknown as { plays: Array<{ src: string; ok: boolean; duration: number }> }).plays);
    await expect.poll(async () => (await plays()).length).toBeGreaterThan(0);
    const [played] = await plays();
    expect(played).toMatchObject({ ok: true });
    expect(played!.src).toMatch(/\.mp3$/);
    expect(played!.duration).toBeGreaterThan(0.5);
  }, 90_000);

  it('without microphone permission, says "Please grant permission to use microphone"', async () => {
    const carol = makeHostUser('Carol');
    const page = await pair.env.openHost(carol, 'carol.html', {}, { viewport: { width: 1100, height: 900 } });
    try {
      // The user blocked the microphone for this site (the fake UI would otherwise allow it).
      const cdp = await page.context().newCDPSession(page);
      const { targetInfo } = await cdp.send('Target.getTargetInfo');
      await cdp.send('Browser.setPermission', {
        permission: { name: 'microphone' }, setting: 'denied', origin: new URL(page.url()).origin, browserContextId: targetInfo.browserContextId,
      });
      await openDirectMessage(page, { userId: pair.poster.sub, bountyId: 'bounty-voice-2', candidateId: carol.sub });
      await main(page).getByTestId('start-recording-audio-button').click();
      await page.getByText('Please grant permission to use microphone', { exact: true }).waitFor();
      expect(await main(page).getByTestId('audio-recorder').count()).toBe(0);
    } finally {
      await page.close();
    }
  }, 60_000);
});

describe('drafts', () => {
  it('an unsent message and an unsent thread reply survive closing and reopening the channel', async () => {
    const composer = main(alice).getByTestId('message-input');
    await composer.fill('A draft I have not sent');
    // Open a thread and start a reply there too.
    const parent = list(alice).locator('.str-chat__li', { hasText: 'Hello before the voice message' }).last();
    const toggle = parent.getByTestId('message-actions-toggle-button');
    await expect.poll(async () => { await parent.locator('.str-chat__message-bubble').hover(); return toggle.isVisible(); }).toBe(true);
    await toggle.click();
    await alice.getByRole('menu', { name: 'Message Actions' }).getByRole('menuitem', { name: 'Open Thread' }).click();
    const thread = alice.locator('.str-chat__thread');
    await thread.getByTestId('message-input').fill('A thread reply I have not sent');
    await thread.getByTestId('close-thread-button').click();

    // Back to the list, then the same DM again.
    await alice.locator('.bc-back').click();
    await alice.getByTestId('channel-list-item-button').first().waitFor();
    await openDirectMessage(alice, pair.dm);
    await expect.poll(() => main(alice).getByTestId('message-input').inputValue()).toBe('A draft I have not sent');
    await parent.locator('.str-chat__message-bubble').hover();
    await toggle.click();
    await alice.getByRole('menu', { name: 'Message Actions' }).getByRole('menuitem', { name: 'Open Thread' }).click();
    await expect.poll(() => alice.locator('.str-chat__thread').getByTestId('message-input').inputValue()).toBe('A thread reply I have not sent');
    await alice.locator('.str-chat__thread').getByTestId('message-input').fill('');
    await alice.locator('.str-chat__thread').getByTestId('close-thread-button').click();
    await composer.fill('');
  }, 60_000);
});

describe('polls', () => {
  it('are created, voted by both users and closed for good by their creator', async () => {
    await main(alice).getByTestId('invoke-attachment-selector-button').click();
    await alice.getByTestId('attachment-selector-actions-menu').getByText('Poll', { exact: true }).click();
    const dialog = alice.getByTestId('poll-creation-dialog');
    await dialog.waitFor();
    await dialog.getByPlaceholder('Ask a question').fill('Which colour?');
    const optionFields = dialog.getByPlaceholder('Add an option');
    await optionFields.first().fill('Red');
    // Filling the last field adds an empty one below it.
    await expect.poll(() => optionFields.count()).toBeGreaterThanOrEqual(2);
    await optionFields.nth(1).fill('Blue');
    await dialog.getByRole('button', { name: 'Send poll' }).click();

    const pollIn = (page: Page) => list(page).locator('.str-chat__poll').last();
    const option = (page: Page, text: string) => pollIn(page).locator('.str-chat__poll-option', { hasText: text });
    await pollIn(bob).getByText('Which colour?').waitFor();
    await option(bob, 'Red').click();
    await option(alice, 'Red').click();
    const count = (page: Page, text: string) => option(page, text).locator('.str-chat__poll-option-vote-count').textContent();
    await expect.poll(() => count(alice, 'Red')).toBe('2');
    await expect.poll(() => count(bob, 'Red')).toBe('2');

    await pollIn(alice).getByRole('button', { name: /end (vote|poll)/i }).click();
    await alice.getByTestId('end-poll-alert-end-vote-button').click();
    await pollIn(bob).getByText('Vote ended').waitFor();
    // Closed is final: no option takes a vote, and there is no way to reopen it.
    // Each window learns of the close from its own event: wait for both.
    await expect.poll(() => pollIn(bob).locator('.str-chat__poll-option--votable').count()).toBe(0);
    await expect.poll(() => pollIn(alice).locator('.str-chat__poll-option--votable').count()).toBe(0);
    expect(await pollIn(alice).getByRole('button', { name: /end (vote|poll)|reopen/i }).count()).toBe(0);
    await option(bob, 'Blue').click();
    // Bob's next message reaches Alice after any vote that click had cast would have reached both.
    await sendMessage(main(bob), 'After the poll closed');
    await list(alice).getByText('After the poll closed').waitFor();
    expect(await count(bob, 'Blue')).toBe('0');
    expect(await count(alice, 'Blue')).toBe('0');
  }, 60_000);
});
