// Who is e-mailed: opening a DM with someone who never opened the chat tells them once; a DM to someone who is
// not connected reaches their inbox; someone with the board open gets none; a bounty-discussion message e-mails
// only the offline members it @-mentions; a user with several tabs open e-mails once, from the tab focused last.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { StreamChat } from 'stream-chat';
import type { RunningDemo } from '../../demo/app.js';
import type { OutboxMail } from '../../demo/outbox.js';
import { startDemoBoard } from './helpers/demoBoard.js';
import type { DemoBoard } from './helpers/demoBoard.js';

let board: DemoBoard;
let demo: RunningDemo;
let aliceContext: BrowserContext;
/** Every send-message-email call any of Alice's tabs made. */
const emailCalls: string[] = [];
/** Every send-private-chat-email call any of Alice's tabs made. */
const privateChatCalls: string[] = [];

/** A tab of the job board on bounty-101 as `user` in `context`, once the widget is connected. */
const boardIn = (context: BrowserContext, user: 'alice' | 'bob') => board.boardAs(user, 'bounty-101', context);
const newContext = () => board.newContext();

const messages = (page: Page) => page.locator('.str-chat__message-list');

async function openDm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Message the poster' }).click();
  await messages(page).getByText(/thanks for your interest/).waitFor();
}

async function send(page: Page, text: string): Promise<void> {
  const composer = page.getByTestId('message-input');
  await composer.fill(text);
  await composer.press('Enter');
  await messages(page).getByText(text).waitFor();
}

/** Bob's mails that quote `text`. */
const mailsToBobWith = async (text: string) => (await mailsToBob()).filter((mail) => mail.text.includes(text));

async function mailsToBob(): Promise<OutboxMail[]> {
  const answer = (await (await fetch(`${demo.url}/demo/outbox`)).json()) as { mails: OutboxMail[] };
  return answer.mails.filter((mail) => mail.to.includes('bob@example.test'));
}

/** Bob's presence as the provider sees it. */
async function bobIsOnline(): Promise<boolean> {
  const server = new StreamChat('demo-key', 'demo-secret', { baseURL: demo.streamUrl });
  const { users } = await server.queryUsers({ id: 'bob' });
  return users[0]?.online === true;
}

/** Lets any e-mail the tabs would send go out (the window is 300 ms), for the "nothing was sent" checks. */
const settle = () => new Promise((done) => setTimeout(done, 1_500));

beforeAll(async () => {
  // A short coalescing window, so each step's e-mail is written within the test (startDemo reads it).
  process.env.BOUNTY_CHAT_EMAIL_WINDOW_MS = '300';
  board = await startDemoBoard();
  demo = board.demo;
  aliceContext = await newContext();
  aliceContext.on('request', (request) => {
    if (request.url().includes('/api/stream-chat/send-message-email')) emailCalls.push(request.postData() ?? '');
    if (request.url().includes('/api/stream-chat/send-private-chat-email')) privateChatCalls.push(request.postData() ?? '');
  });
});
afterAll(async () => { await board?.close(); });

describe('e-mail to offline recipients', () => {
  let alice: Page;

  it('opening a DM with someone who never opened the chat tells them once; a DM while they are offline reaches their inbox', async () => {
    alice = await boardIn(aliceContext, 'alice');
    expect(await bobIsOnline()).toBe(false);
    await openDm(alice);
    await expect.poll(() => privateChatCalls.length, { timeout: 8_000 }).toBe(1);
    expect(JSON.parse(privateChatCalls[0]!)).toEqual({ userId: 'bob' });
    await expect.poll(async () => (await mailsToBobWith('started a private chat with you')).length, { timeout: 8_000 }).toBe(1);

    await send(alice, 'Can we talk about the scope?');
    await expect.poll(async () => (await mailsToBobWith('Can we talk about the scope?')).length, { timeout: 8_000 }).toBe(1);
    expect(emailCalls).toHaveLength(1);
    const call = JSON.parse(emailCalls[0]!) as Record<string, unknown>;
    expect(call).toMatchObject({ senderUserId: 'alice', recipientUserId: 'bob', isDM: true, messageContent: 'Can we talk about the scope?' });
    expect(call.messageId).toEqual(expect.any(String));
    expect(String(call.channelId)).toMatch(/^dm-/);

    // Opening the same DM again tells nobody anything new.
    await alice.locator('bounty-chat').locator('.bc-back').click();
    await openDm(alice);
    await settle();
    expect(privateChatCalls).toHaveLength(1);
  });

  it('someone with the board open gets no e-mail', async () => {
    const bobContext = await newContext();
    try {
      const bob = await boardIn(bobContext, 'bob');
      expect(await bobIsOnline()).toBe(true);
      const unread = () => bob.evaluate(() => Number(document.querySelector('.unread-pill span')?.textContent ?? 0));
      // The first message is still unread for Bob; wait until his header shows it.
      await expect.poll(unread).toBe(1);
      const before = emailCalls.length;
      await send(alice, 'Are you around now?');
      // Bob's widget hears it live, so he was connected when it was sent.
      await expect.poll(unread, { timeout: 8_000 }).toBe(2);
      await settle();
      expect(emailCalls.length).toBe(before);
      expect(await mailsToBobWith('Are you around now?')).toHaveLength(0);
    } finally {
      await bobContext.close();
    }
  });

  it('a bounty-discussion message e-mails no offline member unless it @-mentions them', async () => {
    await expect.poll(bobIsOnline, { timeout: 8_000 }).toBe(false);
    const page = await boardIn(aliceContext, 'alice');
    await page.getByRole('button', { name: 'Bounty discussion' }).click();
    await messages(page).getByText(/Welcome to the discussion/).waitFor();
    const before = emailCalls.length;
    await send(page, 'Anyone reviewing this week?');
    await settle();
    expect(emailCalls.length).toBe(before);

    const composer = page.getByTestId('message-input');
    await composer.pressSequentially('@bo');
    await page.locator('.str-chat__suggestion-list-container').getByRole('option', { name: /Bob Poster/ }).click();
    await composer.pressSequentially('please review the fix');
    await composer.press('Enter');
    await messages(page).getByText('please review the fix').waitFor();
    await expect.poll(() => emailCalls.length, { timeout: 8_000 }).toBe(before + 1);
    expect(JSON.parse(emailCalls.at(-1)!)).toMatchObject({ senderUserId: 'alice', recipientUserId: 'bob', isDM: false, channelId: 'bounty-101' });
    await expect.poll(async () => (await mailsToBobWith('please review the fix')).length, { timeout: 8_000 }).toBe(1);
    await settle();
    expect(emailCalls.length).toBe(before + 1);
    await page.close();
  });

  it('with two tabs open, one message sends one e-mail, from the tab focused last', async () => {
    await expect.poll(bobIsOnline, { timeout: 8_000 }).toBe(false);
    // The second tab also shows the DM, so it too receives the message as it is sent.
    const second = await boardIn(aliceContext, 'alice');
    await openDm(second);
    await alice.bringToFront();
    await alice.evaluate(() => window.dispatchEvent(new Event('focus')));
    const before = emailCalls.length;
    await send(alice, 'Sent from the focused tab');
    await messages(second).getByText('Sent from the focused tab').waitFor();
    await expect.poll(async () => (await mailsToBobWith('Sent from the focused tab')).length, { timeout: 8_000 }).toBe(1);
    await settle();
    expect(emailCalls.length - before).toBe(1);
    const latest = await mailsToBobWith('Sent from the focused tab');
    expect(latest).toHaveLength(1);
    expect(latest[0]!.text.split('Sent from the focused tab')).toHaveLength(2);
  });
});
