/**
 * The service's test files whose outcome can depend on the store engine: those whose own code, or a test helper
 * they import (however deep), reaches the engine choice (`serverEngine.ts` or BOUNTY_TEST_ENGINE). The PostgreSQL
 * projects run only these; a file that never reaches it runs the same code on both engines, so running it again
 * on PostgreSQL tested nothing new and cost the suite its time. Read at config time, so a new test file that
 * opens a store through the helpers is picked up without a list to keep.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The test files under `dirs` (relative to `root`) that reach the engine choice, as paths relative to `root`. */
export function engineDependentFiles(root: string, dirs: readonly string[]): string[] {
  const testRoot = resolve(root, 'test');
  const engine = resolve(testRoot, 'helpers/serverEngine.ts');
  // Only "reaches" is remembered: a "no" found while a cycle was cut short could be wrong from another start.
  const reaching = new Set<string>();

  const resolveImport = (from: string, specifier: string): string | null => {
    const base = resolve(dirname(from), specifier);
    for (const candidate of [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, join(base, 'index.ts')]) {
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
    return null;
  };
  // Depth-first over the test tree's own imports; a file already on the path adds nothing (a cycle).
  const reaches = (file: string, path: Set<string>): boolean => {
    if (file === engine || reaching.has(file)) return true;
    if (path.has(file)) return false;
    path.add(file);
    const text = readFileSync(file, 'utf8');
    let found = text.includes('BOUNTY_TEST_ENGINE');
    for (const match of text.matchAll(IMPORT)) {
      if (found) break;
      const target = resolveImport(file, match[1]!);
      found = target !== null && target.startsWith(testRoot) && reaches(target, path);
    }
    path.delete(file);
    if (found) reaching.add(file);
    return found;
  };
  const testFiles = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    return name.endsWith('.test.ts') ? [path] : [];
  });
  return dirs.flatMap((dir) => testFiles(resolve(root, dir))).filter((file) => reaches(file, new Set())).map((file) => relative(root, file)).sort();
}
