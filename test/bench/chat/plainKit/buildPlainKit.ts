/**
 * Builds the plain-kit page's scripts with the widget's own rollup setup (TypeScript through esbuild, browser
 * resolution, CommonJS, production React, terser, ES modules split into chunks) but none of the widget's
 * adaptations, and the kit's whole stylesheet minified with the same esbuild step: bytes compare like for like.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { rollup } from 'rollup';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { typescript } from '../../../../build/typescript.mjs';
import { json } from '../../../../build/json.mjs';

const require = createRequire(import.meta.url);

/** Builds into `outDir`: app.js (entry), its chunks, and kit.css. */
export async function buildPlainKit(outDir: string): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const bundle = await rollup({
    input: { app: fileURLToPath(new URL('./app.tsx', import.meta.url)) },
    onwarn(warning, warn) {
      if (['CIRCULAR_DEPENDENCY', 'MODULE_LEVEL_DIRECTIVE', 'THIS_IS_UNDEFINED'].includes(warning.code ?? '')) return;
      warn(warning);
    },
    plugins: [
      json(), typescript(),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      nodeResolve({ browser: true, exportConditions: ['browser', 'import', 'module', 'default'], preferBuiltins: false, extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'] }),
      commonjs(),
    ],
  });
  await bundle.write({
    dir: outDir, format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js',
    plugins: [terser({ ecma: 2020, module: true, format: { comments: false } })],
  });
  await bundle.close();
  const css = readFileSync(require.resolve('stream-chat-react/dist/css/index.css'), 'utf8');
  writeFileSync(join(outDir, 'kit.css'), (await transform(css, { loader: 'css', minify: true })).code);
}
