// The kit's Markdown plugins get their tree tools from a stand-in that the parser's loading fills: before it a
// plugin run is refused loudly, after it each tool answers exactly as the real package does.
import { describe, expect, it } from 'vitest';
import { visit as realVisit, SKIP as REAL_SKIP } from 'unist-util-visit';
import { u as realU } from 'unist-builder';
import { findAndReplace as realFindAndReplace } from 'hast-util-find-and-replace';
import type { Root } from 'hast';
import { SKIP, findAndReplace, u, visit } from '../../../src/app/markdown/unistStandIn.js';
import { loadMarkdown } from '../../../src/app/markdown/lazyMarkdown.js';

const tree = (): Root => ({
  type: 'root',
  children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'Hi @Lena, see @Lars 🎉' }] }],
});

/** The kit's mention plugin's kind of run: mentions into elements, then every text node visited. */
function run(tools: { visit: typeof realVisit; u: typeof realU; findAndReplace: typeof realFindAndReplace }): { tree: Root; texts: string[] } {
  const result = tree();
  tools.findAndReplace(result, [/@\w+/g, (match: string) => tools.u('element', { tagName: 'mention', properties: {} }, [tools.u('text', match)])]);
  const texts: string[] = [];
  tools.visit(result, 'text', (node: { value: string }) => { texts.push(node.value); });
  return { tree: result, texts };
}

describe('the Markdown tools stand-in', () => {
  it('refuses to run before the parser has loaded', () => {
    expect(() => visit(tree(), () => undefined)).toThrow('a Markdown plugin ran before the Markdown parser had loaded');
  });

  it('answers as the real tools once the parser has loaded', async () => {
    await loadMarkdown();
    expect(SKIP).toBe(REAL_SKIP);
    const ours = run({ visit, u, findAndReplace });
    expect(ours).toEqual(run({ visit: realVisit, u: realU, findAndReplace: realFindAndReplace }));
    expect(ours.texts).toEqual(['Hi ', '@Lena', ', see ', '@Lars', ' 🎉']);
  });
});
