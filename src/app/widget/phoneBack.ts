/**
 * Going back a level: the title bar's back button, and on a phone the browser's back, which steps out of a
 * thread, a conversation, then the panel.
 */
import { backLayer } from '../../chat/escapeLayers.js';
import type { ResolvedInitOptions } from '../../chat/hostApi.js';
import { openDepth } from '../../chat/phoneHistory.js';
import type { ChannelRequests } from '../shell/channelRequests.js';
import type { Shell } from '../shell/createShell.js';
import type { EscapeBridge } from '../shell/escapeBridge.js';
import { createPhoneHistory } from '../shell/phoneHistory.js';

/** Back goes up one level: out of a thread to its conversation, else to the list. */
export function backOneLevel(escape: EscapeBridge, requests: ChannelRequests): void {
  const layer = backLayer(escape.open());
  if (layer == 'thread') escape.close(layer);
  else requests.show(null);
}

/** What the phone's history follows. */
export interface PhoneBackParts {
  shell: Shell;
  escape: EscapeBridge;
  requests: ChannelRequests;
  destroyed(): boolean;
}

/** The phone's history, kept in step with the open levels. */
export interface PhoneBack {
  /** A level opened or closed (the panel, a conversation, a thread). */
  levelsChanged(): void;
  stop(): void;
}

/** Starts the phone's back (never with phoneBack: false, nor inline). */
export function startPhoneBack(options: ResolvedInitOptions, { shell, escape, requests, destroyed }: PhoneBackParts): PhoneBack {
  const history = options.phoneBack === false || options.container ? null : createPhoneHistory(window, {
    active: () => shell.frame.dataset.phone === 'true',
    depth: () => openDepth(shell.isOpen(), escape.open()),
    closeOne() {
      const layer = backLayer(escape.open());
      if (layer == 'thread') escape.close(layer);
      else if (layer) requests.show(null);
      else shell.setOpen(false);
    },
  });
  // Once per task: a layer that closes and opens again in one commit (a React effect re-run) moves no history.
  let syncQueued = false;
  const levelsChanged = (): void => {
    if (!history || syncQueued) return;
    syncQueued = true;
    queueMicrotask(() => { syncQueued = false; if (!destroyed()) history.sync(); });
  };
  const unsubscribe = escape.onChange(levelsChanged);
  return {
    levelsChanged,
    stop() { history?.stop(); unsubscribe(); },
  };
}
