import { resolve as resolvePath } from 'node:path';
import MagicString from 'magic-string';
import { kitEs } from './patchKit.mjs';

const ICONS = resolvePath(kitEs, 'components/Icons/icons.mjs');
const CALL = 'useComponentContextIcons()';
const SITE = /const \{ ([\w, ]+) \} = useComponentContextIcons\(\);/g;

/**
 * The kit's components read their icons from one hook that spreads all 88 icons (`useComponentContextIcons()`), so
 * every icon sat in the first chunk whether drawn or not. Each call site here names the icons it destructures, with
 * the hook's answer (the overrides) on top (`{ IconX: kitIconX, ...useComponentContextIcons() }`); the hook's own
 * import of all icons is pointed at an empty set (`iconDefaults`), and icons.mjs is split (kitSplit): each icon goes
 * with the components that draw it. A call site of another shape fails the build.
 */
export function kitIcons() {
  let sites = 0;
  return {
    name: 'bounty-kit-icons',
    transform(code, id) {
      if (!id.startsWith(`${kitEs}/`) || id.includes('?') || !code.includes(CALL)) return null;
      const text = new MagicString(code);
      const icons = new Set();
      let rewritten = 0;
      for (const match of code.matchAll(SITE)) {
        const names = match[1].split(',').map((name) => name.trim());
        names.forEach((name) => icons.add(name));
        const defaults = names.map((name) => `${name}: __kitIcon_${name}`).join(', ');
        text.overwrite(match.index, match.index + match[0].length, `const { ${match[1]} } = { ${defaults}, ...useComponentContextIcons() };`);
        rewritten++;
      }
      const calls = code.split(CALL).length - 1;
      if (rewritten !== calls) this.error(`kitIcons: ${id} calls ${CALL} ${calls} time(s), ${rewritten} of them as \`const { IconX, … } = ${CALL};\``);
      sites += rewritten;
      text.prepend(`import { ${[...icons].map((name) => `${name} as __kitIcon_${name}`).join(', ')} } from ${JSON.stringify(ICONS)};\n`);
      return { code: text.toString(), map: text.generateMap({ hires: true, source: id }) };
    },
    buildEnd(error) {
      if (!error && sites === 0) this.error(`kitIcons: no kit file calls ${CALL}: the kit changed how components get their icons`);
    },
  };
}
