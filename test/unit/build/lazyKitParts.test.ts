// A kit component that is not on the first paint loads when first wanted: the import of that one name goes to a
// stand-in with a dynamic import, the other names the kit file takes from the same module stay plain imports.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rollup } from 'rollup';
import type { OutputChunk } from 'rollup';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kitSplit } from '../../../build/kitSplit.mjs';
import { lazyKitParts } from '../../../build/lazyKitParts.mjs';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lazy-kit-'));
  writeFileSync(join(dir, 'parts.mjs'), 'export const Menu = () => "the menu";\nexport const small = 1;\n');
  writeFileSync(join(dir, 'message.mjs'), "import { Menu as KitMenu, small } from './parts.mjs';\nexport const parts = [KitMenu, small];\n");
});
afterEach(() => { rmSync(dir, { recursive: true, force: true }); });

async function build(parts: Parameters<typeof lazyKitParts>[0]): Promise<OutputChunk[]> {
  const bundle = await rollup({
    input: join(dir, 'message.mjs'),
    // Our stand-in and gates are TypeScript modules of the app: left out of this bundle.
    external: (id) => id.includes('/src/app/lazy/'),
    // As in the widget's build: parts.mjs is split, so the names it keeps need not bring the lazy one along.
    plugins: [lazyKitParts(parts, { base: dir }), kitSplit([join(dir, 'parts.mjs')])],
    onwarn: () => {},
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  return output.filter((file): file is OutputChunk => file.type === 'chunk');
}

describe('lazyKitParts', () => {
  it('loads the named part through a gated stand-in and keeps the other names where they were', async () => {
    const chunks = await build([{ importer: 'message.mjs', module: 'parts.mjs', name: 'Menu', gate: 'dialog' }]);
    const entry = chunks.find((chunk) => chunk.isEntry);
    const eager = chunks.filter((chunk) => chunk === entry || entry?.imports.includes(chunk.fileName)).map((chunk) => chunk.code).join('\n');
    expect(eager).toMatch(/lazyKitPart\("Menu", \(\) => import\(['"].\/[\w-]+\.js['"]\)\.then\(\(m\) => m\.Menu\), useDialogShown\)/);
    expect(eager).not.toContain('the menu');
    expect(eager).toMatch(/small = 1/);
    expect(chunks.find((chunk) => chunk.isDynamicEntry)?.code).toContain('the menu');
  });

  it('fails the build when a part no longer matches the kit', async () => {
    await expect(build([{ importer: 'message.mjs', module: 'parts.mjs', name: 'Gone' }])).rejects.toThrow(/no longer match the kit: message.mjs → parts.mjs \(Gone\)/);
  });

  it('refuses an unknown gate', () => {
    expect(() => lazyKitParts([{ importer: 'message.mjs', module: 'parts.mjs', name: 'Menu', gate: 'hover' }])).toThrow(/unknown gate hover/);
  });
});
