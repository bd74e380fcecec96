// `npm run bench:rewrites`: what each byte-saving rewrite of the kit saves, in gzip bytes to the channel list and to
// a conversation. The app bundle is built once with every rewrite (the baseline), then once with each rewrite left
// out in turn (rollup.config.mjs's appBuild, one process, Rollup's cache reused), each into a temporary folder:
// dist/ is never touched. Which chunks each moment fetches is read from the build's manifest (the entry and
// renderPanel with their static imports for the list; the message view, messageViewParts, with its own for a
// conversation), as test/bench/size/chunkGraph.ts reads it, so no browser is needed. The loader is not built: no
// rewrite changes it.
// BENCH_UNTIL=16:25 (UTC) starts no build that would end after that time; BENCH_KINDS=alias,lazy picks kinds and
// BENCH_ONLY=<text>,… the rewrites whose name has one of those texts; BENCH_JSON=<file> writes the figures.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rollup } from 'rollup';
import type { OutputOptions, Plugin, RollupCache, RollupOptions } from 'rollup';
import { loadPatchTable } from '../../build/kitPatches.mjs';
import type { KitPatch } from '../../build/kitPatches.mjs';
import { appBuild, rewrites } from '../../rollup.config.mjs';
import { countLine, countRewrites } from './rewriteCount.js';
import { appPhases, gzipBytes } from './size/chunkGraph.js';

type Off = NonNullable<Parameters<typeof appBuild>[0]['off']>;

/** One build: a rewrite left out (or none, for the baseline). */
interface Variant {
  kind: 'baseline' | 'alias' | 'lazy' | 'split' | 'pass' | 'patch';
  name: string;
  off: Off;
  patches?: KitPatch[];
}

/** A variant's gzip bytes up to the list and up to a conversation, or why it did not build. */
interface Measured { variant: Variant; list?: number; conversation?: number; error?: string; seconds: number }

const KINDS = ['alias', 'lazy', 'split', 'pass', 'patch'] as const;
const table = await loadPatchTable();
const short = (file: string): string => file.replace(/^components\//, '').replace(/\.mjs$/, '');
const without = <T>(list: readonly T[], item: T): T[] => list.filter((other) => other !== item);
/** How many kit imports an alias answers, for its row. */
const uses = (alias: (typeof rewrites.aliases)[number]): string => {
  const count = alias.uses.length + ('slot' in alias && alias.slot ? 1 : 0);
  const [first] = alias.uses;
  return count === 1 && first ? short(first[0]) : `${count} kit imports`;
};

/** Every byte-saving rewrite, in the order the brief of issue 25 measures them: the cheapest to judge first. */
function variants(): Variant[] {
  const { aliases, lazyParts, splitFiles } = rewrites;
  const saving = [...new Set(table.flatMap((entry) => (entry.saves ? [entry.saves] : [])))];
  return [
    ...aliases.map((alias) => ({ kind: 'alias' as const, name: `${alias.name} (${uses(alias)})`, off: { aliases: without(aliases, alias) } })),
    ...lazyParts.map((part) => ({
      kind: 'lazy' as const,
      name: `${part.name} from ${part.importers.map(short).join(', ')}${part.gate ? ` (${part.gate})` : ''}`,
      off: { lazyParts: without(lazyParts, part) },
    })),
    ...splitFiles.map((file) => ({ kind: 'split' as const, name: short(file), off: { splitFiles: without(splitFiles, file) } })),
    { kind: 'pass', name: 'icons: call sites name their icons (kitIcons + the alias of the icon hook)', off: { icons: false } },
    { kind: 'pass', name: 'stylesheet: subsets and cut by use (cssAsString, cssSubset)', off: { stylesheet: 'whole' } },
    { kind: 'pass', name: 'stylesheet: cut by use only (message view vs. its lazy layer)', off: { stylesheet: 'subsets' } },
    ...saving.map((name) => ({
      kind: 'patch' as const,
      name: `${name} (${[...new Set(table.filter((entry) => entry.saves === name).map((entry) => basename(entry.source ?? '')))].join(', ')})`,
      off: {},
      patches: table.filter((entry) => entry.saves !== name),
    })),
  ];
}

/**
 * Rollup's cache would hand back a kit module as an earlier variant transformed and resolved it; the rewrites
 * live in those transforms and resolutions, so the kit's modules (and the SDK's, which one alias rewrites) are
 * transformed again in every build. Our sources and the other packages come from the cache.
 */
const retransformKit: Plugin = {
  name: 'bench-retransform-kit',
  shouldTransformCachedModule: ({ id }) => id.includes('/node_modules/stream-chat-react/') || id.includes('/node_modules/stream-chat/dist/esm/'),
};

/** The chunk files fetched up to a conversation, from the chunks being rendered (file name → static imports). */
function onPath(chunks: Record<string, { isEntry: boolean; isDynamicEntry: boolean; imports: string[]; moduleIds: string[] }>): Set<string> {
  const into = new Set<string>();
  const add = (file: string): void => {
    if (into.has(file)) return;
    into.add(file);
    chunks[file]?.imports.forEach(add);
  };
  for (const [file, chunk] of Object.entries(chunks)) {
    // By module, not by chunk name: a chunk takes the name of one of its entries (build/cssAsString.mjs).
    const entries = chunk.moduleIds.map((id) => basename(id.split('?')[0] ?? id).replace(/\.[^.]*$/, ''));
    if (chunk.isEntry || (chunk.isDynamicEntry && entries.some((name) => name === 'renderPanel' || name === 'messageViewParts'))) add(file);
  }
  return into;
}

/**
 * The build's output, made quicker and steadier to compare: chunk names carry no content hash (a lazy chunk that
 * changes would otherwise change the bytes of every chunk that names it), and only the chunks fetched up to a
 * conversation are minified (with the build's own minifier; the others are not measured). BENCH_MINIFY=all
 * minifies every chunk, to check that the figures do not depend on it.
 */
function benchOutput(output: OutputOptions): OutputOptions {
  const minifiers = [output.plugins].flat().filter((plugin): plugin is Plugin => typeof plugin === 'object' && plugin !== null && 'name' in plugin);
  const plugins = process.env.BENCH_MINIFY === 'all' ? minifiers : minifiers.map((plugin): Plugin => ({
    ...plugin,
    renderChunk(code, chunk, options, meta) {
      const render = plugin.renderChunk;
      if (typeof render !== 'function' || !onPath(meta.chunks).has(chunk.fileName)) return null;
      return render.call(this, code, chunk, options, meta);
    },
  }));
  return { ...output, chunkFileNames: 'app/[name].js', plugins };
}

const out = mkdtempSync(join(tmpdir(), 'bench-rewrites-'));
const dist = pathToFileURL(`${out}/`);
let cache: RollupCache | undefined;

async function measure(variant: Variant): Promise<Measured> {
  const started = performance.now();
  const options: RollupOptions = appBuild({ dir: out, patches: variant.patches ?? table, off: variant.off });
  const seconds = (): number => Math.round((performance.now() - started) / 100) / 10;
  try {
    const bundle = await rollup({ ...options, plugins: [retransformKit, ...[options.plugins].flat()], cache, onwarn: () => {} });
    cache = bundle.cache;
    await bundle.write(benchOutput(options.output as OutputOptions));
    await bundle.close();
    const phases = appPhases(dist);
    const sum = (files: Iterable<string>): number => [...files].reduce((total, file) => total + gzipBytes(dist, file), 0);
    return { variant, list: sum(phases.firstOpen), conversation: sum([...phases.firstOpen, ...phases.messageView]), seconds: seconds() };
  } catch (error) {
    return { variant, error: (error instanceof Error ? error.message : String(error)).split('\n')[0], seconds: seconds() };
  }
}

/** BENCH_UNTIL as today's UTC time (HH:MM), or no limit. */
function deadline(): number {
  const until = process.env.BENCH_UNTIL?.match(/^(\d{1,2}):(\d{2})$/);
  if (!until) return Infinity;
  const at = new Date();
  at.setUTCHours(Number(until[1]), Number(until[2]), 0, 0);
  return at.getTime();
}

const bytes = (n: number): string => `${n >= 0 ? '+' : '−'}${Math.abs(n).toLocaleString('en-US')}`.padStart(9);
const kinds = new Set(process.env.BENCH_KINDS?.split(',') ?? KINDS);
const only = process.env.BENCH_ONLY?.split(',');
const todo = variants().filter((variant) => kinds.has(variant.kind) && (!only || only.some((text) => variant.name.includes(text))));
const until = deadline();

console.log(countLine(await countRewrites(table)));
console.log(`Rewrites of the kit, each left out in turn: gzip -9 bytes it saves (what leaving it out adds) up to a conversation and up to the list (app chunks; the loader is not rebuilt). ${todo.length} rewrites to measure, built into ${out}.`);
const baseline = await measure({ kind: 'baseline', name: 'every rewrite on', off: {} });
if (baseline.error || baseline.list === undefined || baseline.conversation === undefined) throw new Error(`the baseline does not build: ${baseline.error}`);
console.log(`baseline (${baseline.seconds} s, cold cache): ${baseline.conversation.toLocaleString('en-US')} B to a conversation, ${baseline.list.toLocaleString('en-US')} B to the list`);
console.log(`${'kind'.padEnd(6)} ${'conversation'.padStart(12)} ${'list'.padStart(9)} ${'time'.padStart(6)}  rewrite`);

const results: Measured[] = [];
const skipped: Variant[] = [];
let slowest = 0;
for (const variant of todo) {
  // A build that would end after the deadline is not started (its time guessed from the slowest so far).
  if (Date.now() + slowest * 1000 > until) { skipped.push(variant); continue; }
  const result = await measure(variant);
  slowest = Math.max(slowest, result.seconds);
  results.push(result);
  const figures = result.error
    ? `${'fails'.padStart(12)} ${''.padStart(9)}`
    : `${bytes(result.conversation! - baseline.conversation)} B ${bytes(result.list! - baseline.list)} B`.padStart(24);
  console.log(`${variant.kind.padEnd(6)} ${figures} ${`${result.seconds}s`.padStart(6)}  ${variant.name}${result.error ? `: ${result.error}` : ''}`);
}
const total = results.reduce((sum, result) => sum + result.seconds, baseline.seconds);
console.log(`${results.length + 1} builds in ${Math.round(total)} s (${Math.round(total / (results.length + 1))} s each on average).`);
if (skipped.length) console.log(`Not measured (BENCH_UNTIL ${process.env.BENCH_UNTIL}): ${skipped.map((v) => `${v.kind} ${v.name}`).join('; ')}`);

if (process.env.BENCH_JSON) {
  const row = (result: Measured): object => ({
    kind: result.variant.kind, name: result.variant.name, seconds: result.seconds, error: result.error,
    conversation: result.conversation === undefined ? undefined : result.conversation - baseline.conversation!,
    list: result.list === undefined ? undefined : result.list - baseline.list!,
  });
  writeFileSync(process.env.BENCH_JSON, `${JSON.stringify({
    date: new Date().toISOString(), baseline: { conversation: baseline.conversation, list: baseline.list, seconds: baseline.seconds },
    measured: results.map(row), unmeasured: skipped.map((v) => ({ kind: v.kind, name: v.name })),
  }, null, 1)}\n`);
}
// BENCH_KEEP=1 keeps the last build's output to read.
if (process.env.BENCH_KEEP === '1') console.log(`The last build is in ${out}.`);
else rmSync(out, { recursive: true, force: true });
