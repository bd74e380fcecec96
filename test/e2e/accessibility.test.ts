// axe-core inside the widget's shadow root: the open panel and an open channel have no
// serious or critical accessibility violations.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makePair, openDirectMessage, sendMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let env: HostEnvironment;
let page: Page;
const { candidate, poster } = makePair();

beforeAll(async () => {
  env = await startHostEnvironment();
  page = await env.openHost(candidate, 'a11y.html', {}, { viewport: { width: 1280, height: 860 } });
  page.setDefaultTimeout(8000);
  await page.addScriptTag({ path: axePath });
});
afterAll(async () => { await env?.close(); });

interface Finding { id: string; impact: string; help: string; targets: string[] }

/** Serious and critical axe findings inside the widget (axe walks into the open shadow root). */
async function seriousFindings(options: object = {}): Promise<Finding[]> {
  return page.evaluate(async (runOptions) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ passes: unknown[]; violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const result = await axe.run({ include: { fromShadowDom: ['bounty-chat', '.bc-root'] } }, runOptions);
    // Proof that axe reached into the shadow root: it checked the widget's elements.
    if (result.passes.length == 0) throw new Error('axe checked nothing inside the widget');
    return result.violations.filter((v) => v.impact == 'serious' || v.impact == 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)) }));
  }, options);
}

describe('accessibility (axe-core)', () => {
  it('the open panel with the channel list has no serious or critical violations', async () => {
    await page.locator('.bc-launcher').click();
    await page.locator('.str-chat__channel-list').waitFor();
    await expect.poll(() => page.locator('.str-chat__loading-channels').count()).toBe(0);
    // The panel fades in (180 ms, longer on a busy machine): axe reads colours as they are drawn, so text still
    // half transparent would measure as too faint. The panel as the user reads it is the finished one.
    await page.locator('.bc-panel').evaluate((node) => Promise.all(node.getAnimations().map((animation) => animation.finished)));
    expect(await seriousFindings()).toEqual([]);
  });

  it('an open channel with messages has no serious or critical violations', async () => {
    await openDirectMessage(page, { userId: poster.sub, bountyId: 'bounty-a11y', candidateId: candidate.sub });
    await sendMessage(page, 'Is the deadline flexible?');
    expect(await seriousFindings()).toEqual([]);
  });

  it('the list with rows and an open row menu: no violations, and each row is named by its visible text (WCAG 2.5.3)', async () => {
    await page.evaluate(() => window.BountyChat!.open());
    const row = page.getByTestId('channel-list-item-button').first();
    await row.waitFor();
    // label-content-name-mismatch is off in axe by default (experimental): switch it on.
    const withNameCheck = { rules: { 'label-content-name-mismatch': { enabled: true } } };
    expect(await seriousFindings(withNameCheck)).toEqual([]);
    const visible = (await row.innerText()).replace(/\s+/g, ' ').trim();
    const named = await row.evaluate((el) => el.getAttribute('aria-label'));
    expect(named).toBeNull();
    expect(visible).toContain('Is the deadline flexible?');
    await page.getByRole('button', { name: /^Actions for / }).first().click();
    await page.getByRole('menu').waitFor();
    expect(await seriousFindings(withNameCheck)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    expect(await page.locator('.bc-panel').isVisible()).toBe(true);
  });
});
