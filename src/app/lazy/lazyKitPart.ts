/**
 * A kit component that loads on first use (build/lazyKitParts.mjs generates the modules that call this): it renders
 * nothing until `useShown(props)` is first true (a dialog opened, a prop set), then fetches the component and keeps
 * it mounted, so the real one runs its own closing. Meanwhile, and while its code and the lazy parts' style rules
 * (lazyStyles.ts) are on the way, nothing shows, or `Placeholder` where one keeps the part's place on screen.
 */
import { Suspense, createElement, lazy, useState } from 'react';
import type { ComponentType } from 'react';
import { withLazyStyles } from './lazyStyles.js';

/** Whether the part is wanted now (called on every render, so it may call hooks). */
export type ShownHook<P> = (props: P) => boolean;

const always = (): boolean => true;

/** The stand-in for the kit's `name`, loaded by `load` when `useShown` first says so. */
export function lazyKitPart<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  useShown: ShownHook<P> = always,
  Placeholder?: ComponentType<P>,
): ComponentType<P> {
  // A fetch that failed (the network, a CDN hiccup) is not kept: React keeps a lazy component's rejection for good,
  // so the next mount (the conversation's "Reload") gets a fresh one that fetches again.
  const fresh = () => lazy(() => withLazyStyles(load).then((component) => ({ default: component }), (error: unknown) => {
    Loaded = fresh();
    throw error;
  }));
  let Loaded = fresh();
  function LazyKitPart(props: P) {
    const shown = useShown(props);
    const [opened, setOpened] = useState(false);
    if (shown && !opened) setOpened(true);
    const kept = Placeholder ? createElement(Placeholder, props) : null;
    if (!shown && !opened) return kept;
    return createElement(Suspense, { fallback: kept }, createElement(Loaded, props));
  }
  LazyKitPart.displayName = `Lazy(${name})`;
  return LazyKitPart;
}
