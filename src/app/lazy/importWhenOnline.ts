/**
 * Fetches a lazily loaded chunk and, when that fails (the person went offline, a flaky network), tries again
 * once the browser is back online, or after a short pause when it thinks it is online. A React.lazy part built
 * on this stays suspended (its fallback shows) instead of throwing into render, which would unmount the whole
 * widget: a chat that goes blank because a menu's code could not be fetched while offline.
 */
export function importWhenOnline<T>(load: () => Promise<T>, attemptsWhileOnline = 4): Promise<T> {
  return load().catch((error: unknown) => {
    const online = navigator.onLine;
    if (online && attemptsWhileOnline <= 1) throw error;
    return nextAttempt(online).then(() => importWhenOnline(load, online ? attemptsWhileOnline - 1 : attemptsWhileOnline));
  });
}

/** Resolves when it is worth trying again: at the `online` event, or a second later when already online. */
function nextAttempt(online: boolean): Promise<void> {
  return new Promise((resolve) => {
    if (online) setTimeout(resolve, 1_000);
    else addEventListener('online', () => resolve(), { once: true });
  });
}
