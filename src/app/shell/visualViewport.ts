/**
 * Keeps the frame told about the visual viewport (what the person sees): its size and offset as CSS variables,
 * and `data-phone` when it is phone-sized. A host page laid out wider than the phone (630 px on a 375 px screen)
 * has a layout viewport of 630 px; fixed elements and media queries follow that one, so the panel would be laid
 * out for 630 px with half of it off screen.
 */

/** Widest visual viewport that still gets the full-screen panel. */
export const PHONE_MAX_WIDTH = 480;

/** Follows `view`'s visual viewport onto `frame`; returns the stop function. */
export function followVisualViewport(view: Window, frame: HTMLElement): () => void {
  const viewport = view.visualViewport;
  const update = (): void => {
    const width = viewport?.width ?? view.innerWidth;
    const height = viewport?.height ?? view.innerHeight;
    frame.dataset.phone = String(width <= PHONE_MAX_WIDTH);
    frame.style.setProperty('--bc-vv-w', `${width}px`);
    frame.style.setProperty('--bc-vv-h', `${height}px`);
    frame.style.setProperty('--bc-vv-x', `${viewport?.offsetLeft ?? 0}px`);
    frame.style.setProperty('--bc-vv-y', `${viewport?.offsetTop ?? 0}px`);
  };
  update();
  const target: EventTarget = viewport ?? view;
  target.addEventListener('resize', update);
  target.addEventListener('scroll', update);
  return () => {
    target.removeEventListener('resize', update);
    target.removeEventListener('scroll', update);
  };
}
