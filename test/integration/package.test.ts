import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyBountyTicket, verifyUserToken } from '../../src/server/index.js';

// What an operator installs: the widget, the compiled product service with its types and its docs — never the
// test double, the demo, the tests or the TypeScript sources — and the README's import works in plain Node.
// dist/ is built by the test set-up (build/ensureBuilt.mjs); packing here skips the prepack build.
const repo = fileURLToPath(new URL('../../', import.meta.url));
const manifest = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

let scratch: string;
let files: string[];

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'bounty-chat-package-'));
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', scratch], { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })) as Array<{ filename: string; files: Array<{ path: string }> }>;
  files = packed!.files.map((file) => file.path);
  // An install without the network: the tarball unpacked where npm would put it, and only the package's runtime
  // dependencies (from this checkout's node_modules) beside it, so a dev-only import would fail to resolve.
  const installed = join(scratch, 'node_modules', 'bounty-chat');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', join(scratch, packed!.filename), '-C', installed, '--strip-components=1']);
  for (const name of Object.keys(manifest.dependencies)) {
    mkdirSync(dirname(join(scratch, 'node_modules', name)), { recursive: true });
    symlinkSync(join(repo, 'node_modules', name), join(scratch, 'node_modules', name), 'dir');
  }
}, 60_000);
afterAll(() => { if (scratch) rmSync(scratch, { recursive: true, force: true }); });

describe('the published package', () => {
  it('leaves out fake-stream, the demo, the tests and the TypeScript sources', () => {
    expect(files.filter((path) => /^(fake-stream|demo|test|src)\//.test(path))).toEqual([]);
  });

  it('ships the built widget, the compiled service with its types, the documentation and the README', () => {
    expect(files).toEqual(expect.arrayContaining(['README.md', 'package.json', 'docs/server.md', 'dist/bounty-chat.js',
      'dist/bounty-chat.d.ts', 'dist/server/index.js', 'dist/server/main.js', 'dist/server/types/server/index.d.ts']));
  });

  it('ships the pinned CDN copies with their integrity hashes, the React binding with its types, and the host docs', () => {
    const { version } = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { version: string };
    expect(files).toEqual(expect.arrayContaining([
      `dist/v${version}/bounty-chat.js`, `dist/v${version}/bounty-chat.mjs`, 'dist/integrity.json',
      'dist/react/index.js', 'dist/react/index.d.ts', 'CHANGELOG.md',
      'docs/api.md', 'docs/tokens.md', 'docs/token-vectors.json', 'docs/examples/bounty_chat_token.py',
    ]));
    // The binding leaves React to the host (a peer dependency): it imports react and carries no copy of it.
    const binding = readFileSync(join(repo, 'dist/react/index.js'), 'utf8');
    expect(binding).toMatch(/from\s*"react"/);
    expect(binding).not.toContain('react.transitional.element');
  });

  it('has every file its exports map names', () => {
    const { exports } = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { exports: Record<string, string | Record<string, string>> };
    const targets = Object.values(exports).flatMap((target) => (typeof target == 'string' ? [target] : Object.values(target)));
    expect(targets.map((target) => target.replace(/^\.\//, '')).filter((path) => !files.includes(path))).toEqual([]);
  });

  it("mints a user token in plain Node with the README's import, and the service accepts it", () => {
    const key = randomBytes(32).toString('base64');
    const claims = { sub: 'ann-1', name: 'Ann', email: 'ann@example.com', role: 'candidate', exp: Math.floor(Date.now() / 1000) + 600 };
    writeFileSync(join(scratch, 'mint.mjs'), [
      "import { createUserToken } from 'bounty-chat/server';",
      'const [claims, key] = process.argv.slice(2);',
      'console.log(JSON.stringify(createUserToken(JSON.parse(claims), key)));',
    ].join('\n'));
    const output = execFileSync(process.execPath, ['mint.mjs', JSON.stringify(claims), key], { cwd: scratch, encoding: 'utf8' });
    const { token, iv } = JSON.parse(output) as { token: string; iv: string };
    expect(verifyUserToken(token, iv, key, Date.now())).toEqual(claims);
  });

  // skipLibCheck as most hosts have it: the service's declarations name its store's packages' types, which a host
  // need not install to call createUserToken.
  it('types the import for a TypeScript host on Node resolution', () => {
    writeFileSync(join(scratch, 'host.ts'), [
      "import { createUserToken } from 'bounty-chat/server';",
      "import type { UserToken } from 'bounty-chat/server';",
      "export const pair: UserToken = createUserToken({ sub: 'a', name: 'A', email: 'a@example.com', role: 'candidate', exp: 1 }, 'key');",
      '// @ts-expect-error: a claim set without an e-mail is refused by the types',
      "createUserToken({ sub: 'a', name: 'A', role: 'candidate', exp: 1 }, 'key');",
    ].join('\n'));
    writeFileSync(join(scratch, 'package.json'), '{ "type": "module" }');
    mkdirSync(join(scratch, 'node_modules', '@types'), { recursive: true });
    symlinkSync(join(repo, 'node_modules', '@types', 'node'), join(scratch, 'node_modules', '@types', 'node'), 'dir');
    const tsc = join(repo, 'node_modules', 'typescript', 'bin', 'tsc');
    const run = () => execFileSync(process.execPath, [tsc, '--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--types', 'node', '--skipLibCheck', 'host.ts'], { cwd: scratch, encoding: 'utf8' });
    expect(run).not.toThrow();
  }, 60_000);

  it("runs the Node example of docs/tokens.md from the installed package: a user token and a bounty ticket the service accepts", async () => {
    const key = randomBytes(32).toString('base64');
    // The example reads its key from the environment when it is imported.
    process.env.BOUNTY_CHAT_TOKEN_KEY = key;
    const example = await import(join(scratch, 'node_modules', 'bounty-chat', 'docs', 'examples', 'token-service.mjs')) as {
      chatToken(req: unknown, res: unknown): void;
      bountyTicket(bounty: { id: string; title: string; posterId: string }): { token: string; iv: string };
    };
    let answer: { token: string; iv: string } | null = null;
    const headers: Record<string, string> = {};
    example.chatToken({ user: { id: 'ann-1', name: 'Ann', email: 'ann@example.com', role: 'candidate' } }, {
      set: (name: string, value: string) => { headers[name] = value; },
      json: (body: { token: string; iv: string }) => { answer = body; },
    });
    expect(headers['cache-control']).toBe('no-store');
    expect(verifyUserToken(answer!.token, answer!.iv, key, Date.now())).toMatchObject({ sub: 'ann-1', name: 'Ann' });
    const ticket = example.bountyTicket({ id: 'bounty-9', title: 'Fix the build', posterId: 'bob' });
    expect(verifyBountyTicket(ticket, key, Date.now())).toMatchObject({ bountyId: 'bounty-9', name: 'Fix the build', ownerId: 'bob' });
    delete process.env.BOUNTY_CHAT_TOKEN_KEY;
  });
});
