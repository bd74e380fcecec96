import type { EmailTransport } from '../email/emailTransport';
import type { Logger } from '../ops/logger';
import type { ReplyStore } from './replyStore';

/** Why a reply was not posted, in words for the person who sent it. */
export const REFUSAL_TEXT = {
  expired: 'This reply address has expired, so your reply was not posted. Open the chat on the job board to answer.',
  not_member: 'You are no longer in this conversation, so your reply was not posted.',
  frozen: 'This conversation is closed to new messages, so your reply was not posted.',
  rate_limited: 'You sent too many messages in a short time, so your reply was not posted. Please try again in a minute.',
  empty: 'Your reply was empty once the quoted e-mail was removed, so nothing was posted. Write your answer above the quoted text.',
} as const;

/** A refusal the recipient of a reply address is told about (at her directory address, never at a From). */
export type AnsweredRefusal = keyof typeof REFUSAL_TEXT;

/**
 * Sends the short "not posted, because …" e-mail, at most one per sender address an hour (across instances,
 * through the store). Marked `Auto-Submitted: auto-replied` (RFC 3834), so a well-behaved robot never answers it.
 */
export function createSenderAnswers(parts: { transport: EmailTransport; from: string; replies: ReplyStore; log: Logger }) {
  return async function answer(to: string, reason: AnsweredRefusal, inReplyTo: string | undefined): Promise<boolean> {
    if (!(await parts.replies.mayAnswer(to))) return false;
    try {
      await parts.transport.send({
        from: parts.from,
        to: { name: '', address: to },
        subject: 'Your reply was not posted',
        text: `${REFUSAL_TEXT[reason]}\n`,
        html: `<p>${REFUSAL_TEXT[reason]}</p>`,
        messageId: `<reply-answer-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}@bountychat>`,
        headers: { 'Auto-Submitted': 'auto-replied', ...(inReplyTo && { 'In-Reply-To': inReplyTo, References: inReplyTo }) },
      });
      return true;
    } catch (error) {
      parts.log('inbound e-mail: could not answer the sender', { level: 'warn', reason: error instanceof Error ? error.message : String(error) });
      return false;
    }
  };
}
