/** The settings view's code, fetched on the first click on the list's settings button (never before). */
import { useCallback, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import type { SettingsViewProps } from './SettingsView.js';

/** The loaded view. */
export type LoadedSettingsView = ComponentType<SettingsViewProps>;

/** `View` once loaded (else undefined); `load()` fetches it (idempotent, never rejects; a failure may be retried). */
export function useSettingsView(): { View: LoadedSettingsView | undefined; load(): void } {
  const [View, setView] = useState<LoadedSettingsView | undefined>(undefined);
  const loading = useRef<Promise<void> | undefined>(undefined);
  const load = useCallback(() => {
    loading.current ??= import('./SettingsView.js')
      .then(({ SettingsView }) => setView(() => SettingsView))
      .catch(() => { loading.current = undefined; });
  }, []);
  return { View, load };
}
