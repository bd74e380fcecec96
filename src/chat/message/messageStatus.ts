/**
 * What the sender sees under one of their own messages: the product's status texts, and whether a click
 * resends. Pure: the message's status, type, moderation and the error the provider answered decide.
 */

import type { ConversationTexts } from '../texts/conversationWords.js';

/** The status texts' words (the locale's, under the host's `texts`). */
export type StatusTexts = Pick<ConversationTexts, 'statusSending' | 'statusUnsent' | 'statusUnauthorized' | 'statusRetryable'>;

/** Their English: the product's status texts, word for word. */
export const englishStatusTexts: StatusTexts = {
  statusSending: 'Sending...', statusUnsent: 'Error · Unsent', statusUnauthorized: 'Message Failed · Unauthorized', statusRetryable: 'Message Failed · Click to try again',
};

/** The product's status texts in English, word for word. */
export const STATUS_TEXTS = {
  sending: englishStatusTexts.statusSending,
  unsent: englishStatusTexts.statusUnsent,
  unauthorized: englishStatusTexts.statusUnauthorized,
  retryable: englishStatusTexts.statusRetryable,
} as const;

/** The fields of a (local) message the rule reads. */
export interface StatusMessage {
  status?: string;
  type?: string;
  moderation_details?: { action?: string } | null;
  moderation?: { action?: string } | null;
  error?: { status?: number } | null;
}

/** The status of one own message. */
export type MessageStatusView =
  | { kind: 'sending'; text: string; canRetry: false }
  | { kind: 'bounced'; text: null; canRetry: false }
  | { kind: 'unsent'; text: string; canRetry: false }
  | { kind: 'unauthorized'; text: string; canRetry: false }
  | { kind: 'retryable'; text: string; canRetry: true }
  | { kind: 'delivered'; text: null; canRetry: false };

/** Whether the provider's moderation bounced the message back to its sender (the bounce prompt applies). */
export function isBounced(message: StatusMessage): boolean {
  return message.type === 'error'
    && (message.moderation_details?.action === 'MESSAGE_RESPONSE_ACTION_BOUNCE' || message.moderation?.action === 'bounce');
}

/**
 * The status of an own message: sending; bounced by moderation (the bounce prompt); an error message
 * without moderation details ('Error · Unsent'); a send refused with 403 (no retry); any other failed send
 * (a click resends); otherwise delivered (no text: the kit's ticks show it).
 */
export function messageStatus(message: StatusMessage, texts: StatusTexts = englishStatusTexts): MessageStatusView {
  if (message.status === 'sending') return { kind: 'sending', text: texts.statusSending, canRetry: false };
  if (message.type === 'error') {
    return isBounced(message) ? { kind: 'bounced', text: null, canRetry: false } : { kind: 'unsent', text: texts.statusUnsent, canRetry: false };
  }
  if (message.status === 'failed') {
    return message.error?.status === 403
      ? { kind: 'unauthorized', text: texts.statusUnauthorized, canRetry: false }
      : { kind: 'retryable', text: texts.statusRetryable, canRetry: true };
  }
  return { kind: 'delivered', text: null, canRetry: false };
}
