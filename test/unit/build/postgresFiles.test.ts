import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { engineDependentFiles } from '../../helpers/engineFiles';

// The PostgreSQL projects run only the service's files that reach the store engine. If the selection went wrong
// the PostgreSQL run would quietly test less: these pin what it must keep and what it may drop.
const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('the files PostgreSQL runs again', () => {
  it('keeps every service integration file and the unit files that open a store, drops pure rules', () => {
    const integration = engineDependentFiles(root, ['test/integration/server']);
    expect(integration).toContain('test/integration/server/hostEvents.test.ts');
    expect(integration).toContain('test/integration/server/attacks/inboundMail.test.ts');
    const unit = engineDependentFiles(root, ['test/unit/server']);
    expect(unit).toEqual(expect.arrayContaining(['test/unit/server/hostEvents.test.ts', 'test/unit/server/migrate.test.ts', 'test/unit/server/rateLimiter.test.ts']));
    expect(unit).not.toContain('test/unit/server/maskContacts.test.ts');
    expect(unit).not.toContain('test/unit/server/tokenVectors.test.ts');
  });

  const made = mkdtempSync(join(tmpdir(), 'engine-files-'));
  afterAll(() => rmSync(made, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(made, path)), { recursive: true });
    writeFileSync(join(made, path), text);
  };

  it('follows helpers however deep, through cycles, and the engine variable read directly', () => {
    write('test/helpers/serverEngine.ts', 'export const ENGINE = 1;\n');
    write('test/s/deep/a.ts', "import { b } from './b.js';\nexport const a = b;\n");
    write('test/s/deep/b.ts', "import { a } from './a.js';\nimport { ENGINE } from '../../helpers/serverEngine.js';\nexport const b = ENGINE + a;\n");
    write('test/s/viaHelper.test.ts', "import { a } from './deep/a.js';\nexport const x = a;\n");
    write('test/s/direct.test.ts', "const engine = process.env['BOUNTY_TEST_ENGINE'];\nexport { engine };\n");
    write('test/s/cycleOnly/c.ts', "import { d } from './d.js';\nexport const c = d;\n");
    write('test/s/cycleOnly/d.ts', "import { c } from './c.js';\nexport const d = c;\n");
    write('test/s/pure.test.ts', "import { c } from './cycleOnly/c.js';\nimport { x } from 'vitest';\nexport const y = [c, x];\n");
    expect(engineDependentFiles(made, ['test/s'])).toEqual(['test/s/direct.test.ts', 'test/s/viaHelper.test.ts']);
  });
});
