/** The few rules the conversation overrides add to the kit's stylesheet, adopted into the widget's root once. */
import { useEffect } from 'react';
import { useWidgetRoot } from '../../../shadow/widgetRoot.js';
import { MENTION_LIST_MAX_HEIGHT_PX } from '../../../../chat/conversation/mentions.js';

/** Class of the @-mention suggestion list. */
export const MENTION_LIST_CLASS = 'bc-mention-list';

const CSS = `.str-chat .str-chat__suggestion-list.${MENTION_LIST_CLASS} { max-height: ${MENTION_LIST_MAX_HEIGHT_PX}px; overflow-y: auto; }`;

// One constructable sheet may be adopted by any number of roots of the document: no per-widget copy.
let sheet: CSSStyleSheet | undefined;

/** Adopts the conversation rules into this widget's root (idempotent; allowed under a strict CSP). */
export function useConversationStyles(): void {
  const { root } = useWidgetRoot();
  useEffect(() => {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(CSS);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, [root]);
}
