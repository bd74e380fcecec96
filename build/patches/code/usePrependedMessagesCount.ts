/**
 * The kit's usePrependedMessagesCount, replaced wholesale (build/patches/longChannel.mjs): how many items sit above
 * the virtualized list's origin. The kit counted them from the first message ever loaded, so once the history
 * window dropped that message the count fell to 0 and the list jumped by the whole history; this one follows
 * additions and removals at either end (src/chat/conversation/listContinuity.ts).
 */
import { useMemo, useRef } from 'react';
import { prependedCount } from '../../../src/chat/conversation/listContinuity.js';
import type { ListItem } from '../../../src/chat/conversation/listContinuity.js';

interface Counted {
  messages: readonly ListItem[] | undefined;
  count: number;
}

/** Items above the list's origin for `messages` (the list's items, date separators included). */
export function usePrependedMessagesCount(messages: readonly ListItem[] | undefined): number {
  const previous = useRef<Counted>({ messages: undefined, count: 0 });
  // The kit's hook also listed the length and the date-separator flag: the items are a new array whenever they
  // change (the Channel copies its state into new arrays, the date separators are worked out into another), and
  // counting an array against itself keeps the count, so `messages` alone gives the same numbers.
  return useMemo(() => {
    const count = prependedCount(previous.current.messages, messages, previous.current.count);
    previous.current = { messages, count };
    return count;
  }, [messages]);
}
