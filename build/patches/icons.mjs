// The kit's icon hook spreads every icon into each component that asks for one; it takes the icons the call site
// names instead (build/kitIcons.mjs rewrites the call sites), so icons leave the first chunk unless drawn there.
const file = 'context/useComponentContextIcons.mjs';
const why = 'All 88 icons (≈ 12 KiB gzip) loaded with the first channel because one hook spread them all.';
const test = 'test/e2e/firstOpenSize.test.ts';

/** @type {import('../kitPatches.mjs').KitPatch[]} */
export default [
  { file, find: 'import { icons_exports } from "../components/Icons/icons.mjs";\n', replace: '', count: 1, why, test },
  { file, find: 'var useComponentContextIcons = () => {', replace: 'var useComponentContextIcons = (defaults) => {', count: 1, why, test },
  { file, find: '...icons_exports,', replace: '...defaults,', count: 1, why, test },
];
