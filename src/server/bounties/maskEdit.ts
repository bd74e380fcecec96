import { isWritten } from '../provider/chatProvider';
import type { ChatProvider } from '../provider/chatProvider';
import type { ContactConfig } from '../config/contact';
import { contactPolicyOf, maskUnderPolicy, policyFields } from './contactRule';
import type { AwardedPairCheck } from './contactRule';

/**
 * Masks an edited message after the fact. Edits reach the provider through the service's edit-message route,
 * which masks before storing, and members hold no grant to edit at the provider; this is defence in depth, for
 * an edit that came another way (an operator who granted `update-message-owner` again, an admin's tool). It
 * reads the stored text and its channel's policy from the provider and rewrites the text as its sender when it
 * holds contact details the policy hides. The rewrite comes back as another `message.updated`, which changes
 * nothing. True when it rewrote the message.
 */
export async function maskEditedMessage(
  messageId: string,
  deps: { stream: Pick<ChatProvider, 'getMessage' | 'findChannel' | 'updateMessageText'>; contact: ContactConfig; awardedPair: AwardedPairCheck },
): Promise<boolean> {
  const message = await deps.stream.getMessage(messageId);
  if (!message || message.deleted || message.userId === null || !isWritten(message)) return false;
  const channel = await deps.stream.findChannel(message.channelId, null);
  if (!channel) return false;
  const policy = await contactPolicyOf(policyFields(channel), channel.channelId, deps.contact.policy, deps.awardedPair);
  const masked = maskUnderPolicy(message.text, policy, deps.contact);
  if (masked === message.text) return false;
  await deps.stream.updateMessageText(messageId, masked, message.userId, policy);
  return true;
}
