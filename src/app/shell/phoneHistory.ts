/**
 * The history side of src/chat/phoneHistory.ts: pushes an entry (the host's URL, a copy of its state: its own entry
 * is never rewritten) for each level opened on a phone, steps back over ours when a level closes from inside the
 * widget (Back, Escape, ✕), and closes one level when the browser's back pops one of ours.
 */
import { historyStep } from '../../chat/phoneHistory.js';

/** What the history follows. */
export interface PhoneHistoryPorts {
  /** Whether levels opened now get entries (a phone, the docked panel). */
  active(): boolean;
  /** How many levels are open. */
  depth(): number;
  /** Closes the innermost level (the browser's back). */
  closeOne(): void;
}

/** The widget's entries in `view`'s history. */
export interface PhoneHistory {
  /** Brings the entries in step with the open levels (call after any level opens or closes). */
  sync(): void;
  /** Stops listening; entries left are stepped back over. */
  stop(): void;
}

/** Starts following `ports` in `view`'s history. */
export function createPhoneHistory(view: Window, ports: PhoneHistoryPorts): PhoneHistory {
  let pushed = 0;
  // Our own history.go() also fires popstate: those are not the user's back.
  let ownPops = 0;
  const sync = (): void => {
    // Off a phone (or turned so) no new entry; those pushed are still stepped back over as their levels close.
    const depth = ports.active() ? ports.depth() : Math.min(ports.depth(), pushed);
    const { push, back } = historyStep(pushed, depth);
    for (let i = 0; i < push; i++) view.history.pushState(view.history.state, '', view.location.href);
    pushed += push;
    if (back > 0) {
      pushed -= back;
      ownPops += 1;
      view.history.go(-back);
    }
  };
  const onPopState = (): void => {
    if (ownPops > 0) { ownPops -= 1; return; }
    if (pushed === 0) return;
    // The browser has left our top entry already: the level goes too, then nothing is left to step back over.
    pushed -= 1;
    ports.closeOne();
  };
  view.addEventListener('popstate', onPopState);
  return {
    sync,
    stop() {
      view.removeEventListener('popstate', onPopState);
      if (pushed > 0) view.history.go(-pushed);
      pushed = 0;
    },
  };
}
