/**
 * The "Edited" flag under a message, with its time in a tooltip: shown on hover as the kit does, and also on a tap
 * (a phone has no hover) or Enter / Space from the keyboard; a second tap hides it.
 */
import { useState } from 'react';
import type { KeyboardEvent, SyntheticEvent } from 'react';
import { MessageTimestamp, useMessageContext, useTranslationContext } from 'stream-chat-react';

/** The kit's MessageEditedIndicator (its class and test id), answering a tap too. */
function ProductEditedIndicator() {
  const { message } = useMessageContext('ProductEditedIndicator');
  const { t } = useTranslationContext('ProductEditedIndicator');
  // Hover is a mouse's: a touch's emulated hover never ends, and would keep the time shown after a second tap.
  const [hovered, setHovered] = useState(false);
  const [tapped, setTapped] = useState(false);
  const editedAt = message?.message_text_updated_at;
  if (!editedAt) return null;
  const toggle = (event: SyntheticEvent) => { event.stopPropagation(); setTapped((shown) => !shown); };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); toggle(event); }
  };
  const shown = hovered || tapped;
  return (
    <span className="str-chat__message-edited-indicator" data-testid="message-edited-indicator"
      role="button" tabIndex={0} aria-expanded={shown}
      onPointerEnter={(event) => setHovered(event.pointerType === 'mouse')} onPointerLeave={() => setHovered(false)}
      onClick={toggle} onKeyDown={onKeyDown}>
      {t('Edited')}
      {/* Above the flag (conversationCss), without the kit's popper: the kit's timestamp, given the edit's time. */}
      {shown && (
        <span className="bc-edited-time" role="tooltip">
          <MessageTimestamp message={{ ...message, created_at: new Date(editedAt) }} />
        </span>
      )}
    </span>
  );
}

/** The edited flag's override, for WithComponents. */
export const editedComponents = { MessageEditedIndicator: ProductEditedIndicator };
