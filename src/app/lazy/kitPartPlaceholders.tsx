/**
 * Places kept for kit parts that load after the composer shows (see lazyKitPart.ts): the same element and button
 * classes as the real part, so the theme sizes them alike, hidden and out of reach (aria-hidden, inert) until the
 * real one takes over. Without them the text box narrowed by the attachment button's width at the first idle
 * moment and by the emoji button's when it came, under a user who had started typing.
 */
import { Button, IconEmoji, IconPlus, useAttachmentManagerState, useChannelStateContext, useMessageComposerController } from 'stream-chat-react';
import type { CSSProperties } from 'react';
import { attachmentMenuShows } from '../../chat/composer/attachmentMenu.js';

const hidden: CSSProperties = { visibility: 'hidden' };

/** The attachment button's place, when the button will show (else nothing, as the kit then renders nothing). */
export function AttachmentSelectorPlaceholder() {
  const { channelCapabilities } = useChannelStateContext('AttachmentSelectorPlaceholder');
  const composer = useMessageComposerController();
  const { isUploadEnabled } = useAttachmentManagerState();
  const shows = attachmentMenuShows({ capabilities: channelCapabilities, config: composer.channel.getConfig(), uploadEnabled: isUploadEnabled, inThread: Boolean(composer.threadId) });
  if (!shows) return null;
  return (
    <div className="str-chat__attachment-selector" style={hidden} aria-hidden="true" inert data-testid="attachment-selector-placeholder">
      <Button appearance="outline" circular size="lg" variant="secondary" className="str-chat__attachment-selector__menu-button" disabled tabIndex={-1}>
        <IconPlus className="str-chat__attachment-selector__menu-button__icon" />
      </Button>
    </div>
  );
}

/** The emoji button's place (the kit's picker wrapper and button classes). */
export function EmojiPickerPlaceholder() {
  return (
    <div className="str-chat__message-textarea-emoji-picker" style={hidden} aria-hidden="true" inert data-testid="emoji-picker-placeholder">
      <Button appearance="ghost" circular size="sm" variant="secondary" className="str-chat__emoji-picker-button" disabled tabIndex={-1}>
        <IconEmoji />
      </Button>
    </div>
  );
}
