/**
 * The message menu: only the product's actions, none on error, system, deleted or ephemeral messages. Its code (the
 * kit's menus, popovers and action set) loads at the page's first idle moment after the conversation shows, not
 * with the first paint (messageMenu.tsx).
 */
import { Suspense, lazy } from 'react';
import { useMessageContext } from 'stream-chat-react';
import type { ComponentContextValue } from 'stream-chat-react';
import { hasMessageMenu } from '../../../../chat/conversation/messageMenu.js';
import { useIdle, useMarksConversationShown } from '../../../lazy/idle.js';
import { withLazyStyles } from '../../../lazy/lazyStyles.js';

const MessageMenu = lazy(() => withLazyStyles(() => import('./messageMenu.js')).then((m) => ({ default: m.MessageMenu })));

/** The product's text for a deleted message. */
export const DELETED_MESSAGE_TEXT = 'This message was deleted…';

/** The kit's menu with the product's actions, shown only where the product offers one. */
function ProductMessageActions() {
  const { message } = useMessageContext('ProductMessageActions');
  // Each message has one: the first to mount tells the idle parts that the conversation shows.
  useMarksConversationShown();
  const idle = useIdle();
  if (!idle || !hasMessageMenu(message)) return null;
  return <Suspense fallback={null}><MessageMenu /></Suspense>;
}

/** A deleted message, in the product's words. */
function DeletedMessageBubble() {
  return (
    <div className="str-chat__message-bubble" data-testid="message-deleted-bubble">
      <div className="str-chat__message-text"><span>{DELETED_MESSAGE_TEXT}</span></div>
    </div>
  );
}

/** Menu overrides. */
export const menuComponents: Partial<ComponentContextValue> = {
  MessageActions: ProductMessageActions,
  MessageDeletedBubble: DeletedMessageBubble,
};
