/**
 * The open conversation's own words: the locale's translation and the host's `texts`, handed to the parts the
 * message view renders (the bounty card, the composer's warnings and refusals, the status under a message, the
 * empty, microphone and read-only notices). Each part resolves them over its own English, which stays in the
 * part's chunk: an English page fetches no word it does not show.
 */
import { createContext, useContext, useMemo } from 'react';
import type { ConversationTexts } from '../../../chat/texts/conversationWords.js';
import { overrideTexts } from '../../../chat/texts/hostTexts.js';

/** The locale's words (none: English) and the host's `texts`. */
export interface ConversationWordSource {
  words?: Partial<ConversationTexts> | undefined;
  host?: Record<string, string> | undefined;
}

export const ConversationTextsContext = createContext<ConversationWordSource>({});

/** `english` with the locale's words over it, then the host's. */
export function resolveTexts<T extends object>(english: T, source: ConversationWordSource): T {
  return overrideTexts(overrideTexts(english, source.words as Record<string, string> | undefined), source.host);
}

/** The conversation's words for one part, resolved over its `english` (a module constant). */
export function useConversationTexts<T extends object>(english: T): T {
  const source = useContext(ConversationTextsContext);
  return useMemo(() => resolveTexts(english, source), [english, source]);
}
