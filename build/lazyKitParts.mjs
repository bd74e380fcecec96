import { resolve as resolvePath } from 'node:path';
import { kitEs, root } from './patchKit.mjs';

const PREFIX = '\0lazy-kit:';

/**
 * Kit components that load on first render instead of with the message view: where the kit file `importer`
 * imports `name` from `module`, it gets a stand-in that lazy-loads the real one (React.lazy) and shows nothing
 * meanwhile. With `openProp` (a dialog's `open`), nothing renders and nothing loads until that prop is first
 * true; after that the real one stays mounted, so it runs its own closing. Every entry must match the kit, else
 * the build fails: an upgrade that moved it is caught here.
 */
export function lazyKitParts(parts) {
  const matched = new Set();
  return {
    name: 'bounty-lazy-kit-parts',
    async resolveId(source, importer) {
      if (!importer?.startsWith(kitEs) || !source.startsWith('.')) return null;
      const from = importer.slice(kitEs.length + 1);
      const target = resolvePath(importer, '..', source).slice(kitEs.length + 1);
      const part = parts.find((p) => p.importer === from && p.module === target);
      if (!part) return null;
      matched.add(part);
      return `${PREFIX}${part.module}#${part.name}#${part.openProp ?? ''}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [module, name, openProp] = id.slice(PREFIX.length).split('#');
      const render = 'createElement(Suspense, { fallback: null }, createElement(Loaded, props))';
      const body = openProp
        ? `const [opened, setOpened] = useState(false); if (props.${openProp} && !opened) setOpened(true); return opened || props.${openProp} ? ${render} : null;`
        : `return ${render};`;
      return [
        'import { Suspense, createElement, lazy, useState } from "react";',
        `import { importWhenOnline } from ${JSON.stringify(resolvePath(root, 'src/app/lazy/importWhenOnline.ts'))};`,
        `const Loaded = lazy(() => importWhenOnline(() => import(${JSON.stringify(resolvePath(kitEs, module))})).then((m) => ({ default: m.${name} })));`,
        `/** The kit's ${name}, fetched when first ${openProp ? `open` : 'rendered'}. */`,
        `export function ${name}(props) { ${body} }`,
      ].join('\n');
    },
    buildEnd(error) {
      if (error) return;
      const missed = parts.filter((p) => !matched.has(p));
      if (missed.length) this.error(`lazy kit parts no longer match the kit: ${missed.map((p) => `${p.importer} → ${p.module}`).join(', ')}`);
    },
  };
}
