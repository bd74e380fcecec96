/** The settings view's styles: adopted into the widget's shadow root with the view's code, not before. */
import { adoptStyles } from '../../shell/adoptStyles.js';

const SETTINGS_CSS = `
.bc-settings{display:flex;flex-direction:column;gap:4px;padding:12px}
.bc-settings:focus{outline:none}
.bc-setting-row{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:8px 0;font-size:14px;cursor:pointer}
.bc-switch{flex:none;width:20px;height:20px;margin:0;accent-color:var(--bc-primary);cursor:pointer}
.bc-switch:focus-visible{outline:2px solid var(--bc-primary);outline-offset:2px}
.bc-setting-bounce{display:flex;flex-direction:column;align-items:flex-start;gap:8px;padding:8px 0;font-size:14px}
.bc-setting-bounce p{margin:0}
.bc-setting-action{font:inherit;padding:6px 12px;border:1px solid var(--bc-primary);border-radius:6px;background:none;color:inherit;cursor:pointer}
.bc-setting-action:focus-visible{outline:2px solid var(--bc-primary);outline-offset:2px}
.bc-setting-note{margin:0 0 8px;font-size:13px;color:#a4001b}
.bc-root[data-scheme=dark] .bc-setting-bounce{display:flex;flex-direction:column;align-items:flex-start;gap:8px;padding:8px 0;font-size:14px}
.bc-setting-bounce p{margin:0}
.bc-setting-action{font:inherit;padding:6px 12px;border:1px solid var(--bc-primary);border-radius:6px;background:none;color:inherit;cursor:pointer}
.bc-setting-action:focus-visible{outline:2px solid var(--bc-primary);outline-offset:2px}
.bc-setting-note{color:#ff8a9a}
`;

/** Shadow roots that have the styles already. */
const styled = new WeakSet<ShadowRoot>();

/** Adopts the view's styles into the shadow root holding `element` (once per root). */
export function adoptSettingsStyles(element: Element): void {
  const root = element.getRootNode();
  if (!(root instanceof ShadowRoot) || styled.has(root)) return;
  styled.add(root);
  adoptStyles(root, [SETTINGS_CSS]);
}
