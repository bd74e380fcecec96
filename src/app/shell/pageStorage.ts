/** The page's localStorage, for the widget's small per-user flags (device notices, the private-chat notice). */
import type { KeyValueStorage } from '../../chat/seenChannels.js';

/** localStorage, or null where reading it throws (blocked storage, sandboxed frames). */
export function pageStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
