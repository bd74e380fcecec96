// Replies by e-mail in the demo: the offline poster answers the chat e-mail from the outbox page ("Reply", as
// their mail client would: the original quoted below), and the candidate's open widget shows only the answer,
// as the poster's message, with "via e-mail" beside its time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoBoard } from './helpers/demoBoard.js';
import type { DemoBoard } from './helpers/demoBoard.js';

let board: DemoBoard;

beforeAll(async () => {
  // A short coalescing window, so the chat e-mail is written within the test (startDemo reads it).
  process.env.BOUNTY_CHAT_EMAIL_WINDOW_MS = '300';
  board = await startDemoBoard();
});
afterAll(async () => { await board?.close(); });

describe('replying to a chat e-mail', () => {
  it("the poster's reply from the outbox appears in the candidate's widget, marked via e-mail", async () => {
    const context = await board.newContext();
    const alice = await board.boardAs('alice', 'bounty-101', context);
    await alice.getByRole('button', { name: 'Message the poster' }).click();
    const messages = alice.locator('.str-chat__message-list');
    await messages.getByText(/thanks for your interest/).waitFor();
    const question = `Can I start on Monday? (${Math.random().toString(36).slice(2, 7)})`;
    await alice.getByTestId('message-input').fill(question);
    await alice.getByTestId('message-input').press('Enter');

    const outbox = await context.newPage();
    await outbox.goto(`${board.demo.url}/outbox.html`);
    const mail = outbox.locator('.mail', { hasText: question });
    await expect.poll(async () => {
      await outbox.reload();
      return mail.count();
    }, { timeout: 10_000 }).toBe(1);
    await mail.getByRole('button', { name: 'Reply' }).click();
    const answer = `Yes, Monday works (${Math.random().toString(36).slice(2, 7)})`;
    await mail.getByRole('textbox').fill(answer);
    await mail.getByRole('button', { name: 'Send reply' }).click();
    await mail.getByText('Sent: the reply is in the chat.').waitFor();

    const reply = messages.locator('.str-chat__message', { hasText: answer });
    await reply.waitFor();
    // Only the answer: no quoted e-mail, no "On … wrote:" line (the widget announces the sender before the text).
    const shown = await reply.locator('.str-chat__message-text').innerText();
    expect(shown.replace(/^Message from Bob Poster,\s*/, '')).toBe(answer);
    await expect.poll(() => reply.getByTestId('sent-via-email').innerText()).toBe('via e-mail');
    expect(await messages.getByText(question).count()).toBe(1);
    await context.close();
  });
});
