/**
 * Stands in for unist-util-visit, unist-builder and hast-util-find-and-replace inside the kit's Markdown plugins
 * (renderText's remark and rehype plugins: mentions, emoji, line breaks …; build/kitAliases.mjs points their
 * imports here). Those plugins only ever run inside the Markdown parser, which loads on the first message that
 * needs it (lazyMarkdown.tsx), so the tools (≈ 3 KiB gzip) load with the parser instead of with every
 * conversation: loadMarkdown hands them over before the parser renders anything.
 */
import type * as Tools from './unistTools.js';

type UnistTools = typeof Tools;

let tools: UnistTools | undefined;

/** Called by loadMarkdown with the real tools, before the parser is used. */
export function provideUnistTools(loaded: UnistTools): void {
  tools = loaded;
}

function need(): UnistTools {
  if (!tools) throw new Error('a Markdown plugin ran before the Markdown parser had loaded');
  return tools;
}

/** unist-util-visit's "skip this node's children" (its value, which the real visit compares with). */
export const SKIP = 'skip';
export const visit = ((...args: Parameters<UnistTools['visit']>) => need().visit(...args)) as UnistTools['visit'];
export const u = ((...args: Parameters<UnistTools['u']>) => need().u(...args)) as UnistTools['u'];
export const findAndReplace = ((...args: Parameters<UnistTools['findAndReplace']>) => need().findAndReplace(...args)) as UnistTools['findAndReplace'];
