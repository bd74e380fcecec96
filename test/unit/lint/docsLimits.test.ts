import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The docs a newcomer reads first stay readable and complete: the operator's guide keeps to its length (the
// benchmark journal lives in docs/benchmarks.md, the settings in docs/configuration.md), and the README's table
// of parts names every folder of the repository, so a new one cannot go unexplained.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (file: string): string => readFileSync(`${root}${file}`, 'utf8');
const folders = (dir: string): string[] =>
  readdirSync(`${root}${dir}`, { withFileTypes: true })
    // Not the repository's own: git's folder and what .gitignore keeps out.
    .filter((entry) => entry.isDirectory() && !['.git', 'node_modules', 'dist', '.data', 'coverage', 'tmp'].includes(entry.name))
    .map((entry) => `${dir}${entry.name}/`);

describe('the docs a newcomer reads', () => {
  it('docs/server.md is at most 450 lines', () => {
    expect(read('docs/server.md').split('\n').length).toBeLessThanOrEqual(450 + 1);
  });

  it("the README's parts table names every top folder and every folder of src/", () => {
    const parts = read('README.md').split('## The parts')[1]!.split('\n## ')[0]!;
    const named = new Set([...parts.matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1]));
    const wanted = [...folders('').filter((folder) => folder !== 'src/'), ...folders('src/')];
    expect(wanted.filter((folder) => !named.has(folder))).toEqual([]);
  });
});
