import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The project's own ESLint config refuses an import cycle planted on disk (the rule reads the import graph from
// the files, as `npm run lint` does). Type-aware rules are off: they would build the whole TypeScript program.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const probe = `test/unit/lint/cycle-probe-${process.pid}`;
const TYPE_AWARE = { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' } as const;
const eslint = new ESLint({ cwd: root, overrideConfig: { languageOptions: { parserOptions: { projectService: false } }, rules: TYPE_AWARE } });

/** Each file of the probe folder and its text; each case uses names of its own (the rule reads a file once). */
const FILES: Record<string, string> = {
  // A loop through a type-only import: records.ts ↔ message-feature-records.ts was one.
  'records.ts': "import type { Custom } from './featureRecords';\nexport type Row = { custom: Custom };\n",
  'featureRecords.ts': "import type { Row } from './records';\nexport type Custom = Record<string, unknown>;\nexport type Rows = Row[];\n",
  // Three files, one edge a lazy import (RowMenu ↔ RowMenuPopup was such a loop); an import out of it is fine.
  'menu.ts': "import { icon } from './menuIcon';\nexport const open = () => import('./menuPopup.js').then((m) => m.popup());\nexport const title = `${icon} Menu`;\n",
  'menuPopup.ts': "import { label } from './menuLabel';\nexport const popup = () => label;\n",
  'menuLabel.ts': "import { title } from './menu';\nexport const label = `${title}…`;\n",
  'menuIcon.ts': "export const icon = '≡';\n",
  // A file importing itself.
  'self.ts': "import type { Node } from './self';\nexport type Tree = { children: Node[] };\nexport type Node = Tree;\n",
  // A chain with no way back: nothing to report.
  'top.ts': "import { middle } from './middle';\nexport const top = middle + 1;\n",
  'middle.ts': "import { bottom } from './bottom';\nexport const middle = bottom + 1;\n",
  'bottom.ts': 'export const bottom = 1;\n',
};

/** `line: message` of each no-cycle problem ESLint finds in the probe file `name`. */
async function cycleProblems(name: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([`${probe}/${name}`]);
  return result!.messages.filter((m) => m.ruleId === 'cycles/no-cycle').map((m) => `${m.line}: ${m.message}`);
}

beforeAll(() => {
  mkdirSync(`${root}${probe}`, { recursive: true });
  for (const [name, text] of Object.entries(FILES)) writeFileSync(`${root}${probe}/${name}`, text);
});
afterAll(() => rmSync(`${root}${probe}`, { recursive: true, force: true }));

describe('import cycles', () => {
  it('refuses a two-file loop of type imports, in both files, naming the loop', async () => {
    expect(await cycleProblems('records.ts')).toEqual([
      `1: Import cycle: ${probe}/records.ts → ${probe}/featureRecords.ts → ${probe}/records.ts. Move what these files share into a module of its own (a lazy import() hides a cycle, it does not remove it).`,
    ]);
    expect(await cycleProblems('featureRecords.ts')).toHaveLength(1);
  });

  it('refuses a three-file loop closed by a lazy import(), at the import of the loop in each file', async () => {
    expect(await cycleProblems('menu.ts')).toEqual([
      expect.stringContaining(`2: Import cycle: ${probe}/menu.ts → ${probe}/menuPopup.ts → ${probe}/menuLabel.ts → ${probe}/menu.ts.`),
    ]);
    expect(await cycleProblems('menuLabel.ts')).toEqual([
      expect.stringContaining(`1: Import cycle: ${probe}/menuLabel.ts → ${probe}/menu.ts → ${probe}/menuPopup.ts → ${probe}/menuLabel.ts.`),
    ]);
    expect(await cycleProblems('menuIcon.ts')).toEqual([]);
  });

  it('refuses a file importing itself', async () => {
    expect(await cycleProblems('self.ts')).toEqual([expect.stringContaining(`1: Import cycle: ${probe}/self.ts → ${probe}/self.ts.`)]);
  });

  it('lets a chain of imports with no way back pass', async () => {
    for (const name of ['top.ts', 'middle.ts', 'bottom.ts']) expect(await cycleProblems(name)).toEqual([]);
  });
});
