// The event receivers a host copies from docs/events.md: the page shows the example files verbatim, and each
// example reproduces every signature vector, the same ones the service's own
// check passes. The vectors are the service's: a signature it makes now verifies in each of them.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { signatureProblem, signEvent } from '../../src/server/events/signature.js';

const docs = fileURLToPath(new URL('../../docs/', import.meta.url));
const vectors = JSON.parse(readFileSync(`${docs}event-vectors.json`, 'utf8')) as {
  secret: string;
  cases: Array<{ name: string; body: string; header: string | null; now: number; valid: boolean }>;
};

/** Each example, the interpreter that runs it, and its arguments. */
const EXAMPLES: Array<[file: string, command: string, args: string[]]> = [
  ['bounty-chat-events.mjs', process.execPath, []],
  ['bounty_chat_events.py', 'python3', []],
  ['bounty_chat_events.php', 'php', []],
  ['bounty_chat_events.rb', 'ruby', []],
  ['bounty_chat_events.go', 'go', ['run']],
];

describe('docs/events.md', () => {
  const blocks = [...readFileSync(`${docs}events.md`, 'utf8').matchAll(/```\w+\n([\s\S]*?)\n```/g)].map((m) => m[1]);
  it.each(EXAMPLES.map(([file]) => file))('shows docs/examples/%s exactly as the file that is tested', (file) => {
    expect(blocks).toContain(readFileSync(`${docs}examples/${file}`, 'utf8').replace(/\n$/, ''));
  });

  it('has vectors the service\'s own check agrees with, and the service signs as they do', () => {
    for (const c of vectors.cases) expect(signatureProblem(vectors.secret, c.body, c.header ?? undefined, c.now) === null, c.name).toBe(c.valid);
    const fresh = vectors.cases[0]!;
    expect(signEvent(vectors.secret, fresh.body, Number(/t=(\d+)/.exec(fresh.header!)![1]))).toBe(fresh.header);
  });
});

describe.each(EXAMPLES)('the receiver in %s', (file, command, args) => {
  // Every receiver runs: .ci/run installs PHP, Ruby and Go on a machine that lacks them (a receiver never run is
  // a receiver a host copies untested).
  it(`reproduces every vector (${command})`, () => {
    const lines = execFileSync(command, [...args, `${docs}examples/${file}`, 'check', `${docs}event-vectors.json`], { encoding: 'utf8', cwd: `${docs}examples` }).trim().split('\n');
    expect(lines).toHaveLength(vectors.cases.length);
    expect(lines.filter((line) => !line.startsWith('ok '))).toEqual([]);
  });
});
