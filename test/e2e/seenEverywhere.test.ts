// "New" is the service's word, not one browser's: a conversation the poster opened on one device is not "New" on his
// second (another browser context, its own storage), on a desktop and on a phone: live on a second device whose list
// is open (no reload), and on one that opens its list afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SIZES } from './helpers/devices.js';
import { createDirectMessage, makePair, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';

let env: HostEnvironment;
beforeAll(async () => { env = await startHostEnvironment(); }, 60_000);
afterAll(async () => { await env?.close(); });

const rowsOf = (page: Page) => page.getByTestId('channel-list-item-button');
const openPanel = async (page: Page) => {
  await page.locator('.bc-launcher').click();
  await page.locator('.str-chat__channel-list').waitFor();
};

describe.each(SIZES)('the list\'s "New" on a %s', (device, context) => {
  it('goes on the second device once the conversation was opened on the first', async () => {
    const { candidate, poster } = makePair();
    const bountyId = `seen-${device}-${Math.random().toString(36).slice(2, 8)}`;
    // A conversation the candidate started without a word yet: the provider has no read mark for it (nothing to
    // read), so only the service can tell that the poster opened it.
    await createDirectMessage(env.backend, candidate, { userId: poster.sub, bountyId, candidateId: candidate.sub });

    const first = await env.openHost(poster, `seen-first-${device}`, {}, context);
    await openPanel(first);
    await expect.poll(() => rowsOf(first).count()).toBe(1);
    await first.getByTestId('row-new').waitFor();
    // The second device sees it new too, before anyone opened it (the mark is not there by default), and keeps its
    // list open; a mark on its window tells a reload apart.
    const second = await env.openHost(poster, `seen-second-${device}`, {}, context);
    await openPanel(second);
    await expect.poll(() => rowsOf(second).count()).toBe(1);
    await second.getByTestId('row-new').waitFor();
    await second.evaluate(() => { (window as { stillHere?: boolean }).stillHere = true; });

    // Opened on the first device, and back to the list.
    await rowsOf(first).first().click();
    await first.getByTestId('message-input').waitFor();
    await first.getByTestId('message-input').press('Escape');
    await rowsOf(first).first().waitFor();
    await expect.poll(() => first.getByTestId('row-new').count()).toBe(0);

    // The second device's open list drops "New" within a few seconds, without a reload (opening a conversation with
    // nothing unread reads nothing: the service's word comes through the provider).
    await expect.poll(() => second.getByTestId('row-new').count(), { timeout: 5_000 }).toBe(0);
    expect(await second.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(await rowsOf(second).first().textContent()).toContain(candidate.name);
    await second.context().close();

    // A third device, with its own storage, asks the service when its list opens: not new.
    const third = await env.openHost(poster, `seen-third-${device}`, {}, context);
    await openPanel(third);
    await expect.poll(() => rowsOf(third).count()).toBe(1);
    expect(await third.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('bounty-chat:seen:')))).toEqual([]);
    await expect.poll(() => third.getByTestId('row-new').count()).toBe(0);
    expect(await rowsOf(third).first().textContent()).toContain(candidate.name);
    await third.context().close();
    await first.context().close();
  }, 90_000);
});
