/**
 * The bounce prompt: 'This message did not meet our content guidelines', with Edit Message, Send Anyway and
 * Delete. The kit's Edit Message turns the composer into an edit of the bounced message, which the provider
 * never stored (the update answers 404); here the bounced message is removed and its text put back in the
 * composer, so sending it is a new message. Send Anyway resends it unchanged; Delete removes it.
 */
import type { MouseEvent } from 'react';
import {
  Alert, Button, useComponentContextIcons, useMessageBounceContext, useMessageComposerController, useModalContext,
} from 'stream-chat-react';

/** The product's texts, word for word. */
export const BOUNCE_TEXTS = {
  title: 'This message did not meet our content guidelines',
  edit: 'Edit Message',
  sendAnyway: 'Send Anyway',
  delete: 'Delete',
} as const;

/** The prompt inside the kit's bounce modal (loaded when a bounced message is first opened: bounceLazy.tsx). */
export function ProductBouncePrompt() {
  const { IconExclamationMark } = useComponentContextIcons();
  const { handleDelete, handleRetry, message } = useMessageBounceContext('ProductBouncePrompt');
  const composer = useMessageComposerController();
  const { close } = useModalContext();
  const choose = (action: (event: MouseEvent<HTMLButtonElement>) => void) => (event: MouseEvent<HTMLButtonElement>) => {
    action(event);
    close();
  };
  const edit = (event: MouseEvent<HTMLButtonElement>) => {
    const text = message.text ?? '';
    handleDelete(event);
    composer.textComposer.setText(text);
  };
  return (
    <Alert.Root className="str-chat__message-bounce-alert" data-testid="message-bounce-prompt">
      <Alert.Header className="str-chat__message-bounce-alert-header" Icon={IconExclamationMark} title={BOUNCE_TEXTS.title} />
      <Alert.Actions className="str-chat__message-bounce-actions">
        <Button appearance="outline" variant="danger" size="md" className="str-chat__message-bounce-delete"
          data-testid="message-bounce-delete" onClick={choose(handleDelete)}>{BOUNCE_TEXTS.delete}</Button>
        <Button appearance="outline" variant="secondary" size="md" className="str-chat__message-bounce-edit"
          data-testid="message-bounce-edit" onClick={choose(edit)}>{BOUNCE_TEXTS.edit}</Button>
        <Button appearance="outline" variant="secondary" size="md" className="str-chat__message-bounce-send"
          data-testid="message-bounce-send" onClick={choose(handleRetry)}>{BOUNCE_TEXTS.sendAnyway}</Button>
      </Alert.Actions>
    </Alert.Root>
  );
}
