import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

  it('ships the pinned CDN copies with their integrity hashes, the React binding with its types, and the host docs', () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(files).toEqual(expect.arrayContaining([
      `dist/v${version}/bounty-chat.js`, `dist/v${version}/bounty-chat.mjs`, 'dist/integrity.json',
      'dist/react/index.js', 'dist/react/index.d.ts', 'CHANGELOG.md',
      'docs/api.md', 'docs/tokens.md', 'docs/token-vectors.json', 'docs/examples/bounty_chat_token.py',
    ]));
    // The binding leaves React to the host (a peer dependency): it imports react and carries no copy of it.
    const binding = readFileSync('dist/react/index.js', 'utf8');
    expect(binding).toMatch(/from\s*"react"/);
    expect(binding).not.toContain('react.transitional.element');
  });

  it('has every file its exports map names', () => {
    const { exports } = JSON.parse(readFileSync('package.json', 'utf8')) as { exports: Record<string, string | Record<string, string>> };
    const targets = Object.values(exports).flatMap((target) => (typeof target == 'string' ? [target] : Object.values(target)));
    expect(targets.map((target) => target.replace(/^\.\//, '')).filter((path) => !files.includes(path))).toEqual([]);
  });
});
