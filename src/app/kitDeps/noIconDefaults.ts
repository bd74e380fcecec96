/**
 * The icons the kit's icon hook (useComponentContextIcons) spreads under a component's overrides, as that hook
 * imports them (rollup.config.mjs, the icon pass): none. The kit's hook spread all 88 icons (≈ 12 KiB gzip) into
 * every component that asks for one, so all of them loaded with the first channel; each call site now names its
 * own icons (build/kitIcons.mjs), so an icon loads with the components that draw it.
 */
export const icons_exports: Record<string, never> = {};
