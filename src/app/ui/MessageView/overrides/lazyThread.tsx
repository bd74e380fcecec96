/**
 * The thread loads when one is first opened (the kit's Thread with its own message list and composer, and our
 * header): a channel's first paint does not wait for it.
 */
import { Suspense, lazy, useState } from 'react';
import { useChannelStateContext } from 'stream-chat-react';
import { withLazyStyles } from '../../../lazy/lazyStyles.js';

const ThreadPart = lazy(() => withLazyStyles(() => import('./thread.js')).then((m) => ({ default: m.ConversationThread })));

/** Nothing until a thread opens; then the thread, kept mounted (the kit's Thread renders nothing when closed). */
export function ConversationThread() {
  const { thread } = useChannelStateContext('ConversationThread');
  const [opened, setOpened] = useState(false);
  if (thread && !opened) setOpened(true);
  if (!thread && !opened) return null;
  return <Suspense fallback={null}><ThreadPart /></Suspense>;
}
