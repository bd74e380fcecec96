// The kit places its popovers (the message menu, the reaction selector, the emoji picker, the mention list, the
// attachment menu, tooltips) with floating-ui against the window. In a 400 px panel that let a menu open upward
// over the host page or hang past the panel's edge. Flip, shift and auto-placement get the panel as their boundary
// (src/app/shadow/panelBoundary.ts), and shift may also move a popover along the other axis so it never leaves it.
import { resolve as resolvePath } from 'node:path';
import { root } from '../patchKit.mjs';

const TEST = 'test/e2e/popovers.test.ts';
const FILE = 'components/Dialog/hooks/usePopoverPosition.mjs';
const inPanel = `import { inPanel as __inPanel } from ${JSON.stringify(resolvePath(root, 'src/app/shadow/panelBoundary.ts'))};`;

/** @type {import('../kitPatches.mjs').KitPatch[]} */
export default [
  {
    file: FILE,
    find: '[flip()]',
    replace: '[flip(__inPanel())]',
    count: 1,
    why: 'A popover flipped only when the window had no room, so a menu near the panel\'s top opened upward over the host page; it flips when the panel has no room.',
    test: TEST,
    prepend: inPanel,
  },
  {
    file: FILE,
    find: '[shift(mergedShiftOptions)]',
    replace: '[shift(__inPanel({ ...mergedShiftOptions, crossAxis: true }))]',
    count: 1,
    why: 'A popover was shifted into the window only, so the menu of one\'s own message hung past the panel\'s left edge and the emoji picker past its right; it is shifted into the panel, on both axes.',
    test: TEST,
    prepend: inPanel,
  },
  {
    file: FILE,
    find: /autoPlacement\((\{ alignment: [^}]+\})\)/,
    replace: 'autoPlacement(__inPanel($1))',
    count: 1,
    why: 'Auto-placement chose the side with the most room in the window; it chooses within the panel.',
    test: TEST,
    prepend: inPanel,
  },
];
