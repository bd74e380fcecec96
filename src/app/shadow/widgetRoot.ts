/** Where the kit's portals and lookups must go when it lives in our shadow root (see rollup's shadow patches). */
import { createContext, createElement, useContext } from 'react';
import type { ReactNode } from 'react';

/** The shadow root the widget renders into, and the element that holds its portals. */
export interface WidgetRoot {
  root: ShadowRoot | Document;
  portalHost: HTMLElement;
}

const WidgetRootContext = createContext<WidgetRoot | null>(null);

/** Gives the kit (through the build-time patches) the widget's own root instead of `document`. */
export function WidgetRootProvider({ value, children }: { value: WidgetRoot; children: ReactNode }) {
  return createElement(WidgetRootContext.Provider, { value }, children);
}

/** The nearest widget root; outside one (never in the widget) it falls back to the document. */
export function useWidgetRoot(): WidgetRoot {
  return useContext(WidgetRootContext) ?? { root: document, portalHost: document.body };
}
