/**
 * dist/bounty-chat.js: installs `window.BountyChat` once, reads its own tag, replays the snippet's queue.
 * It carries no React and no SDK; the app is loaded with import() from next to this file on init.
 */
import { createBountyChat, replayQueue } from './createBountyChat.js';
import { APP_PATH } from './appEntry.js';
import { findOwnScript } from './scriptTag.js';

const previous = window.BountyChat;
if (!previous?.loaded) {
  const script = findOwnScript();
  const api = createBountyChat({
    appUrl: new URL(APP_PATH, script?.src ?? location.href).href,
    apiHost: script?.getAttribute('data-api-host') ?? null,
  });
  window.BountyChat = api;
  replayQueue(api, previous?.q ?? []);
}
