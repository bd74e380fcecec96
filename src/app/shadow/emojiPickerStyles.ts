/**
 * emoji-mart's picker is a custom element that puts its CSS in a <style> inside its own shadow root, which a
 * strict Content-Security-Policy blocks (style-src without 'unsafe-inline'). The kit's Picker wrapper is
 * patched at build time to create the element detached, so the <style> is never parsed, and to mount it here
 * with the same CSS as an adopted constructable stylesheet, which CSP allows.
 */

/** Converts `picker`'s <style> elements to adopted sheets, then mounts it as the only child of `parent`. */
export function mountEmojiPicker<T extends HTMLElement>(picker: T, parent: HTMLElement | null): T {
  const root = picker.shadowRoot;
  if (root) {
    const sheets = [...root.querySelectorAll('style')].map((style) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(style.textContent ?? '');
      style.remove();
      return sheet;
    });
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
  }
  parent?.replaceChildren(picker);
  return picker;
}
