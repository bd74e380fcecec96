// One Escape closes one layer. The kit's emoji picker had no Escape of its own: the key reached the panel, which
// closed the conversation with the picker still open over it. The picker now closes on Escape, and only it.

// The new code is typed, in build/patches/code/.
import { resolve as resolvePath } from 'node:path';
import { root } from '../patchKit.mjs';

/** The import line of one function of build/patches/code/, under a `__` name. */
const code = (name) => `import { ${name} as __${name} } from ${JSON.stringify(resolvePath(root, 'build/patches/code', `${name}.ts`))};`;

/** @type {import('../kitPatches.mjs').KitPatch[]} */
export default [
  {
    file: 'plugins/Emojis/EmojiPicker.mjs',
    find: 'window.addEventListener("pointerdown", handlePointerDown);\n\t\treturn () => window.removeEventListener("pointerdown", handlePointerDown);',
    replace: 'window.addEventListener("pointerdown", handlePointerDown); const __stopEscape = __closePickerOnEscape(popperElement, referenceElement, () => setDisplayPicker(false));\n\t\treturn () => { window.removeEventListener("pointerdown", handlePointerDown); __stopEscape(); };',
    count: 1,
    why: 'Escape in the open emoji picker (or its search box) closed the conversation too, or nothing at all: it closes the picker only.',
    test: 'test/e2e/emojiEscape.test.ts',
    prepend: code('closePickerOnEscape'),
  },
];
