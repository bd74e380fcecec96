/**
 * A message from someone ends their typing: the bubble goes with the message it announced, not when their
 * typing.stop arrives after it (or the SDK's 7 s clean-up, when none does).
 */

/** The part of a message.new event the rule reads. */
export interface ArrivedMessage {
  type: string;
  user?: { id: string } | null | undefined;
}

/** The id of the user whose typing `event` ends, or null: a new message from someone who is typing. */
export function typingEndedBy(event: ArrivedMessage, typing: Readonly<Record<string, unknown>>): string | null {
  const userId = event.user?.id;
  return event.type === 'message.new' && userId && Object.hasOwn(typing, userId) ? userId : null;
}
