// The bounty in the conversation, in a real browser against the real service and fake-stream: the card at the top
// of a DM (link, reward, badge), contact details kept on the board (sent or edited in), and the bounty's life
// (closed → read-only with a system message, reopened).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { StreamChat } from 'stream-chat';
import { makePair, openDirectMessage, sendMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';

let env: HostEnvironment;
let page: Page;
const bountyId = `fence-${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  env = await startHostEnvironment();
  const { candidate, poster } = makePair();
  expect(await env.backend.putBounty(bountyId, { title: 'Paint the fence', ownerId: poster.sub, url: 'https://jobs.example.com/bounties/fence', reward: '$400', status: 'open' })).toBe(200);
  page = await env.openHost(candidate, 'bounty-card');
  await openDirectMessage(page, { userId: poster.sub, bountyId, candidateId: candidate.sub });
}, 60_000);
afterAll(async () => { await env?.close(); });

describe('the bounty card', () => {
  it("shows the bounty's title linking to its page in a new tab, its reward and an Open badge", async () => {
    const card = page.getByTestId('bounty-card');
    const link = card.getByRole('link', { name: 'Paint the fence' });
    expect(await link.getAttribute('href')).toBe('https://jobs.example.com/bounties/fence');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await card.getByText('$400').count()).toBe(1);
    expect(await card.getByTestId('bounty-status').textContent()).toBe('Open');
  });

  it("a candidate's contact details reach the poster hidden, with a warning before sending; after the award, as written", async () => {
    const { candidate, poster } = makePair();
    // The masking rule alone: the first-contact guard (its own tests) would keep the candidate's links dead until
    // the poster answers.
    const maskedId = `deal-${Math.random().toString(36).slice(2, 8)}`;
    const { backend } = env;
    await new StreamChat(backend.streamKey, backend.streamSecret, { baseURL: backend.streamUrl })
      .updateAppSettings({ before_message_send_hook_url: `${backend.apiHost}/webhooks/before-message-send` } as never);
    expect(await backend.putBounty(maskedId, { title: 'Tile the bathroom', ownerId: poster.sub, status: 'open', contactPolicy: 'mask-until-awarded', firstContactGuard: 'off' })).toBe(200);
    const text = 'call me on +44 20 7946 0958 or casey@example.com';
    const hidden = 'call me on [contact details hidden] or [contact details hidden]';
    const mine = await env.openHost(candidate, 'bounty-deal-candidate');
    await openDirectMessage(mine, { userId: poster.sub, bountyId: maskedId, candidateId: candidate.sub });
    await mine.getByTestId('message-input').fill(text);
    expect(await mine.getByTestId('contact-warning').textContent()).toBe('Phone numbers and e-mail addresses are hidden until the bounty is awarded');
    await mine.getByTestId('message-input').press('Enter');
    // The sender's own message shows what was hidden: the stored text is the masked one, and says why.
    const myMasked = mine.locator('.str-chat__message-list .str-chat__li', { hasText: hidden });
    await myMasked.waitFor();
    expect(await myMasked.getByTestId('hidden-notice').textContent()).toBe('Hidden for the other side until the bounty is awarded');

    // A work link (a code host) stays; a link to another site is named before sending and hidden as a link.
    const links = 'the issue: https://github.com/acme/shop/issues/42, my notes: https://notes.alice.dev/tiles';
    await mine.getByTestId('message-input').fill(links);
    await expect.poll(() => mine.getByTestId('contact-warning').textContent())
      .toBe('Links to other sites are hidden until the bounty is awarded: notes.alice.dev/…');
    await mine.getByTestId('message-input').press('Enter');

    const theirs = await env.openHost(poster, 'bounty-deal-poster');
    await openDirectMessage(theirs, { userId: poster.sub, bountyId: maskedId, candidateId: candidate.sub });
    await theirs.locator('.str-chat__message-list').getByText(hidden).waitFor();
    const theirLinks = theirs.locator('.str-chat__message-list .str-chat__message-text', { hasText: 'my notes: [link hidden]' });
    await theirLinks.waitFor();
    expect(await theirLinks.getByRole('link').getAttribute('href')).toBe('https://github.com/acme/shop/issues/42');
    expect(await theirLinks.textContent()).not.toContain('alice.dev');
    expect(await theirs.locator('.str-chat__message-list').getByText('casey@example.com').count()).toBe(0);
    // The notice is the sender's alone.
    expect(await theirs.getByTestId('hidden-notice').count()).toBe(0);

    expect(await backend.putBounty(maskedId, { status: 'awarded', awardedTo: candidate.sub })).toBe(200);
    await mine.locator('.str-chat__message-list').getByText('Awarded to Alice').waitFor();
    await mine.getByTestId('message-input').fill(text);
    expect(await mine.getByTestId('contact-warning').count()).toBe(0);
    await mine.getByTestId('message-input').press('Enter');
    await theirs.locator('.str-chat__message-list').getByText(text).waitFor();
  }, 60_000);

  it("an edit that adds a phone number reaches the poster masked: the poster's page never shows the number", async () => {
    const { candidate, poster } = makePair();
    const editedId = `edit-${Math.random().toString(36).slice(2, 8)}`;
    expect(await env.backend.putBounty(editedId, { title: 'Fix the roof', ownerId: poster.sub, status: 'open', contactPolicy: 'mask' })).toBe(200);
    const dm = { userId: poster.sub, bountyId: editedId, candidateId: candidate.sub };
    const mine = await env.openHost(candidate, 'bounty-edit-candidate');
    await openDirectMessage(mine, dm);
    await sendMessage(mine, 'Happy to help');
    const theirs = await env.openHost(poster, 'bounty-edit-poster');
    await openDirectMessage(theirs, dm);
    await theirs.locator('.str-chat__message-list').getByText('Happy to help').waitFor();
    // From here on, every change to the poster's widget is looked at for the number's digits.
    await theirs.evaluate(() => {
      const root = document.querySelector('bounty-chat')!.shadowRoot!;
      const w = window as unknown as { sawNumber: boolean };
      w.sawNumber = false;
      const look = () => { if (root.textContent?.includes('7946')) w.sawNumber = true; };
      new MutationObserver(look).observe(root, { childList: true, subtree: true, characterData: true });
      look();
    });

    const message = mine.locator('.str-chat__message-list .str-chat__li', { hasText: 'Happy to help' }).last();
    const toggle = message.getByTestId('message-actions-toggle-button');
    await expect.poll(async () => { await message.locator('.str-chat__message-bubble').hover(); return toggle.isVisible(); }).toBe(true);
    await toggle.click();
    await mine.getByRole('menu', { name: 'Message Actions' }).getByRole('menuitem', { name: 'Edit Message' }).click();
    const composer = mine.getByTestId('message-input');
    await expect.poll(() => composer.inputValue()).toBe('Happy to help');
    await composer.fill('Happy to help, call me on +44 20 7946 0958');
    await composer.press('Enter');

    const hidden = 'Happy to help, call me on [contact details hidden]';
    await theirs.locator('.str-chat__message-list').getByText(hidden).waitFor();
    expect(await theirs.evaluate(() => (window as unknown as { sawNumber: boolean }).sawNumber)).toBe(false);
    // The sender is not deceived: her own message shows what was hidden.
    await mine.locator('.str-chat__message-list').getByText(hidden).waitFor();
  }, 30_000);

  it('closing the bounty turns the DM read-only with a system message and the day it closed; reopening makes it writable again', async () => {
    expect(await env.backend.putBounty(bountyId, { status: 'closed' })).toBe(200);
    // Where the composer was, the day it closed (in the widget's locale, English by default).
    const closedOn = `This bounty was closed on ${new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short' }).format(new Date())}`;
    await expect.poll(() => page.getByTestId('composer-read-only').textContent()).toBe(closedOn);
    await page.locator('.str-chat__message-list').getByText('This bounty was closed', { exact: true }).waitFor();
    expect(await page.getByTestId('bounty-status').textContent()).toBe('Closed');
    expect(await page.getByTestId('message-input').count()).toBe(0);

    expect(await env.backend.putBounty(bountyId, { status: 'open' })).toBe(200);
    await page.locator('.str-chat__message-list').getByText('This bounty was reopened').waitFor();
    await page.getByTestId('message-input').waitFor();
    expect(await page.getByTestId('bounty-status').textContent()).toBe('Open');
  });
});
