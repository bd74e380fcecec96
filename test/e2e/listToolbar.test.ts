// The list's toolbar keeps its search box usable at every width: with the bounty filter offered (DMs about two
// bounties), in the Inbox and in the Archived view, on the 400 px docked panel and on a phone, the search box is at
// least 160 px wide with its whole placeholder shown, and no control of the toolbar reaches past the panel.
// (Before, the filter squeezed the search box to 38 px, 28 on a phone, and the Archived view's toolbar wrapped.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makePair, createDirectMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { makeHostUser } from './helpers/backend.js';
import { SIZES } from './helpers/devices.js';
import { providerAdmin } from './support/providerAdmin.js';

let env: HostEnvironment;
const { poster } = makePair();
const suffix = Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  env = await startHostEnvironment();
  // Two candidates about two bounties: the poster's list offers the bounty filter.
  for (const [name, bounty] of [['Ann', 'Paint the fence'], ['Ben', 'Fix the flaky checkout test']] as const) {
    const bountyId = `toolbar-${name}-${suffix}`;
    const candidate = makeHostUser(name);
    await providerAdmin(env.backend).upsertUser({ id: candidate.sub, name: candidate.name });
    await env.backend.ensureBounty(bountyId, bounty);
    await createDirectMessage(env.backend, poster, { userId: poster.sub, bountyId, candidateId: candidate.sub });
  }
}, 60_000);
afterAll(async () => { await env?.close(); });

/** What the toolbar shows: the search box's width, whether its placeholder fits, and any control past the panel. */
function measureToolbar(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('bounty-chat')!.shadowRoot!;
    const panel = root.querySelector('.bc-panel')!.getBoundingClientRect();
    const tools = root.querySelector<HTMLElement>('.bc-list-tools')!;
    const search = root.querySelector<HTMLInputElement>('.bc-search')!;
    const style = getComputedStyle(search);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const room = search.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const outside = [...tools.querySelectorAll<HTMLElement>('input, select, button')].filter((control) => {
      const box = control.getBoundingClientRect();
      return box.left < panel.left - 0.5 || box.right > panel.right + 0.5;
    }).map((control) => control.className);
    return {
      searchWidth: search.getBoundingClientRect().width,
      placeholderFits: context.measureText(search.placeholder).width <= room,
      overflows: tools.scrollWidth > tools.clientWidth,
      outside,
      filter: !!root.querySelector('.bc-filter'),
    };
  });
}

describe.each(SIZES)('the list\'s toolbar (%s)', (name, device) => {
  it('keeps a search box of 160 px or more with its placeholder, with the bounty filter, in the Inbox and in Archived', async () => {
    const page = await env.openHost(poster, `toolbar-${name}.html`, {}, device);
    page.setDefaultTimeout(10_000);
    await page.evaluate(() => window.BountyChat!.open());
    await page.locator('.bc-filter').waitFor();
    for (const view of ['inbox', 'archived']) {
      if (view === 'archived') {
        await page.getByRole('button', { name: 'Archived' }).click();
        await page.getByRole('button', { name: 'Back to chats' }).waitFor();
      }
      const measured = await measureToolbar(page);
      expect({ view, ...measured }).toMatchObject({ view, filter: true, placeholderFits: true, overflows: false, outside: [] });
      expect(measured.searchWidth, view).toBeGreaterThanOrEqual(160);
    }
    await page.close();
  });
});
