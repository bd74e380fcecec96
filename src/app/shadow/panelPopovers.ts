/**
 * floating-ui as the kit's popover hook (usePopoverPosition) imports it, with the panel as the box its popovers
 * stay in: the message menu, the reaction selector, the emoji picker, the mention list, the attachment menu and
 * the tooltips. floating-ui places them against the window, so in a 400 px panel a menu near the panel's top opened
 * upward over the host page, the menu of one's own message hung past the panel's left edge and the emoji picker
 * past its right. The build points that one kit import here (rollup.config.mjs, `hazardAliases`).
 */
import { autoPlacement as placeAuto, flip as flipAway, shift as shiftInto } from '@floating-ui/react';
import type { AutoPlacementOptions, FlipOptions, ShiftOptions } from '@floating-ui/react';
import { inPanel } from './panelBoundary.js';

export { autoUpdate, offset, size, useFloating } from '@floating-ui/react';

/** Flips a popover when the panel has no room on its side, not only when the window has none. */
export const flip = (options?: FlipOptions) => flipAway(inPanel(options));

/** Keeps a popover inside the panel, on both axes (the kit shifts along the main axis only). */
export const shift = (options?: ShiftOptions) => shiftInto(inPanel({ ...options, crossAxis: true }));

/** Chooses the side with the most room within the panel. */
export const autoPlacement = (options?: AutoPlacementOptions) => placeAuto(inPanel(options));
