/**
 * Beside a message's time, a small "via e-mail" when it was written as a reply to a chat e-mail (the service
 * marks such messages with the custom field `sent_via: 'email'`); under it, on the sender's own message, what the
 * other side does not see (HiddenNotice).
 */
import { MessageTimestamp, useMessageContext } from 'stream-chat-react';
import type { ComponentProps } from 'react';
import { HiddenNotice } from './hiddenNotice.js';

/** Whether the message came in as an e-mail reply. */
export function sentByEmail(message: object | undefined): boolean {
  return (message as { sent_via?: unknown } | undefined)?.sent_via === 'email';
}

/** The kit's timestamp, then "via e-mail" for messages that came in by e-mail. */
function TimestampWithOrigin(props: ComponentProps<typeof MessageTimestamp>) {
  const { message, isMyMessage } = useMessageContext('TimestampWithOrigin');
  const shown = props.message ?? message;
  // Outside a message (a thread's header) the context has no isMyMessage.
  const mine = (isMyMessage as (() => boolean) | undefined)?.() ?? false;
  return (
    <>
      <MessageTimestamp {...props} />
      {sentByEmail(shown) && (
        <span className="bc-sent-via" data-testid="sent-via-email" style={{ fontSize: 12, opacity: 0.75, marginInlineStart: 4 }}>
          via e-mail
        </span>
      )}
      <HiddenNotice message={shown} mine={mine} />
    </>
  );
}

/** The timestamp override, for WithComponents. */
export const sentViaComponents = { MessageTimestamp: TimestampWithOrigin };
