/** The closed bounty's notice in the conversation's composer: its words and the widget's locale, from the message view. */
import { createContext, useContext } from 'react';
import { closedNotice, englishClosedTexts } from '../../../../chat/bounty/closedNotice.js';
import type { ClosedTexts } from '../../../../chat/bounty/closedNotice.js';

/** The notice's words (the locale's, the host's over them) and the locale its day is written in. */
export const ClosedNoticeContext = createContext<{ texts: ClosedTexts; locale: string }>({ texts: englishClosedTexts, locale: 'en' });

/** "This bounty was closed on 3 Dec" where the bounty's close froze the channel, else null. */
export function useClosedNotice(data: object | undefined): string | null {
  const { texts, locale } = useContext(ClosedNoticeContext);
  return closedNotice(data, locale, texts);
}
