/**
 * The kit's style rules that only lazy parts use (menus, dialogs, attachments, reactions, the thread …): the build
 * cuts them from the message view's stylesheet layer (`?message-view-lazy`, see cssAsString), and they arrive with
 * the first lazy part, which waits for them so that it never shows unstyled.
 */
import { importWhenOnline } from './importWhenOnline.js';

type Adopt = (css: string) => void;

/** Widget roots showing a message view; each adopts the layer when it arrives (or at once if it is here). */
const roots = new Set<Adopt>();
let css: string | undefined;
let loading: Promise<void> | undefined;

/** Calls `adopt` with the lazy layer once it is loaded; returns the unsubscribe. */
export function onLazyStyles(adopt: Adopt): () => void {
  roots.add(adopt);
  if (css !== undefined) adopt(css);
  return () => { roots.delete(adopt); };
}

/** Loads the lazy layer once and hands it to every root. */
export function loadLazyStyles(): Promise<void> {
  loading ??= importWhenOnline(() => import('stream-chat-react/dist/css/index.css?message-view-lazy')).then((module) => {
    css = module.default;
    for (const adopt of roots) adopt(css);
  });
  return loading;
}

/** `load()` (retried when offline, see importWhenOnline) together with the lazy layer. */
export function withLazyStyles<T>(load: () => Promise<T>): Promise<T> {
  return Promise.all([importWhenOnline(load), loadLazyStyles()]).then(([loaded]) => loaded);
}
