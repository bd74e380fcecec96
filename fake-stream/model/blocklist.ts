import type { ModerationDetailsResponse } from 'stream-chat';
import type { SendHook } from './send-hooks.js';

/** What the sender is told when a message bounces. */
export const BLOCKLIST_ERROR = 'Message was blocked because it contains a word that is not allowed';

/**
 * A send check that bounces a message containing a blocked word or phrase (case-insensitive, whole words
 * only, so "class" does not match "ass"). With an empty list it lets everything through. As the provider's
 * "bounce then flag" policy does, a bounced message resubmitted unchanged under the same id (the sender chose
 * "Send Anyway") goes through the second time.
 */
export function blocklistHook(words: readonly string[]): SendHook {
  const patterns = words.map((word) => new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(word)}(?![\\p{L}\\p{N}_])`, 'iu'));
  // Bounced message id → its text; bounced messages are never stored, so this is all that remembers them.
  const bounced = new Map<string, string>();
  return (message) => {
    if (patterns.length === 0 || message.text === '') return undefined;
    if (!patterns.some((pattern) => pattern.test(message.text))) return undefined;
    if (bounced.get(message.messageId) === message.text) {
      bounced.delete(message.messageId);
      return undefined;
    }
    bounced.set(message.messageId, message.text);
    const details: ModerationDetailsResponse = {
      action: 'MESSAGE_RESPONSE_ACTION_BOUNCE',
      error_msg: BLOCKLIST_ERROR,
      harms: [{ name: 'blocklist', phrase_list_ids: [] }],
      original_text: message.text,
    };
    return { bounce: details };
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
