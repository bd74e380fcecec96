/**
 * The open conversation's own words (the locale's, the host's `texts` over them), for the parts the message view
 * renders: the bounty card, the composer's warnings, the status under a message, the empty and microphone notices.
 * English by default, so a part rendered outside the view (a test, a preview) still reads.
 */
import { createContext } from 'react';
import { englishConversationTexts } from '../../../chat/texts/conversationWords.js';
import type { ConversationTexts } from '../../../chat/texts/conversationWords.js';

export const ConversationTextsContext = createContext<ConversationTexts>(englishConversationTexts);
