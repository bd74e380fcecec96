/**
 * The kit's notice for a conversation without messages, in the product's words ('No chats here yet…', not the
 * kit's "Send a message to start the conversation"), which also tells the idle parts (the attachment button, the
 * emoji picker) that the conversation shows: no message will.
 */
import { EmptyStateIndicator } from 'stream-chat-react';
import type { ComponentContextValue, EmptyStateIndicatorProps } from 'stream-chat-react';
import { useMarksConversationShown } from '../../../lazy/idle.js';

/** The product's text for an empty conversation (a kit key, so a host's `texts` and the kit's languages apply). */
export const EMPTY_CONVERSATION_TEXT = 'No chats here yet…';

function EmptyConversation(props: EmptyStateIndicatorProps) {
  useMarksConversationShown();
  return <EmptyStateIndicator {...props} messageText={props.messageText ?? EMPTY_CONVERSATION_TEXT} />;
}

/** Empty-conversation override. */
export const emptyConversationComponents: Partial<ComponentContextValue> = {
  EmptyStateIndicator: EmptyConversation,
};
