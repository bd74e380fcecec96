/**
 * Which of a user's tabs was focused last, shared through localStorage, so that only that tab sends the
 * e-mails about a message (every open tab receives the same message.new; without this each would e-mail).
 */

/** The part of Storage used; a port so tests and storage-less pages can pass their own. */
export interface FocusStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The part of the window watched for focus. */
export interface FocusWindow {
  addEventListener(type: 'focus' | 'pagehide', listener: () => void): void;
  removeEventListener(type: 'focus' | 'pagehide', listener: () => void): void;
  document: {
    visibilityState: string;
    hasFocus(): boolean;
    addEventListener(type: 'visibilitychange', listener: () => void): void;
    removeEventListener(type: 'visibilitychange', listener: () => void): void;
  };
}

/** What is stored under the key. */
export interface FocusRecord {
  tabId: string;
  at: number;
}

/** Where one widget instance stands among the user's tabs. */
export interface LastFocus {
  /** True when this tab was focused most recently, or no tab has claimed focus (or storage is unusable). */
  isLastFocused(): boolean;
  /** Stops listening and, when this tab holds the claim, gives it up so the others may send. */
  destroy(): void;
}

/** What trackLastFocus needs. */
export interface LastFocusOptions {
  userId: string;
  storage: FocusStorage | null;
  window: FocusWindow;
  tabId?: string;
  now?: () => number;
}

/** The localStorage key for a user's last-focused tab. */
export const lastFocusKey = (userId: string): string => `bountychat:last-focus:${userId}`;

/** Starts claiming focus for this tab on window focus or when it becomes visible. */
export function trackLastFocus(options: LastFocusOptions): LastFocus {
  const { storage, window: win } = options;
  const key = lastFocusKey(options.userId);
  const tabId = options.tabId ?? randomTabId();
  const now = options.now ?? Date.now;

  // Storage can throw (quota, disabled cookies, sandboxed frames): then every tab may send, as without the rule.
  const read = (): FocusRecord | null => {
    try {
      return parseRecord(storage?.getItem(key) ?? null);
    } catch {
      return null;
    }
  };
  const claim = (): void => {
    try {
      storage?.setItem(key, JSON.stringify({ tabId, at: now() } satisfies FocusRecord));
    } catch { /* see read() */ }
  };
  const release = (): void => {
    try {
      if (read()?.tabId === tabId) storage?.removeItem(key);
    } catch { /* see read() */ }
  };
  const onVisibility = (): void => {
    if (win.document.visibilityState === 'visible') claim();
  };

  win.addEventListener('focus', claim);
  win.addEventListener('pagehide', release);
  win.document.addEventListener('visibilitychange', onVisibility);
  if (win.document.hasFocus()) claim();

  return {
    isLastFocused() {
      const record = read();
      return record === null || record.tabId === tabId;
    },
    destroy() {
      win.removeEventListener('focus', claim);
      win.removeEventListener('pagehide', release);
      win.document.removeEventListener('visibilitychange', onVisibility);
      release();
    },
  };
}

function parseRecord(raw: string | null): FocusRecord | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { tabId, at } = value as Record<string, unknown>;
    return typeof tabId === 'string' && typeof at === 'number' ? { tabId, at } : null;
  } catch {
    return null;
  }
}

function randomTabId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
