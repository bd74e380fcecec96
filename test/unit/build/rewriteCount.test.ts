import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countRewrites } from '../../bench/rewriteCount';

// docs/kit-patches.md states how many rewrites of the kit a kit upgrade has to check; the figure is counted from
// the build's tables (what `npm run bench:rewrites` prints first), so the docs cannot fall behind a new patch.
const doc = readFileSync(new URL('../../../docs/kit-patches.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
const STATED =
  /today \*\*(\d+)\*\*: (\d+) text-patch rows \((\d+) save bytes[^;]*; (\d+) remove a hazard[^)]*\), (\d+) aliases \((\d+) save bytes[^;]*; (\d+) removes? a hazard only[^;]*; 1 belongs to the icon pass\), (\d+) lazy parts and (\d+) split files/;

describe("docs/kit-patches.md's count of rewrites", () => {
  it('is the count of the build', async () => {
    const stated = STATED.exec(doc);
    expect(stated, 'the sentence "today **N**: … text-patch rows (… save bytes…; … remove a hazard…), … aliases (…), … lazy parts and … split files"').not.toBeNull();
    const [, total, rows, savingRows, hazardRows, aliases, savingAliases, hazardAliases, lazyParts, splitFiles] = stated!.map(Number);
    const count = await countRewrites();
    expect({ total, rows, savingRows, hazardRows, aliases, savingAliases, hazardAliases, lazyParts, splitFiles }).toEqual({
      total: count.total,
      rows: count.patchRows,
      savingRows: count.savingRows,
      hazardRows: count.patchRows - count.savingRows,
      aliases: count.aliases,
      savingAliases: count.savingAliases,
      hazardAliases: count.hazardAliases,
      lazyParts: count.lazyParts,
      splitFiles: count.splitFiles,
    });
  });
});
