// Import lines the kit patches prepend: our shadow-root helpers (src/app/shadow), by absolute path.
import { resolve as resolvePath } from 'node:path';
import { root } from './patchKit.mjs';

const shadowImport = (names, file) => `import { ${names} } from ${JSON.stringify(resolvePath(root, 'src/app/shadow', file))};`;

/** `__useWidgetRoot()`: the widget's shadow root and portal host. */
export const useWidgetRoot = shadowImport('useWidgetRoot as __useWidgetRoot', 'widgetRoot.ts');

/** `__useModalManagerId()` / `__isModalManagerId(id)`: one modal manager per widget. */
export const modalIds = shadowImport('useModalManagerId as __useModalManagerId, isModalManagerId as __isModalManagerId', 'modalManagerId.ts');

/** `__mountEmojiPicker(picker, element)`: emoji-mart's picker with adopted (CSP-safe) styles. */
export const emojiPickerStyles = shadowImport('mountEmojiPicker as __mountEmojiPicker', 'emojiPickerStyles.ts');

/** `__deepActiveElement()` / `__deepQuerySelectorAll(selector)`: focus and queries that enter shadow roots. */
export const deepDom = shadowImport('deepActiveElement as __deepActiveElement, deepQuerySelectorAll as __deepQuerySelectorAll', 'deepDom.ts');
