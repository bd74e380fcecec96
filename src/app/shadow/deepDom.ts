/**
 * Shadow-aware replacements for the kit's `document.activeElement` and document-wide queries. They walk into
 * open shadow roots instead of keeping a registry, so two widgets on one page need no shared state.
 */

/** The focused element, looking through open shadow roots (document.activeElement stops at the host). */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** querySelectorAll over the document and every widget's shadow root, in document order. */
export function deepQuerySelectorAll(selector: string): { item(index: number): Element | null; length: number } {
  const found: Element[] = [...document.querySelectorAll(selector)];
  for (const host of document.querySelectorAll('bounty-chat')) {
    if (host.shadowRoot) found.push(...host.shadowRoot.querySelectorAll(selector));
  }
  return { item: (index) => found[index] ?? null, length: found.length };
}
