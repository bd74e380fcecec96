/**
 * "Report message" in the message menu, in place of the kit's flag (which flags from the browser with no reason and
 * nothing recorded for the board): opens the report step for this message.
 */
import { useMessageContext } from 'stream-chat-react';
import { useContextMenuIfAny } from '../../kitDeps/kitContexts.js';
import { useSafety } from './SafetyLayer.js';

/** The menu item; nothing for one's own message or outside a SafetyLayer. */
export function ReportMessageAction() {
  const { message } = useMessageContext('ReportMessageAction');
  const menu = useContextMenuIfAny();
  const safety = useSafety();
  const author = message.user?.id;
  const channelId = message.cid?.split(':')[1];
  if (!safety || !author || channelId === undefined || author === safety.ownUserId) return null;
  const target = { userId: author, name: message.user?.name || author, channelId, messageId: message.id };
  return (
    <button type="button" role="menuitem" aria-label={safety.texts.reportMessage} className="str-chat__context-menu__button bc-report-message"
      onClick={(event) => {
        // The menu's own button goes with the menu: focus returns to the message's actions button instead.
        const opener = event.currentTarget.closest('.str-chat__message')?.querySelector<HTMLElement>('.str-chat__message-actions-box-button, button') ?? null;
        menu?.closeMenu();
        safety.report(target, opener);
      }}>
      {safety.texts.reportMessage}
    </button>
  );
}
