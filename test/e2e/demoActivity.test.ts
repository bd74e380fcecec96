// The demo board hears of its chat (issue 59): the service POSTs signed events to the board's own receiver, the
// board's activity page lists them as Alice and Bob chat, and the bounty page shows the poster's response rate
// from the host API. The receiver verifies with the documented Node code, so a forged or replayed event is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { StreamChat } from 'stream-chat';
import { demoTokenKey } from '../../demo/keys.js';
import type { ActivityEntry } from '../../demo/activityLog.js';
import { createUserToken } from '../../src/server/index.js';
import { signEvent } from '../../src/server/events/signature.js';
import { startDemoBoard } from './helpers/demoBoard.js';
import type { DemoBoard } from './helpers/demoBoard.js';

let board: DemoBoard;
beforeAll(async () => { board = await startDemoBoard(); }, 60_000);
afterAll(async () => { await board?.close(); });

const messages = (page: Page) => page.locator('.str-chat__message-list');
const unique = (text: string) => `${text} (${Math.random().toString(36).slice(2, 7)})`;

async function send(page: Page, text: string): Promise<void> {
  const composer = page.getByTestId('message-input');
  await composer.fill(text);
  await composer.press('Enter');
  await messages(page).getByText(text).waitFor();
}

/** What the board's back end has taken in, newest first. */
async function activity(): Promise<ActivityEntry[]> {
  return ((await (await fetch(`${board.demo.url}/demo/activity`)).json()) as { events: ActivityEntry[] }).events;
}

/**
 * Four more candidates write to Bob about another bounty and he answers each at once, as the widget would send
 * (at the provider, through DMs the service made): with Alice's, five conversations to judge him by.
 */
async function fourMoreCandidatesAnswered(): Promise<void> {
  const key = demoTokenKey(board.dataDir);
  const provider = new StreamChat('demo-key', 'demo-secret', { baseURL: board.demo.streamUrl });
  for (let i = 1; i <= 4; i++) {
    const sub = `cand-${i}-${Math.random().toString(36).slice(2, 7)}`;
    const { token, iv } = createUserToken({ sub, name: `Candidate ${i}`, email: `${sub}@example.test`, role: 'candidate', exp: Math.floor(Date.now() / 1000) + 3600 }, key);
    const call = async (name: string, body: unknown = {}) => {
      const response = await fetch(`${board.demo.serviceUrl}/api/stream-chat/${name}?t=${Date.now()}`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': token, 'x-auth-iv': iv }, body: JSON.stringify(body),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as Record<string, string>;
    };
    await call('get-or-create-user');
    const dm = await call('create-dm-channel', { userId: 'bob', bountyId: 'bounty-103', candidateId: sub });
    const channel = provider.channel(dm['channelType']!, dm['channelId']!);
    await channel.sendMessage({ text: `Hello, I would like to work on this (${sub})`, user_id: sub });
    // The candidate's message is the conversation's start before Bob answers (webhooks may be handled side by side).
    await expect.poll(async () => (await activity()).some((e) => e.type === 'conversation.started' && e.who.startsWith(sub))).toBe(true);
    await channel.sendMessage({ text: 'Thanks, please send a plan.', user_id: 'bob' });
    await expect.poll(async () => (await activity()).filter((e) => e.type === 'conversation.first_reply' && e.bounty === 'Speed up the search index build').length).toBe(i);
  }
}

describe('the demo board hears of its chat', () => {
  it('the activity page fills as Alice and Bob chat, newest first, and the bounty page shows Bob\'s response rate', async () => {
    const [alice, bob] = await Promise.all([board.boardAs('alice', 'bounty-102'), board.boardAs('bob', 'bounty-102')]);
    // Nobody has written to Bob first yet.
    await expect.poll(() => alice.locator('.response-rate').textContent()).toBe('New poster');

    const question = unique('Is the dark mode bounty still open?');
    await alice.getByRole('button', { name: 'Message the poster' }).click();
    await send(alice, question);
    await bob.getByRole('button', { name: 'Message Alice Candidate' }).click();
    await messages(bob).getByText(question).waitFor();
    await send(bob, unique('Yes, it is'));

    const page = await bob.context().newPage();
    await page.goto(`${board.demo.url}/activity.html?user=bob`);
    const aboutDarkMode = () => page.locator('.activity-item').filter({ hasText: 'Dark mode for the settings page' }).evaluateAll((items) =>
      items.map((item) => `${item.querySelector('.activity-type')?.textContent} | ${item.querySelector('.meta')?.textContent}`));
    // The page polls the board's back end; the four events of the conversation arrive in order and show newest first.
    await expect.poll(aboutDarkMode, { timeout: 15_000 }).toEqual([
      expect.stringMatching(/^conversation\.first_reply \| Bob Poster answered after \d+ s · Dark mode for the settings page$/),
      'message.sent | Bob Poster (via widget) · Dark mode for the settings page',
      'message.sent | Alice Candidate (via widget) · Dark mode for the settings page',
      'conversation.started | Alice Candidate wrote to Bob Poster · Dark mode for the settings page',
    ]);
    // Each with when it happened, readable.
    expect(await page.locator('.activity-item time').first().getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);

    // Four more answered conversations: now there is enough to go on, and every one was answered at once.
    await fourMoreCandidatesAnswered();
    await alice.reload();
    await expect.poll(() => alice.locator('.response-rate').textContent()).toBe('Replies to 100% of candidates, usually within a minute');
  }, 120_000);
});

describe("the board's event receiver", () => {
  const post = (body: string, signature?: string) => fetch(`${board.demo.url}/demo/events`, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(signature !== undefined && { 'bountychat-signature': signature }) }, body,
  });

  it('refuses (401) a missing signature, another secret, a changed body and a t six minutes old; takes the event signed now, once', async () => {
    const id = unique('evt_test').replace(/\W/g, '_');
    const body = JSON.stringify({ id, type: 'user.unsubscribed', createdAt: new Date().toISOString(), data: { userId: 'alice' } });
    const secret = board.demo.eventSecret;
    const now = Date.now() / 1000;
    expect((await post(body)).status).toBe(401);
    expect((await post(body, signEvent('another-secret-of-at-least-32-characters', body, now))).status).toBe(401);
    expect((await post(body.replace('alice', 'bob'), signEvent(secret, body, now))).status).toBe(401);
    // A replay: the service's own signature, recorded six minutes ago.
    expect((await post(body, signEvent(secret, body, now - 360))).status).toBe(401);
    expect((await activity()).some((entry) => entry.id === id)).toBe(false);

    expect((await post(body, signEvent(secret, body, now))).status).toBe(200);
    // A retry of the same event (at least once) is listed once.
    expect((await post(body, signEvent(secret, body, now))).status).toBe(200);
    expect((await activity()).filter((entry) => entry.id === id)).toEqual([{ id, type: 'user.unsubscribed', createdAt: expect.any(String), who: 'Alice Candidate', bounty: null }]);
  });
});
