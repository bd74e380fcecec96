// The token-minting examples a host copies from docs/tokens.md: the page shows the example files verbatim, and
// the Python one (python3 with the cryptography package) reproduces every test vector and mints a token the
// product service accepts.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { verifyUserToken } from '../../src/server/auth/token.js';

const docs = fileURLToPath(new URL('../../docs/', import.meta.url));
const EXAMPLES = ['token-service.mjs', 'bounty_chat_token.py', 'bounty_chat_token.php', 'bounty_chat_token.rb', 'bounty_chat_token.go'];
const vectorCount = (JSON.parse(readFileSync(`${docs}token-vectors.json`, 'utf8')) as { cases: unknown[] }).cases.length;

describe('docs/tokens.md', () => {
  const blocks = [...readFileSync(`${docs}tokens.md`, 'utf8').matchAll(/```\w+\n([\s\S]*?)\n```/g)].map((m) => m[1]);

  it.each(EXAMPLES)('shows docs/examples/%s exactly as the file that is tested', (file) => {
    expect(blocks).toContain(readFileSync(`${docs}examples/${file}`, 'utf8').replace(/\n$/, ''));
  });
});

describe('the Python example', () => {
  const python = (args: string[], env: Record<string, string> = {}): string =>
    execFileSync('python3', [`${docs}examples/bounty_chat_token.py`, ...args], { encoding: 'utf8', env: { ...process.env, ...env } });

  it('reproduces every test vector', () => {
    const lines = python(['check', `${docs}token-vectors.json`]).trim().split('\n');
    expect(lines).toHaveLength(vectorCount);
    expect(lines.filter((line) => !line.startsWith('ok '))).toEqual([]);
  });

  it('mints a token with a fresh IV that the product service accepts', () => {
    const key = randomBytes(32).toString('base64');
    const first = JSON.parse(python([], { BOUNTY_CHAT_TOKEN_KEY: key })) as { token: string; iv: string };
    const second = JSON.parse(python([], { BOUNTY_CHAT_TOKEN_KEY: key })) as { token: string; iv: string };
    expect(first.iv).not.toBe(second.iv);
    expect(verifyUserToken(first.token, first.iv, key, Date.now())).toMatchObject({ sub: 'alice-42', name: 'Alice Candidate', role: 'candidate' });
  });
});
