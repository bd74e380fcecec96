/** Bundles a React page (the demo's, a test's probe) with esbuild, React from this repository. */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// Pages import `bounty-chat/react` (or, in a test, the binding's source for its types); either way they run the
// built dist/react/index.js, what hosts get.
const builtBinding: Plugin = {
  name: 'built-react-binding',
  setup(b) {
    b.onResolve({ filter: /^bounty-chat\/react$|\/src\/react\/index\.js$/ }, () => ({ path: join(ROOT, 'dist/react/index.js') }));
  },
};

/** One ES module with the page and React, the binding being the built one. */
export async function bundleReactPage(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry], bundle: true, write: false, format: 'esm', jsx: 'automatic', minify: true,
    define: { 'process.env.NODE_ENV': '"production"' }, plugins: [builtBinding], logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

let demoBundle: Promise<string> | null = null;

/** The demo page's script (demo/public/react/app.js), built once per demo run. */
export function reactDemoBundle(): Promise<string> {
  demoBundle ??= bundleReactPage(join(ROOT, 'demo/public/react/app.js'));
  demoBundle.catch(() => { demoBundle = null; });
  return demoBundle;
}
