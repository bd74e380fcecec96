// Preloaded into a service process by a test (`--import`, after tsx): the npm packages the process loads are
// written to the file named by LOADED_PACKAGES_REPORT, one a line, so the test can tell which drivers and parsers
// a configuration loads. ES module imports are seen by a resolve hook (loadedPackagesHooks.ts, on the loader's
// thread), CommonJS requires inside packages by Node's module cache, read when the process exits.
import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import { packageOf } from './loadedPackagesHooks';

const report = process.env['LOADED_PACKAGES_REPORT'];

if (report) {
  register('./loadedPackagesHooks.ts', import.meta.url, { data: { report } });
  const require = createRequire(import.meta.url);
  process.once('exit', () => {
    const packages = Object.keys(require.cache).flatMap((path) => packageOf(path) ?? []);
    appendFileSync(report, packages.map((name) => `${name}\n`).join(''));
  });
}

/** The packages a process reported, each once. */
export function readLoadedPackages(text: string): string[] {
  return [...new Set(text.split('\n').filter(Boolean))].sort();
}
