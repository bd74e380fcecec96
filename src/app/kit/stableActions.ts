/**
 * One object of channel actions that stays the same while the channel does, each action calling the latest
 * version: the kit's Channel rebuilt its action context on every render (its handlers are recreated each time),
 * so a typing or read event re-rendered every message that reads an action. Used by a build-time kit patch.
 */

/** Stable wrappers over `latest.current`'s functions; other fields read through to the latest value. */
export function stableActions<T extends object>(latest: { readonly current: T }): T {
  const stable = {} as T;
  for (const key of Object.keys(latest.current) as (keyof T & string)[]) {
    if (typeof latest.current[key] === 'function') {
      const call = (...args: unknown[]): unknown => (latest.current[key] as (...a: unknown[]) => unknown)(...args);
      Object.defineProperty(stable, key, { value: call, enumerable: true });
    } else {
      Object.defineProperty(stable, key, { get: () => latest.current[key], enumerable: true });
    }
  }
  return stable;
}
