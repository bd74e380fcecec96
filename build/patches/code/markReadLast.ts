/**
 * The kit's Channel marks read through a 500 ms throttle that runs the first call of a window and drops the rest:
 * the last message of a quick burst stayed unread at the provider while the reader had it on screen, and its
 * sender never saw it read (build/patches/markReadLast.mjs). The throttle now runs the last call of a window too,
 * at the window's end. A mark that keeps the "N unread" separator (`updateChannelUiUnreadState: false`, the one on
 * opening) keeps it for the calls of the same window: the list's own mark right after opening must not clear the
 * separator before the reader has seen it, which the dropped call never did either.
 */

/** What the kit's markRead takes. */
export interface MarkReadOptions {
  updateChannelUiUnreadState?: boolean;
}

/** A throttled mark: the pending last call of its window can be sent now (`flush`) or dropped (`cancel`). */
export type CancellableMark<Result> = ((options?: MarkReadOptions) => Result) & { cancel(): void; flush(): unknown };

/**
 * `mark` (leading and trailing throttled over `windowMs`) with a separator-keeping call holding for its window.
 * `flush` sends the window's pending last call now: the Channel calls it when the conversation closes (back,
 * closing the panel's view, opening another), so the messages the reader had on screen count as read. Sent then,
 * it marks up to the newest message the widget holds at that moment (the Channel's doMarkReadRequest names it),
 * never the ones that arrive after she left; left to the window's end, it was dropped with the Channel.
 */
export function keepingSeparator<Result>(mark: CancellableMark<Result>, windowMs: number, now: () => number = Date.now): CancellableMark<Result> {
  let keepUntil = -Infinity;
  const keeping = (options?: MarkReadOptions) => {
    if (options?.updateChannelUiUnreadState === false) keepUntil = now() + windowMs;
    return mark({ ...options, updateChannelUiUnreadState: options?.updateChannelUiUnreadState !== false && now() >= keepUntil });
  };
  return Object.assign(keeping, { cancel: () => mark.cancel(), flush: () => mark.flush() });
}
