/**
 * The kit's notice for a conversation without messages, which also tells the idle parts (the attachment button,
 * the emoji picker) that the conversation shows: no message will.
 */
import { EmptyStateIndicator } from 'stream-chat-react';
import type { ComponentContextValue, EmptyStateIndicatorProps } from 'stream-chat-react';
import { useMarksConversationShown } from '../../../lazy/idle.js';

function EmptyConversation(props: EmptyStateIndicatorProps) {
  useMarksConversationShown();
  return <EmptyStateIndicator {...props} />;
}

/** Empty-conversation override. */
export const emptyConversationComponents: Partial<ComponentContextValue> = {
  EmptyStateIndicator: EmptyConversation,
};
