/** Keeps the panel's thread layer in step with the kit's thread (rendered inside the kit's Channel). */
import { useContext, useEffect } from 'react';
import { useChannelActionContext, useChannelStateContext } from 'stream-chat-react';
import { ThreadLayerContext } from './threadLayerContext.js';

/** Renders nothing; while a thread is open, the panel's ThreadLayer can close it. */
export function ThreadEscape() {
  const layer = useContext(ThreadLayerContext);
  const { thread } = useChannelStateContext('ThreadEscape');
  const { closeThread } = useChannelActionContext('ThreadEscape');
  useEffect(() => {
    if (!thread) return;
    layer.close = () => closeThread();
    return () => { layer.close = null; };
  }, [thread, closeThread, layer]);
  return null;
}
