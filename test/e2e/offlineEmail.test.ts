// Offline recipients get an e-mail: a message to someone who is not connected reaches their
// inbox, someone with the board open gets none, and a user with several tabs open e-mails once, from the tab
// focused last.
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
  });
});
afterAll(async () => { await board?.close(); });

describe('e-mail to offline recipients', () => {
  let alice: Page;

  it('a DM to someone who is offline reaches their inbox', async () => {
    alice = await boardIn(aliceContext, 'alice');
    expect(await bobIsOnline()).toBe(false);
    await openDm(alice);
    await send(alice, 'Can we talk about the scope?');
    await expect.poll(async () => (await mailsToBob()).length, { timeout: 8_000 }).toBe(1);
    const [mail] = await mailsToBob();
    expect(mail?.text).toContain('Can we talk about the scope?');
    expect(emailCalls).toHaveLength(1);
    expect(JSON.parse(emailCalls[0]!)).toMatchObject({ senderUserId: 'alice', recipientUserId: 'bob', isDM: true });
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
      expect(await mailsToBob()).toHaveLength(1);
    } finally {
      await bobContext.close();
    }
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
    await expect.poll(async () => (await mailsToBob()).length, { timeout: 8_000 }).toBe(2);
    await settle();
    expect(emailCalls.length - before).toBe(1);
    const latest = (await mailsToBob()).filter((mail) => mail.text.includes('Sent from the focused tab'));
    expect(latest).toHaveLength(1);
    expect(latest[0]!.text.split('Sent from the focused tab')).toHaveLength(2);
  });
});
