/** The host's theme as CSS: primary colour and stacking through our variables and the kit's --str-chat__*. */
import type { Theme } from '../../chat/hostApi.js';

/** CSS for `theme`; a colour the browser does not accept is ignored rather than injected. */
export function themeStyles(theme: Theme | undefined, supportsColor: (value: string) => boolean): string {
  const rules: string[] = [];
  const color = theme?.primaryColor;
  if (color && supportsColor(color)) {
    rules.push(`.bc-root{--bc-primary:${color}}`, `.bc-root .str-chat{--str-chat__accent-primary:${color};--str-chat__brand-500:${color};--str-chat__brand-400:${color}}`);
  }
  if (theme?.zIndex !== undefined) rules.push(`.bc-root{--bc-z:${Math.trunc(theme.zIndex)}}`);
  return rules.join('\n');
}
