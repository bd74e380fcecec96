/** Every conversation override (reactions, menu, threads, mentions and typing, voice) as one components object. */
import type { ComponentContextValue } from 'stream-chat-react';
import { menuComponents } from './menu.js';
import { mentionComponents } from './mentions.js';
import { reactionComponents } from './reactions.js';
import { threadComponents } from './thread.js';
import { voiceComponents } from './voice.js';

export { ConversationThread } from './thread.js';

/** The conversation's overrides of the kit's components. */
export const conversationComponents: Partial<ComponentContextValue> = {
  ...reactionComponents,
  ...menuComponents,
  ...threadComponents,
  ...mentionComponents,
  ...voiceComponents,
};
