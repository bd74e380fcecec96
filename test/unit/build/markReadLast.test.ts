// The kit's mark-read, once its throttle also runs a window's last call: a mark that keeps the "N unread" separator
// (the one on opening) keeps it for the rest of its window, so the list's own mark right after opening, now sent
// instead of dropped, does not clear the separator the reader has not seen yet; a mark pending as the conversation
// closes is sent then (flush), not dropped.
import { describe, expect, it } from 'vitest';
import { keepingSeparator } from '../../../build/patches/code/markReadLast';
import type { MarkReadOptions } from '../../../build/patches/code/markReadLast';

function setup() {
  let time = 0;
  const calls: Array<MarkReadOptions | undefined> = [];
  let cancelled = 0;
  let flushed = 0;
  const mark = Object.assign((options?: MarkReadOptions) => calls.push(options), { cancel: () => void cancelled++, flush: () => void flushed++ });
  const markRead = keepingSeparator(mark, 500, () => time);
  return { markRead, calls, at: (ms: number) => void (time = ms), cancelled: () => cancelled, flushed: () => flushed };
}

describe('keepingSeparator', () => {
  it('passes a plain mark on as one that clears the separator', () => {
    const { markRead, calls } = setup();
    markRead();
    expect(calls).toEqual([{ updateChannelUiUnreadState: true }]);
  });

  it('keeps the separator for the marks of the window after a keeping one, then clears as asked', () => {
    const { markRead, calls, at } = setup();
    markRead({ updateChannelUiUnreadState: false });
    at(100);
    markRead();
    at(499);
    markRead({ updateChannelUiUnreadState: true });
    at(500);
    markRead();
    expect(calls.map((options) => options?.updateChannelUiUnreadState)).toEqual([false, false, false, true]);
  });

  it('a later keeping mark starts its own window', () => {
    const { markRead, calls, at } = setup();
    markRead({ updateChannelUiUnreadState: false });
    at(400);
    markRead({ updateChannelUiUnreadState: false });
    at(800);
    markRead();
    at(900);
    markRead();
    expect(calls.map((options) => options?.updateChannelUiUnreadState)).toEqual([false, false, false, true]);
  });

  it('cancel drops the pending last mark of the throttle it wraps', () => {
    const { markRead, cancelled, flushed } = setup();
    markRead.cancel();
    expect([cancelled(), flushed()]).toEqual([1, 0]);
  });

  it('flush sends the pending last mark of the throttle it wraps now (the Channel flushes it when it unmounts)', () => {
    const { markRead, cancelled, flushed } = setup();
    markRead.flush();
    expect([flushed(), cancelled()]).toEqual([1, 0]);
  });
});
