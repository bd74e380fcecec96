/**
 * Builds the widget unless dist/ is fresh. `npm test` runs it beside the typecheck and lint (106 s for the three
 * together against 115 s one after another on a 2-core machine), and the browser tests' vitest set-up runs it again,
 * so a `vitest run` of its own still finds dist/ up to date; after `npm test` that second call returns at once.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything `npm run build` reads: our sources, the build's own plugins and patch table, its configs and the kit. */
const SOURCES = ['src', 'build', 'rollup.config.mjs', 'tsconfig.json', 'package.json', 'package-lock.json'];
const OUTPUTS = ['dist/bounty-chat.js', 'dist/bounty-chat.mjs', 'dist/bounty-chat.d.ts', 'dist/app/manifest.json', 'dist/integrity.json', 'dist/react/index.js', 'dist/server/index.js', 'dist/server/types/server/index.d.ts', 'dist/openapi.json'];

/** @param {string} path */
function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function oldestOutput() {
  try {
    return Math.min(...OUTPUTS.map((path) => statSync(path).mtimeMs));
  } catch {
    return 0;
  }
}

/** `npm run build` when anything the build reads is newer than dist/ (a full build takes 20–45 s). */
export function ensureBuilt() {
  const sources = Math.max(...SOURCES.map(newestMtime));
  if (oldestOutput() > sources) return;
  execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureBuilt();
