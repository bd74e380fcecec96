import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { UNGUARDED_KIT_CONTEXT_HOOKS, unguardedKitHooks } from '../../../lint/kitContexts.mjs';

// The kit's context hooks that answer undefined outside their provider while typed as always answering: the hover
// reaction button's selector destructured one outside any menu and blanked the conversation. Lint refuses them
// from the kit, and this list must name every such hook the installed kit has (an upgrade that adds one fails here).
const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfig: { languageOptions: { parserOptions: { projectService: false } },
  rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' } } });

describe('the kit context hooks that answer undefined outside their provider', () => {
  it('are listed, every one the installed kit has', () => {
    expect(unguardedKitHooks(`${root}node_modules/stream-chat-react`)).toEqual([...UNGUARDED_KIT_CONTEXT_HOOKS].sort());
  });

  it.each(UNGUARDED_KIT_CONTEXT_HOOKS)('%s from the kit is refused in the app', async (hook) => {
    const [result] = await eslint.lintText(`import { ${hook} } from 'stream-chat-react';\nexport const x = ${hook};`,
      { filePath: `${root}src/app/ui/MessageView/forbidden.tsx` });
    expect(result!.messages.map((m) => m.ruleId)).toEqual(['no-restricted-imports']);
  });

  it('the kit\'s other hooks stay allowed', async () => {
    const [result] = await eslint.lintText("import { useMessageContext } from 'stream-chat-react';\nexport const x = useMessageContext;",
      { filePath: `${root}src/app/ui/MessageView/allowed.tsx` });
    expect(result!.messages).toEqual([]);
  });
});
