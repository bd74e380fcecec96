// Two widgets on one page (patches free of globals): one docked from the script tag, one inline
// from the ESM entry's createBountyChat. They share the kit's modules, so any state the kit keeps per module
// (its modal manager) must stay per widget.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ensureBountyFor, makePair, sendMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';

let env: HostEnvironment;
let page: Page | undefined;

beforeAll(async () => {
  env = await startHostEnvironment();
  env.server.setPage('second-widget.js', {
    headers: { 'content-type': 'text/javascript' },
    html: `import { createBountyChat } from '/dist/bounty-chat.mjs';
const second = createBountyChat({ appUrl: new URL('/dist/app/index.js', location.href).href, apiHost: ${JSON.stringify(env.backend.apiHost)} });
window.second = second;
window.secondReady = second.init({ tokenProvider: () => window.mintToken(), container: document.getElementById('inline-chat') });`,
  });
});
afterEach(async () => { await page?.close(); page = undefined; });
afterAll(async () => { await env?.close(); });

/** A page with both widgets (each test its own, with a fresh pair of users), both showing the pair's DM. */
async function openTwoWidgets(): Promise<{ docked: Locator; inline: Locator }> {
  const { candidate, poster } = makePair();
  const dm = { userId: poster.sub, bountyId: 'bounty-2w', candidateId: candidate.sub };
  page = await env.openHost(candidate, 'two-widgets.html', {
    head: '<style>#inline-chat { width: 380px; height: 520px; margin: 16px; border: 1px solid #ccc }</style>',
    body: '<div id="inline-chat"></div><script type="module" src="/pages/second-widget.js"></script>',
  }, { viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(8000);
  await page.waitForFunction(() => (window as unknown as { secondReady?: Promise<void> }).secondReady);
  await page.evaluate(() => (window as unknown as { secondReady: Promise<void> }).secondReady);
  // Each widget's composer is looked for inside that widget: the page holds two once both show the DM.
  const docked = page.locator('body > bounty-chat');
  await ensureBountyFor(page, dm.bountyId);
  await page.evaluate((target) => window.BountyChat!.openDM(target), dm);
  await docked.getByTestId('message-input').waitFor();
  await page.evaluate((target) => (window as unknown as { second: { openDM(t: typeof target): Promise<void> } }).second.openDM(target), dm);
  const inline = page.locator('#inline-chat > bounty-chat');
  await inline.getByTestId('message-input').waitFor();
  return { docked, inline };
}

/** Opens the delete confirmation of `text` in `widget`; returns the modal. */
async function openDeleteModal(widget: Locator, text: string): Promise<Locator> {
  const message = widget.locator('.str-chat__li', { hasText: text }).last();
  await message.locator('.str-chat__message-bubble').hover();
  await message.getByTestId('message-actions-toggle-button').click();
  await widget.getByRole('menuitem', { name: /delete/i }).click();
  const modal = widget.locator('.str-chat__modal');
  await modal.waitFor();
  return modal;
}

describe('two widgets on one page', () => {
  it('both work: a message sent in the docked one shows in the inline one, and back', async () => {
    const { docked, inline } = await openTwoWidgets();
    expect(await page!.locator('bounty-chat').count()).toBe(2);
    await sendMessage(docked, 'From the docked widget');
    await inline.locator('.str-chat__message-list').getByText('From the docked widget').waitFor();
    await sendMessage(inline, 'From the inline widget');
    await docked.locator('.str-chat__message-list').getByText('From the inline widget').waitFor();
  });

  it('the ids React generates in one widget never repeat in the other', async () => {
    const { docked, inline } = await openTwoWidgets();
    await sendMessage(docked, 'Labelled parts');
    await inline.locator('.str-chat__message-list').getByText('Labelled parts').waitFor();
    const generatedIds = (widget: Locator) => widget.evaluate((host) => [...(host.shadowRoot?.querySelectorAll('[id]') ?? [])]
      .map((node) => node.id).filter((id) => /^_bc\d+-r_/.test(id)));
    const [dockedIds, inlineIds] = await Promise.all([generatedIds(docked), generatedIds(inline)]);
    const prefixes = (ids: string[]) => [...new Set(ids.map((id) => id.match(/bc\d+-/)?.[0]))];
    // Both show a channel (the kit labels its parts with useId), each root with a prefix of its own…
    expect(dockedIds.length).toBeGreaterThan(0);
    expect(inlineIds.length).toBeGreaterThan(0);
    expect(prefixes(dockedIds)).toHaveLength(1);
    expect(prefixes(inlineIds)).toHaveLength(1);
    expect(prefixes(dockedIds)).not.toEqual(prefixes(inlineIds));
    // …so no generated id is shared.
    expect(dockedIds.filter((id) => inlineIds.includes(id))).toEqual([]);
  });

  it('a modal opened in one widget shows in that widget only', async () => {
    const { docked, inline } = await openTwoWidgets();
    await sendMessage(docked, 'From the docked widget');
    await sendMessage(inline, 'From the inline widget');
    const modal = await openDeleteModal(docked, 'From the docked widget');
    expect(await inline.locator('.str-chat__modal').count()).toBe(0);
    // Nor does the other widget think a modal is open (it would lay its modal overlay over itself).
    expect(await inline.locator('.str-chat__dialog-overlay--modal').count()).toBe(0);
    await modal.getByRole('button', { name: /cancel/i }).click();
    await expect.poll(() => docked.locator('.str-chat__modal').count()).toBe(0);
    const other = await openDeleteModal(inline, 'From the inline widget');
    expect(await docked.locator('.str-chat__modal').count()).toBe(0);
    expect(await docked.locator('.str-chat__dialog-overlay--modal').count()).toBe(0);
    await other.getByRole('button', { name: /cancel/i }).click();
  });

  it('destroying one leaves the other working, modals included', async () => {
    const { docked } = await openTwoWidgets();
    await sendMessage(docked, 'From the docked widget');
    await page!.evaluate(() => (window as unknown as { second: { destroy(): Promise<void> } }).second.destroy());
    expect(await page!.locator('bounty-chat').count()).toBe(1);
    const modal = await openDeleteModal(docked, 'From the docked widget');
    await modal.getByRole('button', { name: /cancel/i }).click();
    await sendMessage(docked, 'Still here');
  });
});
