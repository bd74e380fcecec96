import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own ESLint config reports each forbidden import below, judged by where the import lands however
// many ../ it takes. The sources do not exist: they are linted from memory, which the type-aware rules cannot
// do (they need the file in the TypeScript project), so those are switched off here and tested on a real file.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const TYPE_AWARE = { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' } as const;
const fromMemory = new ESLint({ cwd: root, overrideConfig: { languageOptions: { parserOptions: { projectService: false } }, rules: TYPE_AWARE } });

/** `rule: message` for each problem ESLint finds in `code` as if it were the file `path`. */
async function problems(path: string, code: string, eslint = fromMemory): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('layer boundaries', () => {
  it.each([
    ['src/app/ui/ChannelList/Forbidden.tsx', "import { init } from '../../../loader/esm.js';\nexport const x = init;", 'src/app may not import src/loader (../../../loader/esm.js)'],
    ['src/chat/channelList/forbidden.ts', "export { buildServer } from '../../server/index.js';", 'src/chat may not import src/server (../../server/index.js)'],
    ['src/contract/forbidden.ts', "import type { HostApi } from '../chat/hostApi.js';\nexport type X = HostApi;", 'src/contract may not import src/chat'],
    ['src/react/forbidden.tsx', "import { init } from '../loader/esm.js';\nexport const x = init;", 'src/react may import src/loader with `import type` only'],
    ['src/server/forbidden.ts', "export const load = () => import('../app/index.js');", 'src/server may not import src/app'],
  ])('%s: the import is reported', async (path, code, message) => {
    const found = await problems(path, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(`layers/layers: ${message}`);
  });

  it.each([
    ['src/app/ui/ChannelList/allowed.ts', "import { channelListReducer } from '../../../chat/channelList/channelListReducer.js';\nexport const r = channelListReducer;"],
    ['src/react/allowed.ts', "import type { InitOptions } from '../loader/esm.js';\nexport type O = InitOptions;"],
    ['test/unit/anything.ts', "import { buildServer } from '../../src/server/index.js';\nexport const b = buildServer;"],
  ])('%s: an allowed import passes', async (path, code) => {
    expect(await problems(path, code)).toEqual([]);
  });
});

describe('promises and hooks', () => {
  it('reports a floating promise and a promise where a void callback goes', async () => {
    const path = `test/unit/lint/probe-${process.pid}.ts`;
    const code = 'export function f(p: () => Promise<void>, on: (cb: () => void) => void): void {\n  p();\n  on(async () => { await p(); });\n}\n';
    writeFileSync(`${root}${path}`, code);
    try {
      const found = await problems(path, code, new ESLint({ cwd: root }));
      expect(found.map((m) => m.split(':')[0])).toEqual(['@typescript-eslint/no-floating-promises', '@typescript-eslint/no-misused-promises']);
    } finally {
      rmSync(`${root}${path}`, { force: true });
    }
    // Type-aware rules build the whole TypeScript program first: tens of seconds on a busy 2-core machine.
  }, 120_000);

  it('reports a hook called conditionally and an effect missing a dependency', async () => {
    const found = await problems('src/app/ui/Forbidden.tsx', [
      "import { useEffect, useState } from 'react';",
      'export function View({ on, id }: { on: boolean; id: string }) {',
      '  if (on) useState(0);',
      '  useEffect(() => { console.log(id); }, []);',
      '  return null;',
      '}',
    ].join('\n'));
    expect(found.map((m) => m.split(':')[0]).sort()).toEqual(['react-hooks/exhaustive-deps', 'react-hooks/rules-of-hooks']);
  });
});
