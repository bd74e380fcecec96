/** Builds the widget before the browser tests (they load dist/ like a host page would), unless it is fresh. */
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Everything `npm run build` reads: our sources, the build's own plugins and patch table, its configs and the kit. */
const SOURCES = ['src', 'build', 'rollup.config.mjs', 'tsconfig.json', 'package.json', 'package-lock.json'];
const OUTPUTS = ['dist/bounty-chat.js', 'dist/bounty-chat.mjs', 'dist/bounty-chat.d.ts', 'dist/app/manifest.json', 'dist/server/index.js', 'dist/server/types/server/index.d.ts'];

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function oldestOutput(): number {
  try {
    return Math.min(...OUTPUTS.map((path) => statSync(path).mtimeMs));
  } catch {
    return 0;
  }
}

/** vitest globalSetup: `npm run build` when anything the build reads is newer than dist/ (a full build takes 20–45 s). */
export default function setup(): void {
  const sources = Math.max(...SOURCES.map(newestMtime));
  if (oldestOutput() > sources) return;
  execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
}
