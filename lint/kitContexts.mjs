// The kit's context hooks that answer `undefined` outside their provider while their types say they always answer
// a value. A component that uses one where the provider may be missing crashes the whole conversation when it
// destructures the answer (the hover reaction button once did: the selector read the message menu's context
// outside any menu). The widget reads them only through src/app/kitDeps/kitContexts.ts, whose types admit
// `undefined`; lint refuses the kit's own import, and a unit test keeps this list in step with the kit.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The hooks, by name (test/unit/lint/kitContexts.test.ts finds them in the kit and compares). */
export const UNGUARDED_KIT_CONTEXT_HOOKS = [
  'useAttachmentSelectorContext', 'useChannelListItemContext', 'useContextMenuContext', 'useDragAndDropUploadContext',
  'useDropdownContext', 'useNotificationConfigurationContext', 'useSectionNavigatorContext', 'useThreadContext',
  'useThreadsViewContext', 'useVirtualizedMessageListContext',
];

/** Every `.mjs` file under `dir`. */
function moduleFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mjs'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every `.d.ts` file under `dir`, read. */
function declarations(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts'))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

/**
 * The kit's hooks (under `kit`, the package folder) that answer `undefined` outside their provider while their
 * declared type does not say so: the list UNGUARDED_KIT_CONTEXT_HOOKS must hold.
 */
export function unguardedKitHooks(kit) {
  const types = declarations(join(kit, 'dist/types'));
  return bareContextHooks(join(kit, 'dist/es')).filter((name) => {
    const declared = new RegExp(`declare const ${name}: \\(\\) => ([^;]+);`).exec(types);
    return declared !== null && !/\bundefined\b/.test(declared[1]);
  });
}

/**
 * The hooks of the kit's ES build (`kitEs`, its dist/es) that only return `useContext(X)`: no default, no check,
 * so `undefined` outside the provider. Their declared types are checked by the caller.
 */
export function bareContextHooks(kitEs) {
  const found = new Set();
  const shapes = [
    /\bvar (use\w+) = \(\) => (?:React\.)?useContext\(\w+\);/g,
    /\bfunction (use\w+)\(\) \{\s*return (?:React\.)?useContext\(\w+\);\s*\}/g,
  ];
  for (const file of moduleFiles(kitEs)) {
    const code = readFileSync(file, 'utf8');
    for (const shape of shapes) for (const match of code.matchAll(shape)) found.add(match[1]);
  }
  return [...found].sort();
}
