/** The kit's Thread, fetched when a thread is first opened rather than with the message view. */
import { Suspense, lazy } from 'react';
import { useChannelStateContext, useThreadContext } from 'stream-chat-react';

const Thread = lazy(() => import('stream-chat-react/es/components/Thread/Thread.mjs').then((m) => ({ default: m.Thread })));

/** Renders the kit's Thread while a thread is open (the same test the kit's Thread makes before rendering). */
export function LazyThread() {
  const { thread } = useChannelStateContext('LazyThread');
  const threadInstance = useThreadContext();
  if (!thread && !threadInstance) return null;
  return <Suspense fallback={null}><Thread /></Suspense>;
}
