/**
 * Beside a message's time, a small "via e-mail" when it was written as a reply to a chat e-mail (the service
 * marks such messages with the custom field `sent_via: 'email'`).
 */
import { MessageTimestamp, useMessageContext } from 'stream-chat-react';
import type { ComponentProps } from 'react';

/** Whether the message came in as an e-mail reply. */
export function sentByEmail(message: object | undefined): boolean {
  return (message as { sent_via?: unknown } | undefined)?.sent_via === 'email';
}

/** The kit's timestamp, then "via e-mail" for messages that came in by e-mail. */
function TimestampWithOrigin(props: ComponentProps<typeof MessageTimestamp>) {
  const { message } = useMessageContext('TimestampWithOrigin');
  if (!sentByEmail(props.message ?? message)) return <MessageTimestamp {...props} />;
  return (
    <>
      <MessageTimestamp {...props} />
      <span className="bc-sent-via" data-testid="sent-via-email" style={{ fontSize: 12, opacity: 0.75, marginInlineStart: 4 }}>
        via e-mail
      </span>
    </>
  );
}

/** The timestamp override, for WithComponents. */
export const sentViaComponents = { MessageTimestamp: TimestampWithOrigin };
