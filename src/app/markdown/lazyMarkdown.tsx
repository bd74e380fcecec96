/**
 * Stands in for react-markdown inside the kit's renderText (the build points the kit's import here): a plain
 * sentence renders as the one paragraph Markdown would give it, and the parser (≈ 60 KiB gzip with its remark
 * and rehype plugins) loads the first time a message needs it. From then on every message goes through it.
 */
import { useSyncExternalStore } from 'react';
import type { ReactElement } from 'react';
import type { Options } from 'react-markdown';
import { needsMarkdown } from '../../chat/markdown/needsMarkdown.js';
import { gfmStandIn } from './gfmStandIn.js';
import { provideUnistTools } from './unistStandIn.js';
import { importWhenOnline } from '../lazy/importWhenOnline.js';

interface Parser {
  Markdown: (options: Readonly<Options>) => ReactElement;
  defaultUrlTransform: (url: string) => string;
  gfm: NonNullable<Options['remarkPlugins']>[number];
}

let parser: Parser | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Fetches the Markdown parser once; components waiting for it re-render when it arrives. */
export function loadMarkdown(): Promise<void> {
  loading ??= importWhenOnline(() => Promise.all([import('react-markdown'), import('remark-gfm'), import('./unistTools.js')])).then(([markdown, gfm, tools]) => {
    // The kit's plugins run inside the parser: their tree tools first.
    provideUnistTools(tools);
    parser = { Markdown: markdown.default, defaultUrlTransform: markdown.defaultUrlTransform, gfm: gfm.default };
    for (const listener of listeners) listener();
  });
  return loading;
}

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = (): Parser | undefined => parser;

/** react-markdown's URL filter; only the real parser calls it, so it is loaded by then. */
export function defaultUrlTransform(url: string): string {
  return parser ? parser.defaultUrlTransform(url) : '';
}

/** The kit passes remark-gfm as a plugin: swap our stand-in for the real one. */
function withGfm(plugins: Options['remarkPlugins'], gfm: Parser['gfm']): Options['remarkPlugins'] {
  return plugins?.map((plugin) => {
    if (plugin === gfmStandIn) return gfm;
    if (Array.isArray(plugin) && plugin[0] === gfmStandIn) return [gfm, ...plugin.slice(1)] as typeof plugin;
    return plugin;
  });
}

/** react-markdown's component, or one plain paragraph while the parser is not needed yet. */
export default function LazyMarkdown(options: Readonly<Options>): ReactElement {
  const loaded = useSyncExternalStore(subscribe, current, current);
  const text = options.children ?? '';
  // A second rehype plugin is the kit's mention highlighter: mentions need the parser too.
  const plain = !needsMarkdown(text) && (options.rehypePlugins?.length ?? 0) <= 1;
  if (loaded) return <loaded.Markdown {...options} remarkPlugins={withGfm(options.remarkPlugins, loaded.gfm)} />;
  if (!plain) void loadMarkdown().catch(() => undefined);
  return <p>{text.trim()}</p>;
}
