/** Bundles the React demo page (demo/react/app.tsx) with esbuild on first request, React from this repository. */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// The page imports the binding's source for its types; it runs the built dist/react/index.js, what hosts get.
const builtBinding: Plugin = {
  name: 'built-react-binding',
  setup(b) {
    b.onResolve({ filter: /\/src\/react\/index\.js$/ }, () => ({ path: join(ROOT, 'dist/react/index.js') }));
  },
};

let bundle: Promise<string> | null = null;

/** The page's script (built once per demo run). */
export function reactDemoBundle(): Promise<string> {
  bundle ??= build({
    entryPoints: [join(ROOT, 'demo/react/app.tsx')], bundle: true, write: false, format: 'esm', jsx: 'automatic',
    minify: true, define: { 'process.env.NODE_ENV': '"production"' }, plugins: [builtBinding], logLevel: 'silent',
  }).then((result) => result.outputFiles[0]!.text);
  bundle.catch(() => { bundle = null; });
  return bundle;
}
