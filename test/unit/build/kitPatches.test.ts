import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rollup } from 'rollup';
import type { OutputChunk } from 'rollup';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyPatches, kitPatches, loadPatchTable } from '../../../build/kitPatches.mjs';
import type { KitPatch } from '../../../build/kitPatches.mjs';
import { kitEs } from '../../../build/patchKit.mjs';

// The build's promise: a kit upgrade that moves patched code stops the build with a message naming the kit
// file and the patch, instead of shipping a widget whose menus silently stop working in a shadow root.
const SWITCH = 'components/Form/SwitchField.mjs';
const table = await loadPatchTable();
const switchPatches = table.filter((entry) => entry.file === SWITCH);

let kit: string;
beforeEach(() => {
  kit = mkdtempSync(join(tmpdir(), 'kit-copy-'));
  cpSync(join(kitEs, SWITCH), join(kit, SWITCH), { recursive: true });
});
afterEach(() => { rmSync(kit, { recursive: true, force: true }); });

/** Bundles the copied kit file alone (its imports left external) through the patch plugin. */
async function build(entries: KitPatch[]): Promise<OutputChunk> {
  const bundle = await rollup({
    input: join(kit, SWITCH),
    external: (_id: string, importer: string | undefined) => importer !== undefined,
    plugins: [kitPatches(entries, { base: kit })],
    onwarn: () => {},
  });
  const { output } = await bundle.generate({ format: 'es', sourcemap: true });
  await bundle.close();
  return output[0];
}

/** The message a failed build gives. */
async function buildError(entries: KitPatch[]): Promise<string> {
  return build(entries).then(() => 'the build passed', (error: Error) => error.message);
}

describe('the kit patch table', () => {
  it('matches the kit as installed: every entry finds its text exactly `count` times and names a test that exists', () => {
    const files = [...new Set(table.map((entry) => entry.file))];
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const entries = table.filter((entry) => entry.file === file);
      expect(() => applyPatches(readFileSync(join(kitEs, file), 'utf8'), entries, file)).not.toThrow();
    }
  });

  it('is documented: docs/kit-patches.md names every patched kit file and every table file', () => {
    const doc = readFileSync(new URL('../../../docs/kit-patches.md', import.meta.url), 'utf8');
    for (const entry of table) {
      expect(doc, entry.file).toContain(`\`${entry.file}\``);
      expect(doc, entry.source).toContain(`\`${entry.source!.replace('build/patches/', '')}\``);
    }
  });

  it('patches a copy of the kit file and keeps a source map through it', async () => {
    // Two import lines on top shift every line: only a source map through the patch maps them back.
    const { code, map } = await build(switchPatches.map((entry) => ({ ...entry, prepend: 'import "./a.mjs";\nimport "./b.mjs";' })));
    expect(code).toContain('inputRef.current?.getRootNode().getElementById?.(resolvedAriaLabelledBy)');
    expect(code).not.toContain('document.getElementById(resolvedAriaLabelledBy)');
    // A line of the kit after the patch still maps back to its own line in the kit file.
    const line = code.split('\n').findIndex((text) => text.includes('getRootNode().getElementById?.(resolvedAriaLabelledBy)'));
    const kitLine = readFileSync(join(kit, SWITCH), 'utf8').split('\n').findIndex((text) => text.includes('document.getElementById(resolvedAriaLabelledBy)'));
    const column = code.split('\n')[line]!.indexOf('inputRef.current?.getRootNode()');
    const entry = new SourceMap(JSON.parse(map!.toString())).findEntry(line, column);
    expect('originalLine' in entry && entry.originalLine).toBe(kitLine);
  });

  it('fails the build, naming the kit file and the patch, when the kit text changed', async () => {
    const path = join(kit, SWITCH);
    writeFileSync(path, readFileSync(path, 'utf8').replace('document.getElementById(resolvedAriaLabelledBy)', 'document.getElementById(resolvedAriaLabelledBy ?? "")'));
    const message = await buildError(switchPatches);
    expect(message).toContain(`kit patch in build/patches/shadowRoot.mjs for ${SWITCH}`);
    expect(message).toContain(switchPatches[0]!.why);
    expect(message).toContain('expects 1 match(es)');
    expect(message).toContain('found 0');
  });

  it('fails the build when a find matches more often than its count says', async () => {
    const message = await buildError([{ ...switchPatches[0]!, find: 'return', replace: 'return', count: 1 }]);
    expect(message).toMatch(new RegExp(`for ${SWITCH} .*expects 1 match\\(es\\) of return and found 7`));
  });

  it('fails the build when a listed kit file is never transformed', async () => {
    const elsewhere = { ...switchPatches[0]!, file: 'components/Moved/Elsewhere.mjs', why: 'A patch whose file the kit moved.' };
    const message = await buildError([...switchPatches, elsewhere]);
    expect(message).toContain('never transformed');
    expect(message).toContain('components/Moved/Elsewhere.mjs ("A patch whose file the kit moved.")');
    expect(message).not.toContain(SWITCH);
  });
});

describe('applyPatches', () => {
  const entry = { file: 'x.mjs', why: 'because', test: 'test/unit/build/kitPatches.test.ts' };

  it('expands $&, $1 and $<name> and replaces every match, each against the original text', () => {
    const patches: KitPatch[] = [
      { ...entry, find: /use(?<what>Open|Top)\((\w+)\)/, replace: '__use$<what>($2, $&)', count: 2 },
      { ...entry, find: 'a', replace: 'aa', count: 1 },
    ];
    expect(applyPatches('a useOpen(x); useTop(y);', patches, 'x.mjs').code).toBe('aa __useOpen(x, useOpen(x)); __useTop(y, useTop(y));');
  });

  it('puts each import line once before the code, however many patches ask for it', () => {
    const prepend = 'import { f } from "f";';
    const patches: KitPatch[] = [{ ...entry, find: 'a', replace: 'f()', count: 2, prepend }, { ...entry, find: 'b', replace: 'f()', count: 1, prepend }];
    expect(applyPatches('a b a', patches, 'x.mjs').code).toBe(`${prepend}\nf() f() f()`);
  });

  it('refuses two patches of the same text', () => {
    const patches: KitPatch[] = [{ ...entry, find: 'ab', replace: 'x', count: 1 }, { ...entry, find: 'b', replace: 'y', count: 1, why: 'second' }];
    expect(() => applyPatches('ab', patches, 'x.mjs')).toThrow(/for x\.mjs \("second"\) overlaps another patch/);
  });
});
