// Every overlay stays inside the panel: the delete confirmation's modal and its blurred backdrop cover the panel,
// not the host's page (the kit fixed them to the window: the whole job board went blurred behind a 400 px panel).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePair, openDirectMessage, sendMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { DESKTOP } from './helpers/devices.js';

let env: HostEnvironment;
beforeAll(async () => { env = await startHostEnvironment(); }, 60_000);
afterAll(async () => { await env?.close(); });

describe('the delete confirmation', () => {
  it('covers and blurs the panel only', async () => {
    const { candidate, poster } = makePair();
    const page = await env.openHost(candidate, 'overlay-in-panel.html', {}, DESKTOP);
    page.setDefaultTimeout(10_000);
    await openDirectMessage(page, { userId: poster.sub, bountyId: 'bounty-overlay-in-panel', candidateId: candidate.sub });
    await sendMessage(page, 'Delete me');
    const message = page.locator('.str-chat__main-panel .str-chat__li', { hasText: 'Delete me' }).last();
    await message.locator('.str-chat__message-bubble').hover();
    await message.getByTestId('message-actions-toggle-button').click();
    await page.getByRole('menu').getByRole('menuitem', { name: /delete/i }).click();
    await page.locator('.str-chat__modal').waitFor();
    // Every element that blurs what is behind it, or is fixed to the window over it, lies within the panel.
    const outside = await page.evaluate(() => {
      const root = document.querySelector('bounty-chat')!.shadowRoot!;
      const panel = root.querySelector('.bc-panel')!.getBoundingClientRect();
      return [...root.querySelectorAll('.bc-panel *')].filter((element) => {
        const style = getComputedStyle(element);
        if (style.backdropFilter === 'none' && !element.classList.contains('str-chat__modal')) return false;
        const box = element.getBoundingClientRect();
        return box.left < panel.left - 0.5 || box.top < panel.top - 0.5 || box.right > panel.right + 0.5 || box.bottom > panel.bottom + 0.5;
      }).map((element) => String(element.className));
    });
    expect(outside).toEqual([]);
    await page.close();
  });
});
