// Offline recipients get an e-mail: opening a DM with someone who never opened the chat tells them once; a DM to
// someone who is not connected reaches their inbox, someone with the board open gets none, a bounty-discussion
// message e-mails only the offline members it @-mentions, and a user with several tabs open e-mails once; a tab
// closed right after sending still e-mails. The service decides all of it from the provider's webhook: the widget
// asks for no message e-mail itself. "None" (and "only one") is proven by a later message that must be e-mailed:
// the service takes the provider's calls in the order they came, so its e-mail comes after any the earlier one would have
// caused. Each test opens its own tabs, so any one runs alone.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { StreamChat } from 'stream-chat';
import { CHANNEL_TYPE } from '../../src/contract/ids.js';
import type { OutboxMail } from '../../demo/outbox.js';
import { startDemoBoard } from './helpers/demoBoard.js';
import type { DemoBoard } from './helpers/demoBoard.js';

let board: DemoBoard;
const contexts: BrowserContext[] = [];

const messages = (page: Page) => page.locator('.str-chat__message-list');
/** A text no other test sends. */
const unique = (text: string) => `${text} (${Math.random().toString(36).slice(2, 7)})`;

/**
 * A tab of the job board on bounty-101 as `user` (in a fresh context unless given), recording the e-mail requests
 * it makes: the private-chat notice's, and (never, now that the service alone decides) a message's.
 */
async function tab(user: 'alice' | 'bob', context?: BrowserContext): Promise<{ page: Page; emailCalls: string[]; privateChatCalls: string[] }> {
  if (!context) contexts.push(context = await board.newContext());
  const page = await board.boardAs(user, 'bounty-101', context);
  const emailCalls: string[] = [];
  const privateChatCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/stream-chat/send-message-email')) emailCalls.push(request.postData() ?? '');
    if (request.url().includes('/api/stream-chat/send-private-chat-email')) privateChatCalls.push(request.postData() ?? '');
  });
  const opened = { page, emailCalls, privateChatCalls };
  tabs.push(opened);
  return opened;
}

/** Every widget tab opened so far must have asked for no message e-mail. */
const tabs: Array<{ emailCalls: string[] }> = [];

async function openDm(page: Page, button = 'Message the poster'): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  // The DM is open once its messages show. Not a given one: with the unread messages of the tests before in view,
  // the seeded first message can sit above the list's window.
  await messages(page).locator('.str-chat__li').first().waitFor();
}

async function send(page: Page, text: string): Promise<void> {
  const composer = page.getByTestId('message-input');
  await composer.fill(text);
  await composer.press('Enter');
  await messages(page).getByText(text).waitFor();
}

/** The e-mails to Bob that mention `text`. */
async function mailsToBobAbout(text: string): Promise<OutboxMail[]> {
  const answer = (await (await fetch(`${board.demo.url}/demo/outbox`)).json()) as { mails: OutboxMail[] };
  return answer.mails.filter((mail) => mail.to.includes('bob@example.test') && mail.text.includes(text));
}

/** Bob's presence as the provider sees it. */
async function bobIsOnline(): Promise<boolean> {
  const server = new StreamChat('demo-key', 'demo-secret', { baseURL: board.demo.streamUrl });
  const { users } = await server.queryUsers({ id: 'bob' });
  return users[0]?.online === true;
}

/** Makes `page` the tab focused last. */
async function focus(page: Page): Promise<void> {
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

beforeAll(async () => {
  // A short coalescing window, so each step's e-mail is written within the test (startDemo reads it).
  process.env.BOUNTY_CHAT_EMAIL_WINDOW_MS = '300';
  // Every test writes to Bob, some twice (a marker message): more than the default six digests an hour.
  process.env.BOUNTY_CHAT_EMAIL_HOURLY_CAP = '50';
  board = await startDemoBoard();
});
afterEach(async () => {
  expect(tabs.splice(0).flatMap((opened) => opened.emailCalls)).toEqual([]);
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => { await board?.close(); });

// Two or three tabs, a conversation each and e-mails to wait for: more than 30 s on a busy 2-core machine.
describe('e-mail to offline recipients', { timeout: 90_000 }, () => {
  it('opening a DM with someone who never opened the chat tells them once', async () => {
    // Bob has never connected: the provider has no last-active time for him.
    const server = new StreamChat('demo-key', 'demo-secret', { baseURL: board.demo.streamUrl });
    expect((await server.queryUsers({ id: 'bob' })).users[0]?.last_active).toBeUndefined();
    const alice = await tab('alice');
    await openDm(alice.page);
    await expect.poll(() => alice.privateChatCalls.length, { timeout: 8_000 }).toBe(1);
    expect(JSON.parse(alice.privateChatCalls[0]!)).toEqual({ userId: 'bob' });
    await expect.poll(async () => (await mailsToBobAbout('started a private chat with you')).length, { timeout: 8_000 }).toBe(1);
    // Opening the same DM again asks nothing new.
    await alice.page.locator('.bc-back').click();
    await openDm(alice.page);
    const text = unique('Still there?');
    await send(alice.page, text);
    await expect.poll(async () => (await mailsToBobAbout(text)).length, { timeout: 8_000 }).toBe(1);
    expect(alice.privateChatCalls).toHaveLength(1);
  });

  it('a DM to someone who is offline reaches their inbox', async () => {
    await expect.poll(bobIsOnline, { timeout: 8_000 }).toBe(false);
    const alice = await tab('alice');
    await openDm(alice.page);
    const text = unique('Can we talk about the scope?');
    await send(alice.page, text);
    await expect.poll(async () => (await mailsToBobAbout(text)).length, { timeout: 8_000 }).toBe(1);
    expect(alice.emailCalls).toEqual([]);
    // Exactly one: a second message's e-mail comes after any second one about the first would have.
    const marker = unique('One more thing');
    await send(alice.page, marker);
    await expect.poll(async () => (await mailsToBobAbout(marker)).length, { timeout: 8_000 }).toBe(1);
    expect(await mailsToBobAbout(text)).toHaveLength(1);
  });

  it('a bounty-discussion message e-mails no offline member unless it @-mentions them', async () => {
    await expect.poll(bobIsOnline, { timeout: 8_000 }).toBe(false);
    const alice = await tab('alice');
    await alice.page.getByRole('button', { name: 'Bounty discussion' }).click();
    await messages(alice.page).getByText(/Welcome to the discussion/).waitFor();
    const unmentioned = unique('Anyone reviewing this week?');
    await send(alice.page, unmentioned);
    const composer = alice.page.getByTestId('message-input');
    await composer.pressSequentially('@bo');
    await alice.page.locator('.str-chat__suggestion-list-container').getByRole('option', { name: /Bob Poster/ }).click();
    const mentioned = unique('please review the fix');
    await composer.pressSequentially(mentioned);
    await composer.press('Enter');
    await messages(alice.page).getByText(mentioned).waitFor();
    // The mention is e-mailed; had the first message been, its e-mail would have come before this one.
    await expect.poll(async () => (await mailsToBobAbout(mentioned)).length, { timeout: 8_000 }).toBe(1);
    expect(await mailsToBobAbout(unmentioned)).toEqual([]);
  });

  it('someone with the board open gets no e-mail', async () => {
    const bob = await tab('bob');
    await expect.poll(bobIsOnline, { timeout: 8_000 }).toBe(true);
    await openDm(bob.page, 'Message Alice Candidate');
    const alice = await tab('alice');
    await openDm(alice.page);
    const whileOnline = unique('Are you around now?');
    await send(alice.page, whileOnline);
    // Bob's widget shows it live, so he was connected when it was sent.
    await messages(bob.page).getByText(whileOnline).waitFor();
    // Once Bob has left, the next message is e-mailed; by then any request about the first would have been made.
    await bob.page.context().close();
    await expect.poll(bobIsOnline, { timeout: 8_000 }).toBe(false);
    const afterLeaving = unique('Write when you are back');
    await send(alice.page, afterLeaving);
    await expect.poll(async () => (await mailsToBobAbout(afterLeaving)).length, { timeout: 8_000 }).toBe(1);
    expect(await mailsToBobAbout(whileOnline)).toEqual([]);
  });

  it('with two tabs open, one message sends one e-mail', async () => {
    await expect.poll(bobIsOnline, { timeout: 8_000 }).toBe(false);
    const first = await tab('alice');
    // The second tab also shows the DM, so it too receives the message as it is sent.
    const second = await tab('alice', first.page.context());
    await Promise.all([openDm(first.page), openDm(second.page)]);
    await focus(first.page);
    const text = unique('Sent from the focused tab');
    await send(first.page, text);
    await messages(second.page).getByText(text).waitFor();
    await expect.poll(async () => (await mailsToBobAbout(text)).length, { timeout: 8_000 }).toBe(1);
    // The other tab's own next message is e-mailed too: had a second e-mail about the first message been on its
    // way, it would have come before this one.
    await focus(second.page);
    const marker = unique('And one from the other tab');
    await send(second.page, marker);
    await expect.poll(async () => (await mailsToBobAbout(marker)).length, { timeout: 8_000 }).toBe(1);
    expect(await mailsToBobAbout(text)).toHaveLength(1);
    expect((await mailsToBobAbout(text))[0]!.text.split(text)).toHaveLength(2);
  });

  it('the tab that sent a message closes at once and the e-mail still goes (from the provider\'s webhook)', async () => {
    // Bob writes to Alice.
    const aliceIsOnline = async () => (await new StreamChat('demo-key', 'demo-secret', { baseURL: board.demo.streamUrl }).queryUsers({ id: 'alice' })).users[0]?.online === true;
    await expect.poll(aliceIsOnline, { timeout: 8_000 }).toBe(false);
    const bob = await tab('bob');
    await openDm(bob.page, 'Message Alice Candidate');
    const text = unique('Sent, then the tab was closed');
    const composer = bob.page.getByTestId('message-input');
    await composer.fill(text);
    const stored = bob.page.waitForResponse((response) => new RegExp(`/channels/${CHANNEL_TYPE}/[^/]+/message$`).test(new URL(response.url()).pathname) && response.request().method() === 'POST');
    await composer.press('Enter');
    await stored;
    await bob.page.context().close();
    const mailsToAlice = async () => ((await (await fetch(`${board.demo.url}/demo/outbox`)).json()) as { mails: OutboxMail[] }).mails
      .filter((mail) => mail.to.includes('alice@') && mail.text.includes(text));
    await expect.poll(async () => (await mailsToAlice()).length, { timeout: 8_000 }).toBe(1);
  });
});
