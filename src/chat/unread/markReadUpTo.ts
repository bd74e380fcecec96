/**
 * A mark-read without a message marks everything the provider holds when the mark arrives. A mark sent just as
 * a message comes in (or still on its way when the page closes) then also marks that message read, though the
 * reader never saw it: she is not told of it again, and no e-mail goes out for it. The widget's marks therefore
 * name the newest message it has shown; the provider marks up to that one, and later ones stay unread.
 */

/** What the rule reads of a message in the client's state. */
export interface MarkableMessage {
  id: string;
  /** The SDK's delivery state: 'received' for a message the provider holds; 'sending' or 'failed' for one of ours not (yet) stored. */
  status?: string;
  /** 'ephemeral' (a command's preview) and 'error' (a bounced message) exist in this client only. */
  type?: string;
}

const LOCAL_ONLY_TYPES = new Set(['ephemeral', 'error']);

/** The id of the newest of `messages` (oldest first) that the provider holds, or undefined when none is. */
export function newestMarkableMessageId(messages: readonly MarkableMessage[]): string | undefined {
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index]!;
    if (message.status !== undefined && message.status !== 'received') continue;
    if (message.type !== undefined && LOCAL_ONLY_TYPES.has(message.type)) continue;
    return message.id;
  }
  return undefined;
}
