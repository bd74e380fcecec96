/** The tree tools the kit's Markdown plugins use, loaded with the parser (lazyMarkdown.tsx, unistStandIn.ts). */
export { visit } from 'unist-util-visit';
export { u } from 'unist-builder';
export { findAndReplace } from 'hast-util-find-and-replace';
