/**
 * Every word of the open conversation in English, put together from where each is said: for the build's list of
 * `texts` keys (dist/texts.en.json) and the tests. The widget itself never imports this (each part keeps its own
 * English in its own chunk).
 */
import { englishBountyTexts } from '../bounty/bountyCard.js';
import { englishWarningTexts } from '../bounty/contactWarning.js';
import { englishComposerTexts } from '../composer/composerWords.js';
import { englishNoticeWords } from '../desktopNotice.js';
import { englishStatusTexts } from '../message/messageStatus.js';
import { englishViewTexts } from './conversationWords.js';
import type { ConversationTexts } from './conversationWords.js';

export const englishConversationTexts: ConversationTexts = {
  ...englishBountyTexts, ...englishWarningTexts, ...englishComposerTexts, ...englishViewTexts, ...englishStatusTexts, ...englishNoticeWords(),
};
