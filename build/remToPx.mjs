/**
 * `1.5rem` → `24px`. Inside the widget's shadow root `rem` still follows the host page's <html> font size, so a
 * host with `html { font-size: 40px }` would scale the kit's gallery buttons, recorder timer and drag handle.
 * The kit's own sizes assume the 16 px default, so the build pins them to it (build/patches/css.mjs).
 */
export const REM = /(?<![\w.-])(-?)(\d*\.?\d+)rem(?![\w-])/g;

/** One rem length as px at 16 px per rem (a String.prototype.replace callback for REM). */
export function remToPx(_match, sign, number) {
  return `${sign}${Number((Number(number) * 16).toFixed(4))}px`;
}
