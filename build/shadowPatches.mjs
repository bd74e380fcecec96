import { resolve as resolvePath } from 'node:path';
import { kitEs, root } from './patchKit.mjs';

const shadowDir = resolvePath(root, 'src/app/shadow');
const deepDom = `import { deepActiveElement as __deepActiveElement, deepQuerySelectorAll as __deepQuerySelectorAll } from ${JSON.stringify(resolvePath(shadowDir, 'deepDom.ts'))};\n`;

/** The import line a shadow fix prepends to use the widget's root (`__useWidgetRoot()`). */
export const useWidgetRoot = `import { useWidgetRoot as __useWidgetRoot } from ${JSON.stringify(resolvePath(shadowDir, 'widgetRoot.ts'))};\n`;

/**
 * Applies `fixes` (kit file relative to dist/es → (context, id, code) => code), and swaps
 * `document.activeElement` (which stops at our host) everywhere in the kit.
 */
export function shadowPatches(fixes) {
  return {
    name: 'bounty-shadow-patches',
    transform(code, id) {
      if (!id.startsWith(kitEs)) return null;
      const fix = fixes[id.slice(kitEs.length + 1)];
      let next = fix ? fix(this, id, code) : code;
      if (next.includes('document.activeElement') || next.includes('__deepQuerySelectorAll(')) {
        next = deepDom + next.replaceAll('document.activeElement', '__deepActiveElement()');
      }
      return next === code ? null : { code: next, map: null };
    },
  };
}
