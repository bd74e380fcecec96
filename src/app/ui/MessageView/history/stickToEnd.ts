/**
 * A list read at its end stays at its end while its rows grow: a photo or a file card takes its height only once
 * it has loaded, well after the message was drawn, and the virtualized list follows such growth only in the first
 * tenth of a second after a row is added, so one's own photo was left half behind the composer.
 */

/** Within this many px of its end, the list reads as at its end. */
const SLACK = 8;
/** A scroll of the reader's own within this long is hers to finish: the list is not moved under her. */
const HANDS_OFF_MS = 400;

/** Keeps `scroller` (the list's scroller) at its end when its contents grow while it was there. Returns the undoing. */
export function stickToEnd(scroller: HTMLElement): () => void {
  // The rows' own box (the parent of the drawn rows), not the scroller's first child: that one is as tall as the
  // scroller, whatever the rows.
  const content = scroller.querySelector('[data-item-index]')?.parentElement;
  if (!content) return () => undefined;
  const distance = () => scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight;
  let atEnd = distance() <= SLACK;
  let touchedAt = 0;
  const touched = () => { touchedAt = performance.now(); };
  const scrolled = () => { if (scroller.clientHeight > 0) atEnd = distance() <= SLACK; };
  const grown = new ResizeObserver(() => {
    // A hidden view has no size: nothing to keep, and its next showing is measured afresh.
    if (scroller.clientHeight === 0) return;
    if (atEnd && distance() > SLACK && performance.now() - touchedAt > HANDS_OFF_MS) scroller.scrollTop = scroller.scrollHeight;
    atEnd = distance() <= SLACK;
  });
  grown.observe(content, { box: 'border-box' });
  const inputs = ['wheel', 'touchstart', 'touchmove', 'keydown', 'pointerdown'] as const;
  for (const type of inputs) scroller.addEventListener(type, touched, { passive: true });
  scroller.addEventListener('scroll', scrolled, { passive: true });
  return () => {
    grown.disconnect();
    for (const type of inputs) scroller.removeEventListener(type, touched);
    scroller.removeEventListener('scroll', scrolled);
  };
}
