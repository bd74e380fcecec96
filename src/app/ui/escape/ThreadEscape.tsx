/** Keeps the panel's thread layer in step with the kit's thread (rendered inside the kit's Channel). */
import { useContext, useEffect, useRef } from 'react';
import { useChannelActionContext, useChannelStateContext } from 'stream-chat-react';
import { useWidgetRoot } from '../../shadow/widgetRoot.js';
import { ThreadLayerContext } from './threadLayerContext.js';

/**
 * Renders nothing; while a thread is open, the panel's ThreadLayer can close it. Escape closes it from inside
 * the thread's composer, which then leaves the page: focus goes to the channel's composer, else it would fall
 * outside the widget and the next Escape (back to the list) would never reach the panel.
 */
export function ThreadEscape() {
  const layer = useContext(ThreadLayerContext);
  const { root } = useWidgetRoot();
  const { thread } = useChannelStateContext('ThreadEscape');
  const { closeThread } = useChannelActionContext('ThreadEscape');
  const refocus = useRef(false);
  useEffect(() => {
    if (!thread) {
      if (refocus.current) root.querySelector<HTMLElement>('.str-chat__main-panel textarea')?.focus();
      refocus.current = false;
      return;
    }
    layer.close = () => {
      refocus.current = true;
      closeThread();
    };
    layer.changed?.();
    return () => {
      layer.close = null;
      layer.changed?.();
    };
  }, [thread, closeThread, layer, root]);
  return null;
}
