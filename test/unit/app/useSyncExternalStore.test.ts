// The kit's store hooks subscribe through use-sync-external-store's shim; the widget points them at React's own
// hook, which is what the shim itself hands out on the React the widget ships.
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import * as React from 'react';
import { useSyncExternalStore } from '../../../src/app/kitDeps/useSyncExternalStore.js';

describe('useSyncExternalStore for the kit', () => {
  it("is React's own hook, the one the shim chooses on this React", () => {
    const shim = createRequire(import.meta.url)('use-sync-external-store/shim') as { useSyncExternalStore: unknown };
    expect(useSyncExternalStore).toBe(React.useSyncExternalStore);
    expect(shim.useSyncExternalStore).toBe(React.useSyncExternalStore);
  });
});
