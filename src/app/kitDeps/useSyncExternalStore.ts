/**
 * The kit imports useSyncExternalStore from use-sync-external-store's shim, which on React 18 and later hands
 * out React's own hook and carries a fallback for older Reacts: the widget ships React 19, so the build points
 * those imports here (build/kitAliases.mjs) and the fallback stays out of the conversation.
 */
export { useSyncExternalStore } from 'react';
