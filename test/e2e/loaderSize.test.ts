// The loader ships on every host page: its gzip size has a budget. dist/ is built by globalSetup.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const LOADER_BUDGET_BYTES = 2048;
// A version's pinned copy also carries the pin module's path and SHA-256 hash and the preload that checks it
// (about 230 bytes): the price of checking every app chunk, paid only by hosts that pin a version.
const PINNED_BUDGET_BYTES = 2304;
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
const gzipped = (file: string): number => gzipSync(readFileSync(new URL(`../../dist/${file}`, import.meta.url)), { level: 9 }).length;

describe('the loader', () => {
  it.each(['bounty-chat.js', 'bounty-chat.mjs'])('dist/%s is at most 2 KiB gzip', (file) => {
    expect(gzipped(file)).toBeLessThanOrEqual(LOADER_BUDGET_BYTES);
  });

  it.each([`v${version}/bounty-chat.js`, `v${version}/bounty-chat.mjs`])('dist/%s (pinned) is at most 2.25 KiB gzip', (file) => {
    expect(gzipped(file)).toBeLessThanOrEqual(PINNED_BUDGET_BYTES);
  });

  it('ships its types next to it', () => {
    const types = readFileSync(new URL('../../dist/types/loader/types.d.ts', import.meta.url), 'utf8');
    expect(types).toContain('interface Commands');
    expect(readFileSync(new URL('../../dist/bounty-chat.d.ts', import.meta.url), 'utf8')).toContain('loader/esm.js');
  });
});
