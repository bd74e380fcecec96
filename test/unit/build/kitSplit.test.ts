// Splitting a kit file into one module per declaration lets each declaration land in the chunk that uses it: what
// only a lazy part needs leaves the first chunk even when the kit keeps it in the same file as what the first paint
// needs. The lazy-part rewrite moves one imported name behind a stand-in and keeps the others.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rollup } from 'rollup';
import type { OutputChunk } from 'rollup';
import { parseAst } from 'rollup/parseAst';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kitSplit, splitModule } from '../../../build/kitSplit.mjs';

const SHARED = `import { helper } from './helper.mjs';
var first = () => helper('first');
function second() { return first() + 'second'; }
second.displayName = 'Second';
var ping = () => pong();
function pong() { return ping; }
var lazyOnly = () => helper('only the lazy part draws this');
export { first, second, ping as pingAlias, lazyOnly };
`;

let dir: string;
beforeEach(() => { dir = mkdtempSync(join(tmpdir(), 'kit-split-')); });
afterEach(() => { rmSync(dir, { recursive: true, force: true }); });

describe('splitModule', () => {
  const { facade, partCode } = splitModule(SHARED, parseAst(SHARED), '/kit/shared.mjs');

  it('re-exports each export from the part that declares it, renames included', () => {
    expect(facade.split('\n')).toEqual([
      'export { first } from "/kit/shared.mjs?part=first";',
      'export { second } from "/kit/shared.mjs?part=second";',
      'export { ping as pingAlias } from "/kit/shared.mjs?part=ping";',
      'export { lazyOnly } from "/kit/shared.mjs?part=lazyOnly";',
    ]);
  });

  it('keeps a statement with the declaration it changes, merges declarations that need each other', () => {
    expect([...partCode.keys()]).toEqual(['/kit/shared.mjs?part=first', '/kit/shared.mjs?part=second', '/kit/shared.mjs?part=ping', '/kit/shared.mjs?part=lazyOnly']);
    const second = partCode.get('/kit/shared.mjs?part=second') ?? '';
    expect(second).toContain("second.displayName = 'Second';");
    expect(second).toContain('import { first } from "/kit/shared.mjs?part=first";');
    expect(partCode.get('/kit/shared.mjs?part=ping')).toMatch(/var ping[\s\S]*function pong[\s\S]*export \{ ping, pong \};/);
  });

  it('refuses a statement that uses no declaration of the file', () => {
    const code = 'var a = 1;\nconsole.log("side effect");\nexport { a };';
    expect(() => splitModule(code, parseAst(code), '/kit/x.mjs')).toThrow(/uses no declaration/);
  });
});

describe('kitSplit in a build', () => {
  async function chunks(): Promise<OutputChunk[]> {
    writeFileSync(join(dir, 'helper.mjs'), 'export const helper = (text) => `<${text}>`;\n');
    writeFileSync(join(dir, 'shared.mjs'), SHARED);
    writeFileSync(join(dir, 'lazy.mjs'), "import { lazyOnly } from './shared.mjs';\nexport const draw = () => lazyOnly();\n");
    writeFileSync(join(dir, 'main.mjs'), "import { second } from './shared.mjs';\nexport const main = () => second();\nexport const later = () => import('./lazy.mjs');\n");
    const bundle = await rollup({ input: join(dir, 'main.mjs'), plugins: [kitSplit([join(dir, 'shared.mjs')])], onwarn: () => {} });
    const { output } = await bundle.generate({ format: 'es' });
    await bundle.close();
    return output.filter((file): file is OutputChunk => file.type === 'chunk');
  }

  it('puts what only the lazy chunk uses in the lazy chunk', async () => {
    const all = await chunks();
    const main = all.find((chunk) => chunk.isEntry);
    // What loads with the entry: its chunk and the chunks it imports statically.
    const eager = all.filter((chunk) => chunk === main || main?.imports.includes(chunk.fileName)).map((chunk) => chunk.code).join('\n');
    expect(eager).toContain("helper('first')");
    expect(eager).not.toContain('only the lazy part draws this');
    expect(eager).not.toContain('pong');
    expect(all.find((chunk) => chunk.isDynamicEntry)?.code).toContain('only the lazy part draws this');
  });

  it('fails the build when a listed file is never loaded', async () => {
    writeFileSync(join(dir, 'main.mjs'), 'export const nothing = 1;\n');
    const bundle = rollup({ input: join(dir, 'main.mjs'), plugins: [kitSplit([join(dir, 'missing.mjs')])], onwarn: () => {} });
    await expect(bundle).rejects.toThrow(/never loaded/);
  });
});
