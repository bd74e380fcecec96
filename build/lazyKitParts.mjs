import { resolve as resolvePath } from 'node:path';
import { kitEs } from './patchKit.mjs';

const PREFIX = '\0lazy-kit:';

/**
 * Kit components that load on first render instead of with the message view: where the kit file `importer`
 * imports `name` from `module`, it gets a stand-in that lazy-loads the real one (React.lazy) and shows nothing
 * meanwhile. Every entry must match the kit, else the build fails: an upgrade that moved it is caught here.
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
      return `${PREFIX}${part.module}#${part.name}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [module, name] = id.slice(PREFIX.length).split('#');
      return [
        'import { Suspense, createElement, lazy } from "react";',
        `const Loaded = lazy(() => import(${JSON.stringify(resolvePath(kitEs, module))}).then((m) => ({ default: m.${name} })));`,
        `/** The kit's ${name}, fetched when first rendered. */`,
        `export function ${name}(props) { return createElement(Suspense, { fallback: null }, createElement(Loaded, props)); }`,
      ].join('\n');
    },
    buildEnd(error) {
      if (error) return;
      const missed = parts.filter((p) => !matched.has(p));
      if (missed.length) this.error(`lazy kit parts no longer match the kit: ${missed.map((p) => `${p.importer} → ${p.module}`).join(', ')}`);
    },
  };
}
