import { loadPatchTable } from '../../build/kitPatches.mjs';
import type { KitPatch } from '../../build/kitPatches.mjs';
import { rewrites } from '../../rollup.config.mjs';

/** How many rewrites of the kit the build makes, by kind (docs/kit-patches.md, "How rewrites are counted"). */
export interface RewriteCount {
  total: number;
  /** Text-patch rows: one `find` and its `replace`, however many kit files it is written for. */
  patchRows: number;
  /** The rows that save bytes (`saves`); the others remove a hazard. */
  savingRows: number;
  /** Aliases: one stand-in module, whatever kit imports it answers (the icon pass's alias included). */
  aliases: number;
  /** The aliases that save bytes. */
  savingAliases: number;
  /** The aliases that only remove a hazard. */
  hazardAliases: number;
  lazyParts: number;
  splitFiles: number;
}

/** Counts the rewrites in the build's own tables, so the figure in the docs is checked, not remembered. */
export async function countRewrites(table?: KitPatch[]): Promise<RewriteCount> {
  const entries = table ?? (await loadPatchTable());
  // A row written for several kit files (`files`) is one rewrite: it is one entry per file in the loaded table.
  const rowOf = (entry: KitPatch): string => `${entry.source}|${String(entry.find)}|${entry.why}`;
  const patchRows = new Set(entries.map(rowOf)).size;
  const savingRows = new Set(entries.filter((entry) => entry.saves).map(rowOf)).size;
  const aliases = rewrites.aliases.length + rewrites.hazardAliases.length + 1;
  const { lazyParts, splitFiles } = rewrites;
  return {
    total: patchRows + aliases + lazyParts.length + splitFiles.length,
    patchRows,
    savingRows,
    aliases,
    savingAliases: rewrites.aliases.length,
    hazardAliases: rewrites.hazardAliases.length,
    lazyParts: lazyParts.length,
    splitFiles: splitFiles.length,
  };
}

/** The line `npm run bench:rewrites` prints first. */
export function countLine(count: RewriteCount): string {
  return `${count.total} rewrites in all: ${count.patchRows} text-patch rows (${count.savingRows} of them save bytes, the others remove a hazard), ${count.aliases} aliases (${count.hazardAliases} for a hazard only, 1 of the icon pass), ${count.lazyParts} lazy parts, ${count.splitFiles} split files; besides them the icon and stylesheet passes.`;
}
