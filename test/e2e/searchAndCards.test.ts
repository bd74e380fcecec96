// Message search and link cards as a user meets them. On a desktop, Bob types a word in the list's search box: it is
// found in his three conversations (grouped, the word marked, markup shown as text) and never in a DM he is not in;
// the arrow keys and Enter open the oldest one at its message, highlighted, the messages around it loaded. On a
// phone, he searches inside a conversation from its header and taps a result; he writes a link to a page served on
// loopback: the composer previews its card (dismissable), the sent message carries it. Under a masking policy a
// hidden link gets neither a preview nor a card.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Channel, StreamChat } from 'stream-chat';
import { DESKTOP, PHONE } from './helpers/devices.js';
import { createDirectMessage, makePair, openDirectMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { makeHostUser } from './helpers/backend.js';
import type { HostUser } from './helpers/backend.js';
import { providerAdmin } from './support/providerAdmin.js';

let env: HostEnvironment;
let admin: StreamChat;
const { candidate: alice, poster: bob } = makePair();
const carol = makeHostUser('Carol');
const dave = makeHostUser('Dave');
const eve = makeHostUser('Eve');
const word = `zanzibar${Math.random().toString(36).slice(2, 6)}`;
const dms = new Map<string, Channel>();
let outsiders: Channel;

/** The DM about a new bounty between `poster` and `candidate`, as the service made it. */
async function dmOf(poster: HostUser, candidate: HostUser, bountyId: string): Promise<Channel> {
  await createDirectMessage(env.backend, poster, { userId: poster.sub, bountyId, candidateId: candidate.sub });
  const [found] = await admin.queryChannels({ bounty_id: bountyId, members: { $in: [poster.sub] } } as Record<string, unknown>, {}, { limit: 1 });
  if (!found) throw new Error('no DM');
  return found;
}

beforeAll(async () => {
  env = await startHostEnvironment();
  admin = providerAdmin(env.backend);
  await admin.upsertUsers([alice, bob, carol, dave, eve].map((user) => ({ id: user.sub, name: user.name })));
  for (const candidate of [alice, carol, dave]) dms.set(candidate.sub, await dmOf(bob, candidate, `bounty-search-${candidate.sub}`));
  outsiders = await dmOf(eve, dave, `bounty-search-eve-${eve.sub}`);
  // Alice's DM: the word in its oldest message, below a page of newer ones (the list opens on the newest).
  const aliceDm = dms.get(alice.sub)!;
  await aliceDm.sendMessage({ text: `Is the ${word} job still open? <b>bold</b>`, user_id: alice.sub });
  for (let n = 1; n <= 40; n += 1) await aliceDm.sendMessage({ text: `filler ${n}`, user_id: n % 2 ? alice.sub : bob.sub });
  await dms.get(carol.sub)!.sendMessage({ text: `I did the ${word} one last year`, user_id: carol.sub });
  await dms.get(dave.sub)!.sendMessage({ text: `${word.toUpperCase()}!`, user_id: dave.sub });
  await outsiders.sendMessage({ text: `secret ${word} between Eve and Dave`, user_id: eve.sub });
}, 120_000);
afterAll(async () => { await env?.close(); });

const results = (page: Page) => page.getByTestId('search-result');

describe('message search', () => {
  it('desktop: the list\'s search finds the word in three conversations, and Enter opens one at the message', async () => {
    const page = await env.openHost(bob, 'search.html', {}, DESKTOP);
    page.setDefaultTimeout(15_000);
    await page.locator('.bc-launcher').click();
    const box = page.getByRole('searchbox', { name: 'Search conversations' });
    await box.fill(word);
    await expect.poll(() => results(page).count()).toBe(3);
    expect(await page.locator('.bc-search-group').count()).toBe(3);
    expect(await page.locator('.bc-search-results mark').allTextContents()).toEqual(expect.arrayContaining([word, word.toUpperCase()]));
    // Markup in a message is shown as written, never made into elements; Eve and Dave's DM is not Bob's to search.
    const aliceResult = results(page).filter({ hasText: 'job still open' });
    expect(await aliceResult.textContent()).toContain('<b>bold</b>');
    expect(await page.locator('.bc-search-results b').count()).toBe(0);
    expect(await page.locator('.bc-search-results').textContent()).not.toContain('secret');

    // Keyboard: down from the box into the results, to Alice's, Enter.
    await box.press('ArrowDown');
    const order = await results(page).evaluateAll((buttons) => buttons.map((button) => button.textContent ?? ''));
    const steps = order.findIndex((text) => text.includes('job still open'));
    for (let n = 0; n < steps; n += 1) await page.keyboard.press('ArrowDown');
    expect(await aliceResult.evaluate((button) => button === (button.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    await page.keyboard.press('Enter');

    const found = page.locator('.str-chat__message-list .str-chat__message').filter({ hasText: 'job still open' });
    await found.waitFor();
    await expect.poll(() => found.evaluate((message) => message.classList.contains('str-chat__message--highlighted'))).toBe(true);
    // The messages after it are loaded around it, and the newest page is not what shows.
    await page.locator('.str-chat__message-list').getByText('filler 1', { exact: true }).waitFor();
    expect(await page.locator('.str-chat__message-list').getByText('filler 40', { exact: true }).isVisible()).toBe(false);
    await page.close();
  });

  it('phone: the conversation\'s search finds its own messages only, and a tap brings the message into view', async () => {
    const page = await env.openHost(bob, 'search-phone.html', {}, PHONE);
    page.setDefaultTimeout(15_000);
    await openDirectMessage(page, { userId: bob.sub, bountyId: `bounty-search-${alice.sub}`, candidateId: alice.sub });
    await page.getByRole('button', { name: 'Search messages' }).tap();
    await page.getByRole('searchbox', { name: 'Search in this conversation' }).fill(word);
    await expect.poll(() => results(page).count()).toBe(1);
    await results(page).first().tap();
    const found = page.locator('.str-chat__message-list .str-chat__message').filter({ hasText: 'job still open' });
    await expect.poll(() => found.evaluate((message) => message.classList.contains('str-chat__message--highlighted'))).toBe(true);
    expect(await results(page).count()).toBe(0);
    await page.close();
  });
});

describe('link cards', () => {
  it('phone: a link to a page gets a preview in the composer (which can be removed) and a card once sent', async () => {
    const port = new URL(env.server.url).port;
    env.server.setPage('job-card', { html: '<!doctype html><title>x</title><meta property="og:title" content="Tile the bathroom"><meta property="og:description" content="A $300 bounty on the board">' });
    const link = `http://cards.localhost:${port}/pages/job-card`;
    const page = await env.openHost(bob, 'cards-phone.html', {}, PHONE);
    page.setDefaultTimeout(15_000);
    await openDirectMessage(page, { userId: bob.sub, bountyId: `bounty-search-${carol.sub}`, candidateId: carol.sub });
    const composer = page.getByTestId('message-input');

    await composer.fill(`No card for ${link}`);
    await page.getByTestId('link-preview-card').filter({ hasText: 'Tile the bathroom' }).waitFor();
    await page.getByTestId('link-preview-card-dismiss-btn').tap();
    await expect.poll(() => page.getByTestId('link-preview-card').count()).toBe(0);
    await composer.press('Enter');
    const plain = page.locator('.str-chat__message-list .str-chat__message').filter({ hasText: 'No card for' });
    await plain.waitFor();

    await composer.fill(`Here it is: ${link}`);
    await page.getByTestId('link-preview-card').filter({ hasText: 'A $300 bounty on the board' }).waitFor();
    await composer.press('Enter');
    const sent = page.locator('.str-chat__message-list .str-chat__message').filter({ hasText: 'Here it is' });
    await sent.locator('.str-chat__message-attachment-card').filter({ hasText: 'Tile the bathroom' }).waitFor();
    expect(await plain.locator('.str-chat__message-attachment-card').count()).toBe(0);
    // Carol, on the provider, gets the card the widget rendered.
    const { messages } = await dms.get(carol.sub)!.query({ messages: { limit: 3 } });
    expect(messages.at(-1)?.attachments).toEqual([expect.objectContaining({ title: 'Tile the bathroom' })]);
    await page.close();
  });

  it('desktop: under a masking policy a link is hidden and gets neither a preview nor a card', async () => {
    const port = new URL(env.server.url).port;
    const link = `http://cards.localhost:${port}/pages/job-card`;
    const bountyId = `bounty-masked-${bob.sub}`;
    await admin.updateAppSettings({ before_message_send_hook_url: `${env.backend.apiHost}/webhooks/before-message-send` } as never);
    expect(await env.backend.putBounty(bountyId, { title: 'Paint the fence', ownerId: bob.sub, status: 'open', contactPolicy: 'mask' })).toBe(200);
    const page = await env.openHost(bob, 'cards-masked.html', {}, DESKTOP);
    page.setDefaultTimeout(15_000);
    await openDirectMessage(page, { userId: bob.sub, bountyId, candidateId: eve.sub });
    const composer = page.getByTestId('message-input');
    await composer.fill(`My page: ${link}`);
    // A preview would be asked for within the composer's 1.5 s debounce: none is, in a window longer than that.
    const asked = await page.waitForRequest((request) => new URL(request.url()).pathname === '/og', { timeout: 3000 }).then(() => true, () => false);
    expect(asked).toBe(false);
    await composer.press('Enter');
    const sent = page.locator('.str-chat__message-list .str-chat__message').filter({ hasText: 'My page: [link hidden]' });
    await sent.waitFor();
    expect(await page.getByTestId('link-preview-card').count()).toBe(0);
    expect(await sent.locator('.str-chat__message-attachment-card').count()).toBe(0);
    await page.close();
  });
});
