/**
 * The kit's notice for a conversation without messages, in the product's words ('No chats here yet…', not the
 * kit's "Send a message to start the conversation"), which also tells the idle parts (the attachment button, the
 * emoji picker) that the conversation shows: no message will.
 */
import { EmptyStateIndicator } from 'stream-chat-react';
import type { ComponentContextValue, EmptyStateIndicatorProps } from 'stream-chat-react';
import { useMarksConversationShown } from '../../../lazy/idle.js';
import { englishViewTexts } from '../../../../chat/texts/conversationWords.js';
import { useConversationTexts } from '../conversationTextsContext.js';

/**
 * The product's text for an empty conversation in English: `emptyConversation` in the widget's words. It still
 * passes the kit's translator, so a host's `texts` under the kit's key 'No chats here yet…' applies too.
 */
export const EMPTY_CONVERSATION_TEXT = englishViewTexts.emptyConversation;

function EmptyConversation(props: EmptyStateIndicatorProps) {
  useMarksConversationShown();
  const texts = useConversationTexts(englishViewTexts);
  return <EmptyStateIndicator {...props} messageText={props.messageText ?? texts.emptyConversation} />;
}

/** Empty-conversation override. */
export const emptyConversationComponents: Partial<ComponentContextValue> = {
  EmptyStateIndicator: EmptyConversation,
};
