// The kit extends dayjs with its utc and timezone plugins (≈ 2 KiB gzip on every conversation) only to honour a
// `timezone` option of its translator, which the widget never sets: without one the kit calls `.tz(undefined)`,
// the browser's own zone, which is what dayjs shows anyway. Without the plugins the kit takes its own branch for
// parsers that cannot convert zones and formats in the browser's zone: the visitor's local time, as before.
const file = 'i18n/Streami18n.mjs';
const why = "dayjs's utc and timezone plugins only serve a translator time-zone option the widget never sets; times stay in the visitor's own zone without them.";
const test = 'test/e2e/kitLocale.test.ts';
const saves = 'dayjs utc and timezone plugins left out';

/** @type {import('../kitPatches.mjs').KitPatch[]} */
export default [
  { file, find: /import (utc|timezone) from "dayjs\/plugin\/\1\.js";\n/, replace: '', count: 2, why, test, saves },
  { file, find: /Dayjs\.extend\((utc|timezone)\);\n/, replace: '', count: 2, why, test, saves },
];
