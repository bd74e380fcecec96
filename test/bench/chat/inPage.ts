/**
 * Helpers installed in every benchmark page before its scripts run (strings, not functions: tsx would wrap a
 * function's inner helpers in its own __name(), which the page does not have). `window.bench`:
 * - root(): the widget's shadow root, or the document on the plain page;
 * - when(selector, text): resolves with performance.now() once an element matching `selector` (containing
 *   `text`, if given) is in the DOM and shown, watched by a MutationObserver on the document and the shadow root;
 * - painted(): resolves after the next frame was produced (two animation frames);
 * - nodes(): elements in the root;
 * - frames: long animation frames (≥ 50 ms) seen so far, as durations.
 */
export const BENCH_HELPERS = `(() => {
  const root = () => document.querySelector('bounty-chat')?.shadowRoot ?? document;
  const frames = [];
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) frames.push(e.duration); })
      .observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
  const when = (selector, text) => new Promise((resolve) => {
    // Shown: a tree rendered ahead and kept hidden (display: none) does not count.
    const found = () => [...root().querySelectorAll(selector)].some((e) => e.checkVisibility() && (!text || e.textContent.includes(text)));
    if (found()) { resolve(performance.now()); return; }
    const options = { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['style'] };
    let watched = null;
    const observer = new MutationObserver(() => check());
    const check = () => {
      const r = root();
      if (r !== document && r !== watched) { watched = r; observer.observe(r, options); }
      if (!found()) return;
      const at = performance.now();
      observer.disconnect();
      clearInterval(timer);
      resolve(at);
    };
    observer.observe(document, options);
    const timer = setInterval(check, 20);
    check();
  });
  const painted = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))));
  const nodes = () => root().querySelectorAll('*').length;
  window.bench = { root, when, painted, nodes, frames };
})();`;
