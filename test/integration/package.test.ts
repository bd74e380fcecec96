import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// What an operator installs: the widget, the product service and its docs — never the test double, the demo
// or the tests.
describe('the published package', () => {
  const listing = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })) as Array<{ files: Array<{ path: string }> }>;
  const files = listing[0]!.files.map((file) => file.path);

  it('leaves out fake-stream, the demo and the tests', () => {
    expect(files.filter((path) => /^(fake-stream|demo|test)\//.test(path))).toEqual([]);
  });

  it('ships the built widget with its types, the product service, its documentation and the README', () => {
    expect(files).toEqual(expect.arrayContaining(['README.md', 'package.json', 'src/server/index.ts', 'src/server/main.ts', 'docs/server.md', 'dist/bounty-chat.js', 'dist/bounty-chat.d.ts']));
  });
});
