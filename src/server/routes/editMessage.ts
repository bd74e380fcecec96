import { editMessageRequest } from '../../contract/schemas';
import { contactPolicyOf, createAwardedPairCheck, maskUnderPolicy, policyFields } from '../bounties/contactRule';
import { CHANNEL_TYPE } from '../channels/channelIds';
import { isWritten } from '../provider/chatProvider';
import { ApiError } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { noSuchMessage } from './notMember';
import type { Route } from './route';

/**
 * POST edit-message: the only way to edit a message, since members hold no grant to edit at the provider. The
 * provider's before-message-send hook sees new messages only, so the text is masked here, under the channel's
 * contact policy, before the provider stores it: nobody ever sees an edit with contact details the policy
 * hides. The author is the token's user; the answer is the stored message as the provider answers an update.
 */
export const editMessage: Route<'edit-message'> = {
  name: 'edit-message',
  method: 'POST',
  async handle({ caller, body }, deps) {
    const { messageId, text } = parseBody(editMessageRequest, body);
    const message = await deps.stream.getMessage(messageId);
    if (!message || message.channelType !== CHANNEL_TYPE) throw noSuchMessage();
    const channel = await deps.stream.findChannel(message.channelId, caller.sub);
    if (!channel) throw noSuchMessage();
    if (message.deleted) throw new ApiError('forbidden', 'a deleted message cannot be edited');
    if (!isWritten(message)) throw new ApiError('forbidden', 'only a message someone wrote can be edited');
    if (message.userId !== caller.sub) throw new ApiError('forbidden', 'only the author can edit a message');
    // Frozen: a closed bounty's conversations are read-only for everyone, edits included.
    if (channel.frozen) throw new ApiError('forbidden', 'the conversation is read-only (its bounty is closed): its messages cannot be edited');
    const policy = await contactPolicyOf(policyFields(channel), channel.channelId, deps.config.contact.policy, createAwardedPairCheck(deps.bounties ?? null, deps.dms.registry));
    const masked = maskUnderPolicy(text, policy, deps.config.contact);
    // The sender's widget says beside her message that the other side sees less, for as long as it is so.
    return { message: await deps.stream.updateMessageText(messageId, masked, caller.sub, masked === text ? null : policy) };
  },
};
