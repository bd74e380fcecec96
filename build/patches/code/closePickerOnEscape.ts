/**
 * The kit's emoji picker has no Escape of its own (build/patches/escape.mjs): the key went on to the panel, which
 * closed the conversation under the open picker, and in the picker's search box emoji-mart took it and only blurred
 * the box, so focus fell out of the widget and nothing answered. One Escape closes one layer: emoji-mart keeps its
 * own inner layers (the skin-tone menu, a search with text, which it clears), the picker is the next one.
 */

/** The deepest element an event came from (inside emoji-mart's open shadow root too). */
const origin = (event: Event): EventTarget | undefined => event.composedPath()[0];

/** Whether emoji-mart will handle this Escape itself: its skin-tone menu is open, or its search box holds text. */
function pickerHandles(event: Event, popper: HTMLElement): boolean {
  if (popper.querySelector('em-emoji-picker')?.shadowRoot?.querySelector('[data-menu]')) return true;
  const from = origin(event);
  return from instanceof HTMLInputElement && from.value !== '' && popper.contains((from.getRootNode() as ShadowRoot).host ?? null);
}

/**
 * While the picker is open, Escape anywhere in the widget closes it (and nothing else); focus inside the picker
 * goes back to the emoji button, so the next Escape reaches the panel. Returns the listener's removal.
 */
export function closePickerOnEscape(popper: HTMLElement, button: HTMLElement, close: () => void): () => void {
  const root = button.getRootNode() as ShadowRoot | Document;
  const onKeyDown = (event: Event): void => {
    if ((event as KeyboardEvent).key !== 'Escape' || event.defaultPrevented || pickerHandles(event, popper)) return;
    // Captured at the widget's root, before the panel's own Escape (which would close the conversation).
    event.preventDefault();
    event.stopPropagation();
    if (root.activeElement && popper.contains(root.activeElement)) button.focus();
    close();
  };
  root.addEventListener('keydown', onKeyDown, true);
  return () => root.removeEventListener('keydown', onKeyDown, true);
}
