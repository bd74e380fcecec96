import { root } from './patchKit.mjs';

/** The package (or our folder) a module belongs to, for the size breakdown. */
function owner(id) {
  const clean = id.replace(/^\0/, '').split('?')[0];
  if (clean.endsWith('.css')) return `${owner(clean.slice(0, -4))} css`;
  const inModules = clean.split('node_modules/').at(-1);
  if (inModules !== clean) {
    const parts = inModules.split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (clean.startsWith(root)) return clean.slice(root.length + 1).split('/').slice(0, 3).join('/');
  return clean.split(':')[0];
}

/**
 * Writes dist/app/manifest.json for the size benchmark and budget test: each chunk with its static and lazy
 * imports, our modules in it, and its bytes per package (before minification, to see what dominates).
 * `renderedCss` (from cssAsString) gives the final text of stylesheets cut at render time.
 */
export function chunkManifest(renderedCss = new Map()) {
  return {
    name: 'bounty-chunk-manifest',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk').map((c) => {
        const packages = {};
        for (const [id, info] of Object.entries(c.modules)) {
          // A stylesheet cut when the chunks were rendered (cssAsString) weighs what it became, not its placeholder.
          const length = renderedCss.get(id)?.length ?? info.renderedLength;
          packages[owner(id)] = (packages[owner(id)] ?? 0) + length;
        }
        return {
          file: c.fileName, name: c.name, isEntry: c.isEntry, isDynamicEntry: c.isDynamicEntry,
          facade: c.facadeModuleId ? c.facadeModuleId.replace(root + '/', '') : null,
          imports: c.imports, dynamicImports: c.dynamicImports,
          modules: Object.keys(c.modules).filter((m) => m.startsWith(`${root}/src/app/`)).map((m) => m.slice(root.length + 1)),
          packages: Object.fromEntries(Object.entries(packages).sort((a, b) => b[1] - a[1])),
        };
      });
      this.emitFile({ type: 'asset', fileName: 'app/manifest.json', source: JSON.stringify(chunks, null, 1) });
    },
  };
}
