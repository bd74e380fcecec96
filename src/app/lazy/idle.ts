/**
 * The page's first idle moment after the conversation showed: parts that are on screen but not needed to read or
 * write the first messages (message menus, the attachment button, the emoji picker) load then, so that what the
 * first messages wait for is not shared with them. "Showed" is the first message (or the empty conversation's
 * notice) painted: an idle moment between the channel's mount and its messages' arrival would otherwise start
 * those fetches ahead of the messages. Their bytes still count: the benchmark reports them as the idle warm-up.
 */
import { useEffect, useState } from 'react';

/** However long the conversation takes, or if nothing ever marks it (a channel of system messages only). */
const SHOWN_WAIT_MS = 3000;

let markShown = (): void => undefined;
const shown = new Promise<void>((resolve) => { markShown = resolve; });
let marked = false;

/** Once the page has been idle, parts mounted later (a message scrolled into view) need not wait again. */
let reached = false;
/** One wait for every part: the conversation shown (or SHOWN_WAIT_MS from the first part's mount), then idle. */
let gate: Promise<void> | undefined;

/**
 * Called by what renders with the first messages: once its frame is painted (and the next one begun, so that the
 * idle moment after that paint is not taken) the idle parts may go.
 */
export function useMarksConversationShown(): void {
  useEffect(() => {
    if (marked) return;
    marked = true;
    requestAnimationFrame(() => requestAnimationFrame(() => markShown()));
  }, []);
}

function idleGate(): Promise<void> {
  gate ??= Promise.race([shown, new Promise<void>((resolve) => { setTimeout(resolve, SHOWN_WAIT_MS); })])
    .then(() => new Promise<void>((resolve) => { requestIdleCallback(() => resolve(), { timeout: 2000 }); }))
    .then(() => { reached = true; });
  return gate;
}

/** False until the page was idle (at most 2 s late) after the conversation showed. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(reached);
  useEffect(() => {
    if (idle) return undefined;
    let live = true;
    void idleGate().then(() => { if (live) setIdle(true); });
    return () => { live = false; };
  }, [idle]);
  return idle;
}
