// The loader ships on every host page: its gzip size has a budget. dist/ is built by globalSetup.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const LOADER_BUDGET_BYTES = 2048;

describe('the loader', () => {
  it.each(['bounty-chat.js', 'bounty-chat.mjs'])('dist/%s is at most 2 KiB gzip', (file) => {
    const bytes = gzipSync(readFileSync(new URL(`../../dist/${file}`, import.meta.url)), { level: 9 }).length;
    expect(bytes).toBeLessThanOrEqual(LOADER_BUDGET_BYTES);
  });

  it('ships its types next to it', () => {
    const types = readFileSync(new URL('../../dist/types/loader/types.d.ts', import.meta.url), 'utf8');
    expect(types).toContain('interface Commands');
    expect(readFileSync(new URL('../../dist/bounty-chat.d.ts', import.meta.url), 'utf8')).toContain('loader/esm.js');
  });
});
