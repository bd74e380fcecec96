/**
 * dist/bounty-chat.mjs: the same surface for hosts that import it (a React host, a bundler).
 * Shares `window.BountyChat` with a script-tag copy so one page never runs two loaders.
 */
import { createBountyChat, replayQueue } from './createBountyChat.js';
import { APP_PATH } from './appEntry.js';
import { findOwnScript } from './scriptTag.js';
import type { BountyChatApi } from './types.js';

export { createBountyChat } from './createBountyChat.js';
export type { LoaderEnvironment } from './createBountyChat.js';
export type * from './types.js';

function install(): BountyChatApi {
  const previous = window.BountyChat;
  if (previous?.loaded) return previous;
  // The page may also carry the script tag, whose copy has not run yet: this copy replays the snippet's
  // queue, so it must honour that tag's data-api-host or a queued init without apiHost would be lost.
  const tag = findOwnScript();
  const api = createBountyChat({ appUrl: new URL(APP_PATH, import.meta.url).href, apiHost: tag?.getAttribute('data-api-host') ?? null });
  window.BountyChat = api;
  replayQueue(api, previous?.q ?? []);
  return api;
}

/** The page's BountyChat surface. */
export const BountyChat: BountyChatApi = install();
