/** axe-core inside the widget's shadow root, for browser tests: the serious and critical findings. */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** One axe finding, short enough to read in a failure message. */
export interface Finding { id: string; impact: string; help: string; targets: string[] }

/** Puts axe into `page` (once per page load). */
export async function addAxe(page: Page): Promise<void> {
  await page.addScriptTag({ path: axePath });
}

/** Serious and critical axe findings inside the widget (axe walks into the open shadow root). */
export async function seriousFindings(page: Page, options: object = {}): Promise<Finding[]> {
  return page.evaluate(async (runOptions) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ passes: unknown[]; violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: unknown[]; any: Array<{ message: string }> }> }> }> } }).axe;
    const result = await axe.run({ include: { fromShadowDom: ['bounty-chat', '.bc-root'] } }, runOptions);
    if (result.passes.length == 0) throw new Error('axe checked nothing inside the widget');
    return result.violations.filter((v) => v.impact == 'serious' || v.impact == 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 6).map((n) => `${JSON.stringify(n.target)} ${n.any[0]?.message ?? ''}`) }));
  }, options);
}
