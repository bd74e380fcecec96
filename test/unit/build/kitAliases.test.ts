// An alias points one kit file's import at a module of ours. If the kit stops importing it, or our module is
// missing, the build must say so: otherwise the kit's own package would be bundled without a word.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rollup } from 'rollup';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kitAliases } from '../../../build/kitAliases.mjs';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'kit-aliases-'));
  writeFileSync(join(dir, 'message.mjs'), "import { heavy } from 'heavy-package';\nexport const text = heavy();\n");
  writeFileSync(join(dir, 'standIn.mjs'), "export const heavy = () => 'the stand-in';\n");
});
afterEach(() => { rmSync(dir, { recursive: true, force: true }); });

/** The bundled code of message.mjs with `aliases`, or the build's error message. */
async function build(aliases: { importer: string, source: string, target: string }[]): Promise<string> {
  try {
    const bundle = await rollup({ input: join(dir, 'message.mjs'), plugins: [kitAliases(aliases)], onwarn: () => {} });
    const { output: [chunk] } = await bundle.generate({ format: 'es' });
    await bundle.close();
    return chunk.code;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('kitAliases', () => {
  it('gives the importer our module instead of the package', async () => {
    const code = await build([{ importer: join(dir, 'message.mjs'), source: 'heavy-package', target: join(dir, 'standIn.mjs') }]);
    expect(code).toContain('the stand-in');
    expect(code).not.toContain('heavy-package');
  });

  it('fails the build when our module is missing', async () => {
    const message = await build([{ importer: join(dir, 'message.mjs'), source: 'heavy-package', target: join(dir, 'gone.mjs') }]);
    expect(message).toContain(`its target ${join(dir, 'gone.mjs')} does not exist`);
  });

  it('fails the build when the kit no longer makes that import', async () => {
    const message = await build([
      { importer: join(dir, 'message.mjs'), source: 'heavy-package', target: join(dir, 'standIn.mjs') },
      { importer: join(dir, 'message.mjs'), source: 'other-package', target: join(dir, 'standIn.mjs') },
    ]);
    expect(message).toContain(`kit aliases no longer match the kit: ${join(dir, 'message.mjs')} → other-package`);
  });
});
