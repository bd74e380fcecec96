import type { ChatProvider } from '../provider/chatProvider';
import { policyFor } from '../webhooks/beforeMessageSend';
import type { ContactConfig } from './contactConfig';
import { maskContacts } from './maskContacts';

/**
 * Masks an edited message after the fact (the provider's before-message-send hook sees new messages only): reads
 * the stored text and its channel's policy from the provider, and rewrites the text as its sender when it holds
 * contact details the policy hides. The rewrite comes back as another `message.updated`, which changes nothing.
 * True when it rewrote the message.
 */
export async function maskEditedMessage(
  messageId: string,
  deps: { stream: Pick<ChatProvider, 'getMessage' | 'findChannel' | 'updateMessageText'>; contact: ContactConfig },
): Promise<boolean> {
  const message = await deps.stream.getMessage(messageId);
  if (!message || message.deleted || message.userId === null || (message.type !== 'regular' && message.type !== 'reply')) return false;
  const channel = await deps.stream.findChannel(message.channelId, null);
  if (!channel) return false;
  const awarded = channel.bountyFacts['awarded_to'];
  const fields: Record<string, unknown> = {
    ...channel.bountyFacts,
    kind: channel.kind,
    // The awarded pair's DM: the awarded user is one of its two members.
    ...(awarded !== undefined && channel.memberIds.includes(awarded) && { candidate_id: awarded }),
  };
  if (policyFor(fields, deps.contact.policy) === 'allow') return false;
  const masked = maskContacts(message.text, deps.contact.hostDomains);
  if (masked === message.text) return false;
  await deps.stream.updateMessageText(messageId, masked, message.userId);
  return true;
}
