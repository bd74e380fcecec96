/**
 * react-textarea-autosize (the kit's composer) measures text in one hidden <textarea> that it appends to
 * document.body and keeps for the page's life: module state we cannot scope. The widget moves it into its own
 * shadow root as soon as it appears, so the host's body gains no node and host styles cannot skew the
 * measurement; the library keeps using it wherever it is, and re-appends it to body only once it is detached.
 */

/** Whether `node` is the library's measuring textarea: it forces these hidden styles inline with !important. */
function isMeasuringTextarea(node: Node): node is HTMLTextAreaElement {
  if (!(node instanceof HTMLTextAreaElement)) return false;
  return node.getAttribute('aria-hidden') == 'true' && node.getAttribute('tabindex') == '-1'
    && node.style.getPropertyValue('z-index') == '-1000' && node.style.getPropertyPriority('z-index') == 'important';
}

/**
 * Keeps the measuring textarea inside `home` (an element in the widget's shadow root) while the widget lives.
 * The returned stop() detaches it, so the library re-appends it to body for the next widget that measures.
 */
export function keepMeasuringTextarea(doc: Document, home: HTMLElement): () => void {
  const adopt = (node: Node): void => { if (isMeasuringTextarea(node) && node.parentNode == doc.body) home.append(node); };
  doc.body?.childNodes.forEach(adopt);
  const observer = new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach(adopt)));
  if (doc.body) observer.observe(doc.body, { childList: true });
  return () => {
    observer.disconnect();
    for (const node of home.childNodes) if (isMeasuringTextarea(node)) node.remove();
  };
}
