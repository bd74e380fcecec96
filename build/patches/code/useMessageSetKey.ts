/**
 * The kit's useMessageSetKey, replaced wholesale (build/patches/longChannel.mjs): the key that remounts the
 * virtualized list at a new place. The kit changed it whenever the previous first message was gone, so scrolling
 * back down through a history window that drops its oldest messages remounted the list at its newest message.
 * The key changes only when the new items do not continue the old ones (a jump).
 */
import { useEffect, useRef, useState } from 'react';
import { continuesList } from '../../../src/chat/conversation/listContinuity.js';
import type { ListItem } from '../../../src/chat/conversation/listContinuity.js';

/** A key that changes when `messages` stop continuing the previous messages. */
export function useMessageSetKey(messages: readonly ListItem[] | undefined): number {
  const [messageSetKey, setMessageSetKey] = useState(() => Date.now());
  const previousMessages = useRef<readonly ListItem[] | undefined>(undefined);
  useEffect(() => {
    if (!continuesList(previousMessages.current, messages)) setMessageSetKey(Date.now());
    previousMessages.current = messages;
  }, [messages]);
  return messageSetKey;
}
