import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rollup } from 'rollup';
import type { OutputChunk } from 'rollup';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyPatches, functionText, kitPatches, loadPatchTable } from '../../../build/kitPatches.mjs';
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

/** Bundles one copied kit file alone (its imports left external) through the patch plugin. */
async function build(entries: KitPatch[], file = SWITCH): Promise<OutputChunk> {
  const bundle = await rollup({
    input: join(kit, file),
    external: (_id: string, importer: string | undefined) => importer !== undefined,
    plugins: [kitPatches(entries, { base: kit })],
    onwarn: () => {},
  });
  const { output } = await bundle.generate({ format: 'es', sourcemap: true });
  await bundle.close();
  return output[0];
}

/** The message a failed build gives. */
async function buildError(entries: KitPatch[], file = SWITCH): Promise<string> {
  return build(entries, file).then(() => 'the build passed', (error: Error) => error.message);
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

// A kit function replaced wholesale is named with the hash of its text: a kit upgrade that changes anything in it
// stops the build, naming the function, instead of dropping the kit's new code unread.
describe('whole-function entries', () => {
  const PREPEND = 'components/MessageList/hooks/VirtualizedMessageList/usePrependMessagesCount.mjs';
  const wholeEntry = table.find((entry) => entry.wholeFunction?.name === 'usePrependedMessagesCount')!;

  it('replace the unchanged kit function with a call to its typed code', () => {
    const { code } = applyPatches(readFileSync(join(kitEs, PREPEND), 'utf8'), [wholeEntry], PREPEND);
    expect(code).toContain('function usePrependedMessagesCount(messages, hasDateSeparator) { return __usePrependedMessagesCount(messages); }\n');
    expect(code).toMatch(/^import \{ usePrependedMessagesCount as __usePrependedMessagesCount \} from ".*\/build\/patches\/code\/usePrependedMessagesCount\.ts";$/m);
    expect(code).not.toContain('firstMessageOnFirstLoadedPage');
  });

  it('fail the build, naming the function and the kit file, when the function\'s text changed', async () => {
    const kitText = readFileSync(join(kitEs, PREPEND), 'utf8');
    const changed = kitText.replace('previousNumItemsPrepended.current = 0;\n\t\t\treturn 0;', 'return 0;');
    expect(changed).not.toBe(kitText);
    cpSync(join(kitEs, PREPEND), join(kit, PREPEND));
    writeFileSync(join(kit, PREPEND), changed);
    const message = await buildError([wholeEntry], PREPEND);
    expect(message).toContain(`kit function usePrependedMessagesCount in ${PREPEND} changed`);
    expect(message).toContain(`table expects ${wholeEntry.wholeFunction!.sha256}`);
    expect(message).toContain('read the new text and redo the patch');
  });

  it('fail when the kit no longer declares the function', () => {
    const renamed = readFileSync(join(kitEs, PREPEND), 'utf8').replaceAll('usePrependedMessagesCount', 'usePrependedItemsCount');
    expect(() => applyPatches(renamed, [wholeEntry], PREPEND)).toThrow(`kit function usePrependedMessagesCount not found (once, with its closing line) in ${PREPEND}`);
  });

  it('refuse a find that is not on the function\'s declaration line', () => {
    const inBody = { ...wholeEntry, find: 'const firstRealMessageIndex = hasDateSeparator ? 1 : 0;' };
    expect(() => applyPatches(readFileSync(join(kitEs, PREPEND), 'utf8'), [inBody], PREPEND)).toThrow('must match on the declaration line of usePrependedMessagesCount');
  });

  it.each([
    ['a function to its closing brace at its own indentation', 'var a;\nfunction f(x) {\n\tif (x) {\n\t}\n}\nfunction g() {}\n', 'f', 'function f(x) {\n\tif (x) {\n\t}\n}'],
    ['an arrow function held in a var, to its `};`', 'var f = ({ x }) => {\n\treturn x;\n};\nexport { f };\n', 'f', 'var f = ({ x }) => {\n\treturn x;\n};'],
    ['a name declared twice: none', 'function f() {\n}\nfunction f() {\n}\n', 'f', null],
    ['no closing line: none', 'function f() {\n\treturn 1; }\n', 'f', null],
  ])('find %s', (_name, code, name, text) => {
    expect(functionText(code, name)?.text ?? null).toBe(text);
  });
});

describe('the no-span rule', () => {
  const entry = { file: SWITCH, replace: '', count: 1, why: 'because', test: 'test/unit/build/kitPatches.test.ts' };

  it.each([/a[^]*?b/, /a[\s\S]+b/, /a[\w\W]{2,}b/, /a.*b/s, /a(?:.|\n)*b/])('refuses a find that skips any text: %s', (find) => {
    expect(() => kitPatches([{ ...entry, find }])).toThrow(/spans any text/);
  });

  it.each([/a\s*b/, /a[^}]+b/, /a.*b/, /a\.*b/s])('takes a find that spells its text out: %s', (find) => {
    expect(() => kitPatches([{ ...entry, find }])).not.toThrow();
  });
});

describe('a row that names several kit files', () => {
  let tables: string;
  beforeEach(() => { tables = mkdtempSync(join(tmpdir(), 'kit-tables-')); });
  afterEach(() => { rmSync(tables, { recursive: true, force: true }); });

  const row = { find: 'document.activeElement', replace: 'x()', why: 'because', test: 'test/unit/build/kitPatches.test.ts' };

  it('becomes one entry per file, each with its own count and the row\'s table', async () => {
    writeFileSync(join(tables, 'focus.mjs'), `export default [${JSON.stringify({ ...row, files: { 'a.mjs': 2, 'b.mjs': 1 } })}];`);
    const entries = await loadPatchTable(tables);
    expect(entries.map(({ file, count, source }) => ({ file, count, source }))).toEqual([
      { file: 'a.mjs', count: 2, source: 'build/patches/focus.mjs' },
      { file: 'b.mjs', count: 1, source: 'build/patches/focus.mjs' },
    ]);
    expect(entries.every((entry) => entry.find === row.find && entry.why === row.why && !('files' in entry))).toBe(true);
  });

  it('fails the build naming the one file whose count is wrong', async () => {
    writeFileSync(join(tables, 'focus.mjs'), `export default [${JSON.stringify({ ...row, files: { [SWITCH]: 1 } })}];`);
    const entries = await loadPatchTable(tables);
    expect(await buildError(entries)).toContain(`for ${SWITCH} ("because") expects 1 match(es) of document.activeElement and found 0`);
  });
});
