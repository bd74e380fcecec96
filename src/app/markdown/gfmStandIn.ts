/**
 * Stands in for remark-gfm inside the kit's renderText: a marker the lazy Markdown component replaces with the
 * real plugin, which loads with the parser (see lazyMarkdown.tsx).
 */

/** Never run as a plugin: lazyMarkdown swaps it for remark-gfm before the parser sees it. */
export function gfmStandIn(): void {}

export default gfmStandIn;
