/**
 * Under each of the user's own messages, the product's status: 'Sending...', 'Error · Unsent',
 * 'Message Failed · Unauthorized', or 'Message Failed · Click to try again' (a button that resends). A
 * bounced message shows none: clicking it opens the bounce prompt. Delivered messages keep the kit's ticks.
 */
import { MessageStatus, useMessageContext } from 'stream-chat-react';
import type { ComponentProps } from 'react';
import { englishStatusTexts, messageStatus } from '../../../../chat/message/messageStatus.js';
import { useConversationTexts } from '../conversationTextsContext.js';

/** The kit's MessageStatus, with the product's texts for the states it leaves silent. */
function ProductMessageStatus(props: ComponentProps<typeof MessageStatus>) {
  const { handleRetry, isMyMessage, message } = useMessageContext('ProductMessageStatus');
  const texts = useConversationTexts(englishStatusTexts);
  if (!isMyMessage()) return null;
  const view = messageStatus(message, texts);
  const className = `str-chat__message-status bc-message-status bc-message-status--${view.kind}`;
  switch (view.kind) {
    case 'delivered':
      return <MessageStatus {...props} />;
    case 'bounced':
      return null;
    case 'retryable':
      return (
        <button type="button" className={className} data-testid="message-status-retry"
          style={{ all: 'unset', cursor: 'pointer', color: 'var(--str-chat__danger-color, #d92f26)', fontSize: 12 }}
          onClick={(event) => { event.stopPropagation(); void handleRetry(message); }}>
          {view.text}
        </button>
      );
    default:
      return (
        <span className={className} data-testid={`message-status-${view.kind}`} role={view.kind === 'sending' ? undefined : 'status'}
          style={{ fontSize: 12, ...(view.kind === 'sending' ? {} : { color: 'var(--str-chat__danger-color, #d92f26)' }) }}>
          {view.text}
        </span>
      );
  }
}

/** The status override, for WithComponents. */
export const statusComponents = { MessageStatus: ProductMessageStatus };
