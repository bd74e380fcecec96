/**
 * Every conversation override (reactions, menu, mentions and typing, voice, the empty conversation, toasts, the guard on first contact) as one
 * components object; the thread brings its own when it loads.
 */
import type { ComponentContextValue } from 'stream-chat-react';
import { emptyConversationComponents } from './emptyConversation.js';
import { firstContactComponents } from './firstContact.js';
import { menuComponents } from './menu.js';
import { mentionComponents } from './mentions.js';
import { noticeComponents } from './notices.js';
import { reactionComponents } from './reactions.js';
import { sentViaComponents } from './sentVia.js';
import { voiceComponents } from './voice.js';

export { ConversationThread } from './lazyThread.js';

/** The conversation's overrides of the kit's components. */
export const conversationComponents: Partial<ComponentContextValue> = {
  ...reactionComponents,
  ...menuComponents,
  ...mentionComponents,
  ...voiceComponents,
  ...emptyConversationComponents,
  ...sentViaComponents,
  ...noticeComponents,
  ...firstContactComponents,
};
