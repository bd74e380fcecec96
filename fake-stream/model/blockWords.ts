import type { ModerationDetailsResponse } from 'stream-chat';
import type { SendHook } from './send-hooks.js';

/** What the sender is told when a message is blocked. */
export const BLOCKED_ERROR = 'Message was removed because it contains a word that is blocked';

/**
 * A send check for a blocklist with the provider's "block" behaviour: a message containing one of the words
 * (case-insensitive, whole words) goes back to its sender only, as an error message whose moderation action is
 * "remove", and nobody else ever sees it. Unlike a bounce, resending does not help. With no words, it passes all.
 */
export function blockWordsHook(words: readonly string[]): SendHook {
  const patterns = words.map((word) => new RegExp(`(?<![\\p{L}\\p{N}_])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}_])`, 'iu'));
  return (message) => {
    if (patterns.length === 0 || message.text === '' || !patterns.some((pattern) => pattern.test(message.text))) return undefined;
    const details: ModerationDetailsResponse = {
      action: 'MESSAGE_RESPONSE_ACTION_REMOVE',
      error_msg: BLOCKED_ERROR,
      harms: [{ name: 'blocklist', phrase_list_ids: [] }],
      original_text: message.text,
    };
    return { bounce: details };
  };
}
