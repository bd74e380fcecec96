/**
 * Escape closes the innermost layer only: the composer's suggestion list, then a menu or modal, then the thread,
 * then the channel or the settings view (back to the list), and only then the panel.
 */

/** The layers, innermost first. */
export const ESCAPE_LAYERS = ['suggestions', 'menu', 'thread', 'channel', 'settings', 'panel'] as const;

/** One layer. */
export type EscapeLayer = (typeof ESCAPE_LAYERS)[number];

/** Which layers are open when Escape is pressed. */
export type OpenLayers = Partial<Record<EscapeLayer, boolean>>;

/** The layer Escape closes, or null when none is open (an inline panel never closes). */
export function innermostLayer(open: OpenLayers): EscapeLayer | null {
  return ESCAPE_LAYERS.find((layer) => open[layer]) ?? null;
}

/** Layers whose own component closes them on Escape (the kit's suggestion list, menus and modals): others leave them be. */
export const closesItself = (layer: EscapeLayer | null): boolean => layer === 'suggestions' || layer === 'menu';

/**
 * The layer "‹ Back" closes: one level, like Escape without the menus: the thread (back to its conversation), else
 * the channel or the settings view (back to the list); null when there is nothing to go back from.
 */
export function backLayer(open: OpenLayers): 'thread' | 'channel' | 'settings' | null {
  return (['thread', 'channel', 'settings'] as const).find((layer) => open[layer]) ?? null;
}
