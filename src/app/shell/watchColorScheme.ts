/** Resolves colorScheme 'auto' against the system setting and follows its changes. */

/** The resolved scheme and how to stop following it. */
export interface ColorSchemeWatch {
  current(): 'light' | 'dark';
  stop(): void;
}

/** Watches `prefers-color-scheme` only for 'auto'; `view` is the window (a port, for tests). */
export function watchColorScheme(
  setting: 'light' | 'dark' | 'auto',
  view: Pick<Window, 'matchMedia'>,
  onChange: (scheme: 'light' | 'dark') => void,
): ColorSchemeWatch {
  if (setting != 'auto') return { current: () => setting, stop: () => undefined };
  const query = view.matchMedia('(prefers-color-scheme: dark)');
  const listener = (): void => onChange(query.matches ? 'dark' : 'light');
  query.addEventListener('change', listener);
  return {
    current: () => (query.matches ? 'dark' : 'light'),
    stop: () => query.removeEventListener('change', listener),
  };
}
