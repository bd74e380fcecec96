/** Finds the loader's own <script> tag, even when it runs async, deferred or after a re-parent. */
export function findOwnScript(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.src) return current;
  const scripts = document.querySelectorAll<HTMLScriptElement>('script[src]');
  for (let i = scripts.length - 1; i >= 0; i--) {
    const script = scripts[i] as HTMLScriptElement;
    if (/\/bounty-chat(\.min)?\.js([?#]|$)/.test(script.src)) return script;
  }
  return null;
}
