/**
 * The box the kit's popovers (menus, reaction selector, emoji picker, mention list, tooltips) must stay in: the
 * widget's panel, not the host's window. floating-ui's flip, shift and auto-placement take it as their boundary
 * (src/app/shadow/panelPopovers.ts); it is read from the popover's reference element each time they run.
 */

/** What floating-ui hands a derivable option: the reference is an element or a virtual one with its context. */
interface Placement {
  elements: { reference: Element | { contextElement?: Element } };
}

/** floating-ui options `extra` with the panel around the reference as boundary (none found: floating-ui's own). */
export const inPanel = <T extends object>(extra?: T) => ({ elements: { reference } }: Placement): T & { boundary?: Element } => {
  const panel = ('closest' in reference ? reference : reference.contextElement)?.closest('.bc-panel');
  return { ...extra!, ...(panel && { boundary: panel }) };
};
