/**
 * Where keyboard focus goes as the panel's layers open and close. Opening the panel puts it on the view's start
 * (the list's search box, an open conversation's composer: elements marked `data-bc-start`). A layer that closes
 * and takes the focused element with it (the kit's message menu, a dialog) would leave focus on the host page's
 * body: it goes back to the element focused before the layer opened, or the nearest ancestor of it that can still
 * take it (the message, when its ⋯ hides as the menu closes).
 */

/** The attribute that marks a view's start: the first place focus goes when the panel opens on that view. */
export const START_ATTRIBUTE = 'data-bc-start';

/** Touch screens: focusing a text box there raises the on-screen keyboard over half the panel, unasked. */
export const movesFocusOnOpen = (): boolean => !window.matchMedia?.('(pointer: coarse)').matches;

/** Keys after which a layer may have closed under the focus. */
const CLOSING_KEYS = new Set(['Escape', 'Enter', ' ']);

/** Focuses `element`, else its nearest ancestor inside `within` that takes focus; true when one did. */
function focusNearest(element: Element | null, within: Element, root: ShadowRoot): boolean {
  for (let node = element; node && within.contains(node); node = node.parentElement) {
    if (!(node instanceof HTMLElement) || !node.isConnected) continue;
    if (node !== element && !node.hasAttribute('tabindex')) continue;
    node.focus({ preventScroll: true });
    if (root.activeElement === node) return true;
  }
  return false;
}

/** The panel's focus: `start()` on opening, and the return to the last focused element when focus is lost. */
export interface PanelFocus {
  /** Moves focus to the shown view's start, now or as soon as it renders (until something else takes focus). */
  start(): void;
  /** Forgets a pending start (the panel closed). */
  cancel(): void;
  /** For a view that just rendered its start element: takes the focus if the panel's opening is still waiting. */
  claim(element: HTMLElement): void;
  stop(): void;
}

/** Layers that open over the panel's views and close again: focus inside them is not a place to come back to. */
const LAYER = '[role=menu], [role=dialog], [role=alertdialog], .str-chat__dialog-overlay, .str-chat__modal';
/** When to look, after a key, whether a layer closed under the focus: after the re-render, and after a fade. */
const CHECK_AFTER_MS = [0, 250];

/** Follows focus in `panel` (and the kit's popups in `portals`) inside `root`. */
export function createPanelFocus(root: ShadowRoot, panel: HTMLElement, portals: HTMLElement): PanelFocus {
  let pending = false;
  // The last element focused in the panel outside any layer: where focus returns when a layer closes under it.
  let last: Element | null = null;
  const visibleStart = (): HTMLElement | undefined => Array.from(panel.querySelectorAll<HTMLElement>(`[${START_ATTRIBUTE}]`))
    .find((element) => element.checkVisibility());
  // The docked panel is a dialog itself: a layer is one inside it.
  const inLayer = (element: Element): boolean => {
    const layer = element.closest(LAYER);
    return !!layer && layer !== panel && panel.contains(layer);
  };
  const onFocusIn = (event: FocusEvent): void => {
    pending = false;
    const target = event.target as Element;
    if (panel.contains(target) && !inLayer(target)) last = target;
  };
  const restore = (): void => {
    if (root.activeElement || panel.hidden || !last) return;
    // Nothing left to return to (a view that went, as the conversation on Escape): that view's own code decides.
    focusNearest(last, panel, root);
  };
  // Captured: the kit's menus stop the Escape that closes them. Looked at once the key's handlers have run.
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const onKeyDown = (event: KeyboardEvent): void => {
    if (!CLOSING_KEYS.has(event.key)) return;
    for (const ms of CHECK_AFTER_MS) {
      const timer = setTimeout(() => { timers.delete(timer); requestAnimationFrame(restore); }, ms);
      timers.add(timer);
    }
  };
  panel.addEventListener('focusin', onFocusIn);
  portals.addEventListener('focusin', onFocusIn);
  panel.addEventListener('keydown', onKeyDown, true);
  portals.addEventListener('keydown', onKeyDown, true);
  return {
    start() {
      if (!movesFocusOnOpen() || panel.contains(root.activeElement)) return;
      const target = visibleStart();
      if (target) target.focus({ preventScroll: true });
      else pending = true;
    },
    cancel() { pending = false; },
    claim(element) {
      if (!pending || !element.checkVisibility()) return;
      pending = false;
      element.focus({ preventScroll: true });
    },
    stop() {
      for (const timer of timers) clearTimeout(timer);
      panel.removeEventListener('focusin', onFocusIn);
      portals.removeEventListener('focusin', onFocusIn);
      panel.removeEventListener('keydown', onKeyDown, true);
      portals.removeEventListener('keydown', onKeyDown, true);
    },
  };
}
